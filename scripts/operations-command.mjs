// What scripts/backup.mjs and scripts/restore.mjs share: the cms's environment and its compiled code.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');
const require = createRequire(path.join(cmsDir, 'package.json'));

export async function runOperationsCommand(command, args) {
  const entry = path.join(cmsDir, 'dist', 'src', 'backup', 'cli.js');
  if (!fs.existsSync(entry)) {
    console.error(
      `[${command}] the cms is not built (${path.relative(root, entry)} is missing): run npm run build first`,
    );
    return 1;
  }
  // As Strapi does: cms/.env fills in what the environment does not set.
  require('dotenv').config({ path: path.join(cmsDir, '.env'), quiet: true });
  process.env.INIT_CWD ??= process.cwd();
  // Relative settings (UPLOADS_INCOMING_DIR, …) are relative to the cms folder, as for `npm start`.
  process.chdir(cmsDir);
  const { runCommand } = require(entry);
  const code = await runCommand(command, args);
  // Strapi (restore) and the S3 client may keep timers or sockets; the command is done.
  setImmediate(() => process.exit(code));
  return code;
}
