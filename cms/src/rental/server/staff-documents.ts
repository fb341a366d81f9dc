import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { DocumentSummary } from '@hall/contract/rental-views';
import { detectDocumentType } from './document-type';
import { DOCUMENT_FIELDS, RENTAL_APPLICATION, documentMaxBytes, type DocumentField } from './settings';
import { asServerWrite } from './server-write';
import {
  commitDocuments,
  discardPendingDocuments,
  displayName,
  removeStoredDocuments,
  storeDocument,
  type StoredDocument,
} from './storage';
import { RENTAL_MESSAGES as MESSAGES } from '@hall/contract/rental';
import { documentsField } from './views';

export type Documents = Partial<Record<DocumentField, StoredDocument>>;

export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** What staff and members see of the documents: never where they are stored. */
export const documentSummary = (documents: Documents | null | undefined) =>
  Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => {
      const document = documents?.[field];
      return [field, document ? { name: document.name, size: document.size, mime: document.mime } : null];
    }),
  ) as Record<DocumentField, DocumentSummary | null>;

const fail = (field: string, message: string, name = 'ValidationError'): never => {
  const details = { errors: [{ path: [field], message, name }] };
  if (name === 'FileSizeError') throw new errors.PayloadTooLargeError(message, details);
  throw new errors.ValidationError(message, details);
};

/** Checks the one file of a staff upload (multipart part `file`), the same rules as a member's submission. */
export async function checkStaffUpload(
  strapi: Core.Strapi,
  files: Record<string, UploadedFile[]>,
  fields: Record<string, unknown>,
) {
  for (const key of [...Object.keys(files), ...Object.keys(fields)]) {
    if (key !== 'file') fail(key, MESSAGES.notAllowed);
  }
  const list = files.file ?? [];
  if (list.length === 0) fail('file', MESSAGES.file);
  if (list.length > 1) fail('file', MESSAGES.oneFile);
  const [file] = list;
  const maxBytes = documentMaxBytes(strapi);
  if (file.size > maxBytes) fail('file', MESSAGES.fileSize(maxBytes), 'FileSizeError');
  if (file.size === 0) fail('file', MESSAGES.emptyFile);
  const type = await detectDocumentType(file.filepath);
  if (!type) return fail('file', MESSAGES.fileType, 'FileTypeError');
  return { file, ...type };
}

/**
 * Stores a document staff attach to an application (one received by phone or on paper, or a
 * replacement) in the private store: pending until the row points at it, then under its final
 * name; the replaced file is removed after that.
 */
export async function replaceDocument(
  strapi: Core.Strapi,
  documentId: string,
  field: DocumentField,
  upload: { file: UploadedFile; mime: string; ext: string },
): Promise<Documents> {
  const stored = await storeDocument(strapi, {
    filepath: upload.file.filepath,
    name: displayName(upload.file.originalFilename, upload.ext),
    mime: upload.mime,
    ext: upload.ext,
  });
  let replaced: StoredDocument | undefined;
  let documents: Documents;
  try {
    documents = await strapi.db.transaction(async () => {
      const current = (await strapi.db
        .query(RENTAL_APPLICATION)
        .findOne({ where: { documentId }, select: ['documents'] })) as {
        documents?: Documents | null;
      } | null;
      if (!current) throw new errors.NotFoundError('대관 신청을 찾을 수 없습니다.');
      replaced = current.documents?.[field];
      const next: Documents = { ...(current.documents ?? {}), [field]: stored };
      await asServerWrite(() =>
        strapi.documents(RENTAL_APPLICATION).update({ documentId, data: { documents: documentsField(next) } }),
      );
      return next;
    });
  } catch (error) {
    await discardPendingDocuments(strapi, [stored.storageKey]);
    throw error;
  }
  await commitDocuments(strapi, [stored.storageKey]);
  if (replaced) await removeStoredDocuments(strapi, [replaced.storageKey]);
  return documents;
}
