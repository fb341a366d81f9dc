import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@hall/contract/locales';
import { isLocalizedType } from '../localization/locales';
import {
  createPreviewToken,
  isPreviewable,
  serverPreviewKey,
  PREVIEW_QUERY_PARAMETER,
  type PreviewableUid,
  type PreviewClaims,
} from './token';

/**
 * The site's page that shows a document: a show's and a notice's own page; a popup on the home
 * page (where popups appear); the site config on 공연장 소개 (hall name, contacts) with the
 * footer that every page shares.
 */
export function previewPagePath(uid: PreviewableUid, documentId: string): string {
  switch (uid) {
    case 'api::show.show':
      return `/detail/show/${encodeURIComponent(documentId)}`;
    case 'api::notice.notice':
      return `/notice/detail/${encodeURIComponent(documentId)}`;
    case 'api::popup.popup':
      return '/';
    case 'api::site-config.site-config':
      return '/about/intro';
  }
}

/** Whether a page request is for the page the token was made for (a token opens that page only, in its language). */
export function isPreviewPage(claims: PreviewClaims, pathname: string): boolean {
  return localizedPath(previewPagePath(claims.uid, claims.documentId), claims.locale) === pathname;
}

/**
 * The admin panel's preview handler (config/admin.ts): the URL of the page that shows the
 * document, with a token for its draft. Null — no preview panel — for content types without a
 * page of their own (rental applications, calendar events) and for staff who cannot read the type.
 */
export function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  { documentId, status, locale }: { documentId?: string; status?: string; locale?: string },
): string | null {
  if (!isPreviewable(uid) || !documentId) return null;
  if (!canRead(strapi, uid)) return null;
  // The English version of a show, notice or the site config opens the English page (docs/decisions/038);
  // popups are Korean only.
  const language: Locale = isLocalizedType(uid) && isLocale(locale) ? locale : DEFAULT_LOCALE;
  const path = localizedPath(previewPagePath(uid, documentId), language);
  if (status === 'published') return path;
  const token = createPreviewToken(serverPreviewKey(strapi), uid, documentId, Date.now(), language);
  return `${path}?${PREVIEW_QUERY_PARAMETER}=${token}`;
}

/** Strapi's preview route only checks that the caller is a staff member: the handler checks the type. */
function canRead(strapi: Core.Strapi, uid: string): boolean {
  const ability = strapi.requestContext.get()?.state?.userAbility as
    | { can(action: string, subject: string): boolean }
    | undefined;
  return Boolean(ability?.can('plugin::content-manager.explorer.read', uid));
}
