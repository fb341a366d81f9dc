import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { documentLinkSecret, documentLinkTtlSeconds, isDocumentField, type DocumentField } from './settings';

/**
 * What a download link names: one document of one application, as it is stored now, until
 * `expires`. The token never carries the storage name or path of the file: only the document,
 * the field, the expiry and `version`, a keyed digest of the stored copy (below) from which
 * neither its name nor its content can be read. A replaced document is a new stored copy, so the
 * links to the old one stop working.
 */
export interface LinkClaims {
  documentId: string;
  field: DocumentField;
  version: string;
  /** Seconds since the epoch. */
  expires: number;
}

/** The stored copy a link is made for. */
export interface LinkedDocument {
  documentId: string;
  field: DocumentField;
  storageKey: string;
}

const sign = (strapi: Core.Strapi, payload: string) =>
  crypto.createHmac('sha256', documentLinkSecret(strapi)).update(payload).digest('base64url');

/** The version of a stored copy a link carries: 96 bits of a keyed digest of its storage name. */
export const documentVersion = (strapi: Core.Strapi, storageKey: string): string =>
  crypto
    .createHmac('sha256', documentLinkSecret(strapi))
    .update(`version:${storageKey}`)
    .digest('base64url')
    .slice(0, 16);

export function createDocumentLink(
  strapi: Core.Strapi,
  document: LinkedDocument,
  now = Date.now(),
): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + documentLinkTtlSeconds(strapi);
  const payload = Buffer.from(
    JSON.stringify({
      d: document.documentId,
      f: document.field,
      v: documentVersion(strapi, document.storageKey),
      e: expires,
    }),
  ).toString('base64url');
  return {
    url: `/api/rental-documents/${payload}.${sign(strapi, payload)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function readDocumentLink(strapi: Core.Strapi, token: string, now = Date.now()): LinkClaims | null {
  const [payload, signature, ...rest] = String(token).split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(strapi, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let decoded: { d?: unknown; f?: unknown; v?: unknown; e?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (
    typeof decoded.d !== 'string' ||
    !isDocumentField(decoded.f) ||
    typeof decoded.v !== 'string' ||
    typeof decoded.e !== 'number'
  )
    return null;
  if (decoded.e * 1000 <= now) return null;
  return { documentId: decoded.d, field: decoded.f, version: decoded.v, expires: decoded.e };
}

/** Whether the link was made for this stored copy (not one it has since replaced). */
export const linkNamesCopy = (strapi: Core.Strapi, claims: LinkClaims, storageKey: string): boolean =>
  documentVersion(strapi, storageKey) === claims.version;

/** Content-Disposition for a download with a Korean file name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const asciiFallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
