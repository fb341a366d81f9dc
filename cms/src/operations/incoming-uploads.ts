import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { hallSettings } from '../utils/hall-settings';

/**
 * The folder where the multipart parser (formidable, config/middlewares.ts) writes uploads while
 * a request runs: a private folder of the cms (UPLOADS_INCOMING_DIR in config/hall.ts,
 * `.tmp/uploads-incoming` by default, relative to the cms folder), not the shared system temp
 * folder. A crash leaves its files there, and the next start empties it (docs/decisions/019).
 *
 * At start, before the server listens: an empty folder only this user can enter. Returns how many files it removed.
 */
export async function prepareUploadsIncomingDir(strapi: Core.Strapi): Promise<number> {
  const dir = hallSettings(strapi, 'uploadsIncomingDir');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
  const leftovers = await fs.readdir(dir);
  await Promise.all(leftovers.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
  return leftovers.length;
}
