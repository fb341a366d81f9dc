/**
 * The cms's layers in eslint.config.mjs (docs/decisions/041), checked against imports that must
 * pass and imports that must fail: a rule that silently matched nothing (a wrong element pattern,
 * an unresolved import) would pass every real file too.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors of `code` if it were the file at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

// The first lint builds typescript-eslint's program of the whole cms: seconds alone, far more
// beside the other suites. The limit stops a hang; it does not time anything.
describe('the cms layers', { timeout: 120_000 }, () => {
  it('lets the rest of the cms use rental through its entry point only', async () => {
    expect(await boundaryErrors('cms/src/auth/probe.ts', "export { memberView } from '../rental';\n")).toEqual([]);
    expect(
      await boundaryErrors('cms/src/auth/probe.ts', "export { memberView } from '../rental/server/views';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'cms/src/plugins/hall/server/probe.ts',
        "export { takeStep } from '../../../rental/server/steps';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the rental content types delegate to rental/server', async () => {
    expect(
      await boundaryErrors(
        'cms/src/api/rental-application/services/probe.ts',
        "export { takeStep } from '../../../rental/server/steps';\n",
      ),
    ).toEqual([]);
  });

  it('keeps server code out of the admin panel', async () => {
    expect(
      await boundaryErrors('cms/src/admin/probe.ts', "export { hallSettings } from '../utils/hall-settings';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'cms/src/rental/admin/probe.ts',
        "export { RENTAL_APPLICATION } from '../server/settings';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('cms/src/admin/probe.ts', "export { bootstrapRentalAdmin } from '../rental/admin';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'cms/src/admin/probe.ts',
        "export { RentalExportButton } from '../rental/admin/workflow/export-button';\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the shared code free of either side', async () => {
    expect(
      await boundaryErrors('cms/src/shared/probe.ts', "export { hallSettings } from '../utils/hall-settings';\n"),
    ).toHaveLength(1);
  });
});
