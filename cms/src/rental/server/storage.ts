import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { documentStoreFor, type DocumentStore } from '../../storage';
import { hallSettings } from '../../utils/hall-settings';
import { documentsDir } from './settings';

export { isStorageKey } from '../../storage';

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

/** The private document store: RENTAL_DOCUMENTS_DIR, or S3_DOCUMENTS_BUCKET when set (docs/decisions/025). */
export const documentStore = (strapi: Core.Strapi): DocumentStore =>
  documentStoreFor(documentsDir(strapi), hallSettings(strapi, 's3'));

async function digestsOf(filepath: string): Promise<{ sha256: string; md5: Buffer; size: number }> {
  const sha256 = crypto.createHash('sha256');
  const md5 = crypto.createHash('md5');
  let size = 0;
  for await (const chunk of createReadStream(filepath) as AsyncIterable<Buffer>) {
    sha256.update(chunk);
    md5.update(chunk);
    size += chunk.length;
  }
  return { sha256: sha256.digest('hex'), md5: md5.digest(), size };
}

/** At start: the folders exist and are private, or the bucket responds. */
export const prepareDocumentStore = (strapi: Core.Strapi): Promise<void> => documentStore(strapi).prepare();

/**
 * Writes an uploaded temporary file as a pending document under a random name, durably (flushed
 * to disk, or acknowledged by S3). The caller commits the row that names it and then calls
 * commitDocuments, or discardPendingDocuments when anything fails before the commit.
 */
export async function storeDocument(
  strapi: Core.Strapi,
  source: { filepath: string; name: string; mime: string; ext: string },
): Promise<StoredDocument> {
  const storageKey = `${crypto.randomBytes(16).toString('hex')}.${source.ext}`;
  const { sha256, md5, size } = await digestsOf(source.filepath);
  await documentStore(strapi).putPending(storageKey, source.filepath, { md5 });
  return {
    name: source.name,
    size,
    mime: source.mime,
    ext: source.ext,
    storageKey,
    sha256,
    storedAt: new Date().toISOString(),
  };
}

/**
 * Moves documents from pending to their final names, once the row that names them is committed.
 * A failure here is logged, not thrown: the row is the truth, and the sweeper finishes the move
 * of a pending document that a row names (document-sweeper.ts).
 */
export async function commitDocuments(strapi: Core.Strapi, storageKeys: string[]): Promise<void> {
  try {
    await documentStore(strapi).promote(storageKeys);
  } catch (error) {
    strapi.log.error(`[rental] could not move committed documents out of pending: ${(error as Error).message}`);
  }
}

/** Removes documents that never reached a committed row. */
export async function discardPendingDocuments(strapi: Core.Strapi, storageKeys: string[]): Promise<void> {
  await documentStore(strapi)
    .discardPending(storageKeys)
    .catch((error: Error) => {
      strapi.log.error(`[rental] could not remove ${storageKeys.length} pending document(s): ${error.message}`);
    });
}

export async function removeStoredDocuments(strapi: Core.Strapi, storageKeys: string[]): Promise<void> {
  await documentStore(strapi)
    .remove(storageKeys)
    .catch((error: Error) => {
      strapi.log.error(`[rental] could not remove ${storageKeys.length} stored document(s): ${error.message}`);
    });
}

/** The content of a stored document for a download, or null when it is missing. */
export function openStoredDocument(
  strapi: Core.Strapi,
  storageKey: string,
): Promise<{ size: number; body: Readable } | null> {
  return documentStore(strapi).open(storageKey);
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
