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

export function storedPath(strapi: Core.Strapi, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
  return path.join(documentsDir(strapi), storageKey);
}

async function sha256Of(filepath: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(createReadStream(filepath), hash);
  return hash.digest('hex');
}

/** Copies an uploaded temporary file into the private folder under a random name. */
export async function storeDocument(
  strapi: Core.Strapi,
  source: { filepath: string; name: string; mime: string; ext: string },
): Promise<StoredDocument> {
  await fs.mkdir(documentsDir(strapi), { recursive: true, mode: 0o700 });
  const storageKey = `${crypto.randomBytes(16).toString('hex')}.${source.ext}`;
  const target = storedPath(strapi, storageKey);
  await fs.copyFile(source.filepath, target, fs.constants.COPYFILE_EXCL);
  try {
    await fs.chmod(target, 0o600);
    const { size } = await fs.stat(target);
    return { name: source.name, size, mime: source.mime, ext: source.ext, storageKey, sha256: await sha256Of(target), storedAt: new Date().toISOString() };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
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
