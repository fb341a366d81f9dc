import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnvironment, nodeFor } from './environment';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Runs `npm run backup` or `npm run restore` (scripts/<command>.mjs) against the install whose
 * folders are in `scratchDir` (as helpers/child-cms.ts lays them out) and whose database is
 * `database`; `env` adds settings (the S3 ones). No S3 setting leaks in from elsewhere.
 */
export async function runOperationsCommand(
  command: 'backup' | 'restore',
  args: string[],
  install: { scratchDir: string; database: Record<string, string>; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  const environment = cmsEnvironment({ scratchDir: install.scratchDir, port: 1, database: install.database });
  const child = spawn(nodeFor(install.database), [path.join(repositoryRoot, 'scripts', `${command}.mjs`), ...args], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...environment,
      S3_BUCKET: '',
      S3_DOCUMENTS_BUCKET: '',
      LOG_LEVEL: 'warn',
      LOG_STARTUP_BANNER: 'false',
      INIT_CWD: repositoryRoot,
      ...install.env,
    },
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output.join('') };
}
