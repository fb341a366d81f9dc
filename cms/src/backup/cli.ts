import path from 'node:path';
import { backup } from './backup';
import { restore } from './restore';
import { invocationDir } from './settings';

const USAGE = {
  backup: 'usage: npm run backup -- DIR   (DIR: a new or empty folder)',
  restore: 'usage: npm run restore -- DIR [--force]   (with the cms stopped; --force replaces a non-empty install)',
};

/**
 * The two commands' entry (scripts/backup.mjs, scripts/restore.mjs). DIR is relative to the
 * folder npm was run from. Returns the exit code.
 */
export async function runCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const force = args.includes('--force');
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (positional.length !== 1 || unknown.length > 0 || (command === 'backup' && force)) {
    console.error(USAGE[command]);
    return 2;
  }
  const dir = path.resolve(invocationDir(), positional[0]);
  const log = (message: string) => console.log(`[${command}] ${message}`);
  try {
    if (command === 'backup') await backup(dir, log);
    else await restore(dir, { force }, log);
    return 0;
  } catch (error) {
    console.error(`[${command}] failed: ${(error as Error).message}`);
    return 1;
  }
}
