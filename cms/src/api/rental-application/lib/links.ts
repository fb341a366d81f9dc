import crypto from 'node:crypto';
import { documentLinkSecret, documentLinkTtlSeconds, isDocumentField, type DocumentField } from './settings';

/** What a download link names: one stored file of one application, until `expiresAt`. */
export interface LinkClaims {
  documentId: string;
  field: DocumentField;
  storageKey: string;
  /** Seconds since the epoch. */
  expires: number;
}

const sign = (payload: string) => crypto.createHmac('sha256', documentLinkSecret()).update(payload).digest('base64url');

export function createDocumentLink(claims: Omit<LinkClaims, 'expires'>, now = Date.now()): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + documentLinkTtlSeconds();
  const payload = Buffer.from(JSON.stringify({ d: claims.documentId, f: claims.field, k: claims.storageKey, e: expires })).toString('base64url');
  return { url: `/api/rental-documents/${payload}.${sign(payload)}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function readDocumentLink(token: string, now = Date.now()): LinkClaims | null {
  const [payload, signature, ...rest] = String(token).split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let decoded: { d?: unknown; f?: unknown; k?: unknown; e?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded.d !== 'string' || !isDocumentField(decoded.f) || typeof decoded.k !== 'string' || typeof decoded.e !== 'number') return null;
  if (decoded.e * 1000 <= now) return null;
  return { documentId: decoded.d, field: decoded.f, storageKey: decoded.k, expires: decoded.e };
}

/** Content-Disposition for a download with a Korean file name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const asciiFallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
