import { diskDocumentStore } from './disk-document-store';
import type { DocumentStore } from './document-store';
import { s3DocumentStore } from './s3-document-store';
import type { S3Settings } from './s3-settings';

let cached: { signature: string; store: DocumentStore } | undefined;

/**
 * The document store this process uses: S3 when S3_DOCUMENTS_BUCKET is set, else the folder
 * `documentsDir` (RENTAL_DOCUMENTS_DIR; both config/hall.ts). One per configuration, so the S3
 * client and its connections are reused.
 */
export function documentStoreFor(documentsDir: string, settings: S3Settings): DocumentStore {
  const signature = JSON.stringify({ settings, documentsDir });
  if (cached?.signature === signature) return cached.store;
  const store = settings.documentsBucket
    ? s3DocumentStore({ ...settings, documentsBucket: settings.documentsBucket })
    : diskDocumentStore(documentsDir);
  cached = { signature, store };
  return store;
}

export type { DocumentStore, DocumentPlace, ListedDocument } from './document-store';
export { isStorageKey } from './document-store';
