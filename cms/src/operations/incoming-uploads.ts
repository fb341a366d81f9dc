import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the multipart parser (formidable, config/middlewares.ts) writes uploads while a request
 * runs: a private folder of the cms (UPLOADS_INCOMING_DIR, `.tmp/uploads-incoming` by default,
 * relative to the cms folder), not the shared system temp folder. A crash leaves its files
 * there, and the next start empties it (docs/decisions/019).
 */
export function uploadsIncomingDir(): string {
  const configured = String(process.env.UPLOADS_INCOMING_DIR ?? '').trim();
  return path.resolve(process.cwd(), configured || path.join('.tmp', 'uploads-incoming'));
}

/** At start, before the server listens: an empty folder only this user can enter. Returns how many files it removed. */
export async function prepareUploadsIncomingDir(): Promise<number> {
  const dir = uploadsIncomingDir();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
  const leftovers = await fs.readdir(dir);
  await Promise.all(leftovers.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
  return leftovers.length;
}
