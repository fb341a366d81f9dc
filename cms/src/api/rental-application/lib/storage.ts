import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import { documentsDir } from './settings';

/** What the database keeps about a stored document (the application's private `documents` field). */
export interface StoredDocument {
  name: string;
  size: number;
  mime: string;
  ext: string;
  storageKey: string;
  sha256: string;
  storedAt: string;
}

const STORAGE_KEY = /^[0-9a-f]{32}\.[a-z]{2,5}$/;

export const isStorageKey = (name: string): boolean => STORAGE_KEY.test(name);

export function storedPath(strapi: Core.Strapi, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
  return path.join(documentsDir(strapi), storageKey);
}

async function sha256Of(filepath: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(createReadStream(filepath), hash);
  return hash.digest('hex');
}

/**
 * Where a document waits until the row that names it is committed: a private folder inside the
 * documents folder, so that the final rename never crosses filesystems (in docker-compose the
 * documents folder is itself a volume's mount point). Storage keys never start with a dot.
 */
export const pendingDir = (strapi: Core.Strapi): string => path.join(documentsDir(strapi), '.pending');

export const pendingPath = (strapi: Core.Strapi, storageKey: string): string =>
  path.join(pendingDir(strapi), path.basename(storedPath(strapi, storageKey)));

/** fsync of a folder, so that a file created, renamed or removed in it survives a crash. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function ensureDocumentFolders(strapi: Core.Strapi): Promise<void> {
  await fs.mkdir(pendingDir(strapi), { recursive: true, mode: 0o700 });
  await fs.chmod(documentsDir(strapi), 0o700);
  await fs.chmod(pendingDir(strapi), 0o700);
}

/**
 * Copies an uploaded temporary file into the pending folder under a random name and flushes it
 * to disk. The caller commits the row that names it and then calls commitDocuments, or
 * discardPendingDocuments when anything fails before the commit.
 */
export async function storeDocument(
  strapi: Core.Strapi,
  source: { filepath: string; name: string; mime: string; ext: string },
): Promise<StoredDocument> {
  await fs.mkdir(pendingDir(strapi), { recursive: true, mode: 0o700 });
  const storageKey = `${crypto.randomBytes(16).toString('hex')}.${source.ext}`;
  const target = pendingPath(strapi, storageKey);
  await fs.copyFile(source.filepath, target, fs.constants.COPYFILE_EXCL);
  try {
    const handle = await fs.open(target, 'r+');
    try {
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await syncFolder(pendingDir(strapi));
    const { size } = await fs.stat(target);
    return {
      name: source.name,
      size,
      mime: source.mime,
      ext: source.ext,
      storageKey,
      sha256: await sha256Of(target),
      storedAt: new Date().toISOString(),
    };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
}

/**
 * Moves documents from the pending folder to their final names, once the row that names them
 * is committed. A failure here is logged, not thrown: the row is the truth, and the sweeper
 * finishes the move of a pending file that a row names (document-sweeper.ts).
 */
export async function commitDocuments(strapi: Core.Strapi, storageKeys: string[]): Promise<void> {
  try {
    for (const key of storageKeys) await fs.rename(pendingPath(strapi, key), storedPath(strapi, key));
    await syncFolder(documentsDir(strapi));
    await syncFolder(pendingDir(strapi));
  } catch (error) {
    strapi.log.error(
      `[rental] could not move committed documents out of the pending folder: ${(error as Error).message}`,
    );
  }
}

/** Removes documents that never reached a committed row. */
export async function discardPendingDocuments(strapi: Core.Strapi, storageKeys: string[]): Promise<void> {
  await Promise.all(
    storageKeys.map((key) =>
      fs.rm(pendingPath(strapi, key), { force: true }).catch((error: Error) => {
        strapi.log.error(`[rental] could not remove the pending document ${key}: ${error.message}`);
      }),
    ),
  );
}

export async function removeStoredDocuments(strapi: Core.Strapi, storageKeys: string[]): Promise<void> {
  await Promise.all(
    storageKeys.map((key) =>
      fs.rm(storedPath(strapi, key), { force: true }).catch((error: Error) => {
        strapi.log.error(`[rental] could not remove the stored document ${key}: ${error.message}`);
      }),
    ),
  );
}

/** A file name that is safe to show and to send back: no folders, no control characters. */
export function displayName(original: string | null | undefined, fallbackExt: string): string {
  const base = String(original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200);
  return base || `document.${fallbackExt}`;
}
