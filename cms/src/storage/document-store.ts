import type { Readable } from 'node:stream';

/** Where a document is: waiting for its row's commit, or stored under its final name. */
export type DocumentPlace = 'pending' | 'stored';

export interface ListedDocument {
  key: string;
  /** Milliseconds since the epoch: when it was written (disk: mtime; S3: LastModified). */
  modifiedAt: number;
}

/**
 * The private store of rental documents (docs/decisions/008, 019, 025): the local disk by default,
 * a private S3 bucket when S3_DOCUMENTS_BUCKET is set. Keys are storage keys (`<32 hex>.<ext>`);
 * nothing outside this interface knows where or how a document is kept.
 */
export interface DocumentStore {
  readonly kind: 'disk' | 's3';
  /** At start: the folders exist and are private, or the bucket responds. */
  prepare(): Promise<void>;
  /** Writes a durable pending copy of a local file (flushed, or acknowledged by S3) under `key`. */
  putPending(key: string, sourcePath: string, digests: { md5: Buffer }): Promise<void>;
  /**
   * After the row that names them is committed: pending → stored. A key another instance moved
   * already is skipped; any other failure throws.
   */
  promote(keys: string[]): Promise<void>;
  /** Removes pending copies; a missing one is not an error. */
  discardPending(keys: string[]): Promise<void>;
  /** Removes stored documents; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** The content and size of a document, or null when there is none under that key. */
  open(key: string, place?: DocumentPlace): Promise<{ size: number; body: Readable } | null>;
  /** Every document of a place (for the sweeper and the backup). */
  list(place: DocumentPlace): Promise<ListedDocument[]>;
  /** Writes a stored document directly (restore): the content is already committed in the restored rows. */
  putStored(key: string, sourcePath: string, digests: { md5: Buffer }): Promise<void>;
}

const STORAGE_KEY = /^[0-9a-f]{32}\.[a-z]{2,5}$/;

export const isStorageKey = (name: string): boolean => STORAGE_KEY.test(name);

export function assertStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}
