import crypto from 'node:crypto';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { RENTAL_DOCUMENT_MAX_BYTES } from '@hall/contract/rental-messages';

export const RENTAL_APPLICATION = 'api::rental-application.rental-application';

export const DOCUMENT_FIELDS = ['businessRegistration', 'performancePlan'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export const isDocumentField = (value: unknown): value is DocumentField =>
  typeof value === 'string' && (DOCUMENT_FIELDS as readonly string[]).includes(value);

const DEFAULT_LINK_TTL_SECONDS = 5 * 60;

const text = (name: string): string => String(process.env[name] ?? '').trim();

function positiveInteger(name: string, fallback: number): number {
  const value = text(name);
  if (value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return parsed;
}

/** Largest accepted document (RENTAL_DOCUMENT_MAX_BYTES, 20 MiB by default). */
export const documentMaxBytes = (): number => positiveInteger('RENTAL_DOCUMENT_MAX_BYTES', RENTAL_DOCUMENT_MAX_BYTES);

/** How long a download link works (RENTAL_DOCUMENT_LINK_TTL_SECONDS, 5 minutes by default). */
export const documentLinkTtlSeconds = (): number =>
  positiveInteger('RENTAL_DOCUMENT_LINK_TTL_SECONDS', DEFAULT_LINK_TTL_SECONDS);

/** The private folder of application documents; never under the public folder. */
export function documentsDir(strapi: Core.Strapi): string {
  const configured = text('RENTAL_DOCUMENTS_DIR');
  const root = strapi.dirs.app.root;
  const dir = configured ? path.resolve(root, configured) : path.join(root, '.tmp', 'rental-documents');
  const publicDir = path.resolve(strapi.dirs.static.public);
  if (dir === publicDir || dir.startsWith(`${publicDir}${path.sep}`)) {
    throw new Error(`RENTAL_DOCUMENTS_DIR (${dir}) must not be inside the public folder ${publicDir}`);
  }
  return dir;
}

/**
 * The key that signs download links: RENTAL_DOCUMENT_SECRET, or one derived from APP_KEYS for
 * installations whose cms/.env predates the variable.
 */
export function documentLinkSecret(): Buffer {
  const configured = text('RENTAL_DOCUMENT_SECRET');
  if (configured) return Buffer.from(configured, 'utf8');
  const appKeys = text('APP_KEYS');
  if (!appKeys) throw new Error('RENTAL_DOCUMENT_SECRET or APP_KEYS must be set to sign document links');
  return crypto.createHmac('sha256', appKeys).update('rental-document-links').digest();
}

/** Where staff are told about new applications: RENTAL_STAFF_EMAIL, else the site config. */
export const staffInboxOverride = (): string | null => text('RENTAL_STAFF_EMAIL') || null;

/**
 * The document sweeper (src/operations/document-sweeper.ts) removes pending and unreferenced
 * files older than RENTAL_DOCUMENT_SWEEP_AGE_SECONDS (10 minutes by default: longer than any
 * submission takes), every RENTAL_DOCUMENT_SWEEP_INTERVAL_SECONDS (5 minutes by default).
 */
export const documentSweepAgeSeconds = (): number => positiveInteger('RENTAL_DOCUMENT_SWEEP_AGE_SECONDS', 10 * 60);
export const documentSweepIntervalSeconds = (): number =>
  positiveInteger('RENTAL_DOCUMENT_SWEEP_INTERVAL_SECONDS', 5 * 60);
