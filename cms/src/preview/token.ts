import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { appKeysText } from '../utils/app-keys';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@hall/contract/locales';

/**
 * Preview links (docs/decisions/017): a short-lived token, signed with a key derived from the
 * server's APP_KEYS (previewKey), that names one draft: its content type and document. The page renderer
 * hands it to the public API in PREVIEW_TOKEN_HEADER; nothing else unlocks a draft.
 */

/** The content types whose drafts staff can preview, and the short name a token carries. */
export const PREVIEWABLE = {
  show: 'api::show.show',
  notice: 'api::notice.notice',
  popup: 'api::popup.popup',
  'site-config': 'api::site-config.site-config',
} as const;

export type PreviewKind = keyof typeof PREVIEWABLE;
export type PreviewableUid = (typeof PREVIEWABLE)[PreviewKind];

/** The page's query parameter that carries the token. */
export const PREVIEW_QUERY_PARAMETER = 'preview';
/** The header in which the page renderer passes the token to the public API. */
export { PREVIEW_TOKEN_HEADER } from '@hall/contract/renderer';
/**
 * How long a preview link works. The admin panel asks for the link when an edit view opens and
 * keeps it while the view stays open, so the link has to outlive an editing session.
 */
export const PREVIEW_TTL_SECONDS = 30 * 60;

export interface PreviewClaims {
  uid: PreviewableUid;
  documentId: string;
  /** The language of the draft (docs/decisions/038): its page is the Korean or the English one. */
  locale: Locale;
  /** Seconds since the epoch. */
  expires: number;
}

const kindOf = (uid: string): PreviewKind | undefined =>
  (Object.keys(PREVIEWABLE) as PreviewKind[]).find((kind) => PREVIEWABLE[kind] === uid);

export const isPreviewable = (uid: string): uid is PreviewableUid => kindOf(uid) !== undefined;

/** The key that signs preview links, derived from APP_KEYS as written (`key1,key2,…`). */
export function previewKey(appKeys: string): Buffer {
  if (!appKeys) throw new Error('APP_KEYS must be set to sign preview links');
  return crypto.createHmac('sha256', appKeys).update('preview-links').digest();
}

/** This server's key: from Strapi's APP_KEYS (config/server.ts, `server.app.keys`). */
export const serverPreviewKey = (strapi: Core.Strapi): Buffer => previewKey(appKeysText(strapi));

const sign = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

export function createPreviewToken(
  key: Buffer,
  uid: PreviewableUid,
  documentId: string,
  now = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
  const claims = { k: kindOf(uid), d: documentId, e: expires, ...(locale === DEFAULT_LOCALE ? {} : { l: locale }) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function readPreviewToken(key: Buffer, token: unknown, now = Date.now()): PreviewClaims | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let decoded: { k?: unknown; d?: unknown; e?: unknown; l?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded.k !== 'string' || !(decoded.k in PREVIEWABLE)) return null;
  if (typeof decoded.d !== 'string' || decoded.d === '' || typeof decoded.e !== 'number') return null;
  if (decoded.e * 1000 <= now) return null;
  // A token without a language (made before docs/decisions/038) is for the Korean page.
  const locale = decoded.l === undefined ? DEFAULT_LOCALE : decoded.l;
  if (!isLocale(locale)) return null;
  return { uid: PREVIEWABLE[decoded.k as PreviewKind], documentId: decoded.d, expires: decoded.e, locale };
}
