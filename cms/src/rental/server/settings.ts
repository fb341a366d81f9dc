import crypto from 'node:crypto';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appKeysText } from '../../utils/app-keys';
import { hallSettings } from '../../utils/hall-settings';

export const RENTAL_APPLICATION = 'api::rental-application.rental-application';

export { DOCUMENT_FIELDS, isDocumentField, type DocumentField } from '@hall/contract/rental-views';

/** Largest accepted document (RENTAL_DOCUMENT_MAX_BYTES, 20 MiB by default; config/hall.ts). */
export const documentMaxBytes = (strapi: Core.Strapi): number => hallSettings(strapi, 'rental').documentMaxBytes;

/** How long a download link works (RENTAL_DOCUMENT_LINK_TTL_SECONDS, 5 minutes by default). */
export const documentLinkTtlSeconds = (strapi: Core.Strapi): number =>
  hallSettings(strapi, 'rental').documentLinkTtlSeconds;

/** The private folder of application documents (RENTAL_DOCUMENTS_DIR); never under the public folder. */
export function documentsDir(strapi: Core.Strapi): string {
  const dir = hallSettings(strapi, 'rental').documentsDir;
  const publicDir = path.resolve(strapi.dirs.static.public);
  if (dir === publicDir || dir.startsWith(`${publicDir}${path.sep}`)) {
    throw new Error(`RENTAL_DOCUMENTS_DIR (${dir}) must not be inside the public folder ${publicDir}`);
  }
  return dir;
}

/**
 * The key that signs download links: RENTAL_DOCUMENT_SECRET, or one derived from Strapi's
 * APP_KEYS (`server.app.keys`) for installations whose cms/.env predates the variable.
 */
export function documentLinkSecret(strapi: Core.Strapi): Buffer {
  const configured = hallSettings(strapi, 'rental').documentSecret;
  if (configured) return Buffer.from(configured, 'utf8');
  const appKeys = appKeysText(strapi);
  if (!appKeys) throw new Error('RENTAL_DOCUMENT_SECRET or APP_KEYS must be set to sign document links');
  return crypto.createHmac('sha256', appKeys).update('rental-document-links').digest();
}
