import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PREVIEW_TOKEN_HEADER, readPreviewToken, serverPreviewKey, type PreviewableUid } from './token';

/** Whether a request carries a preview token at all (valid or not): it is never cached. */
export const carriesPreviewToken = (ctx: Pick<Context, 'get'>): boolean => ctx.get(PREVIEW_TOKEN_HEADER) !== '';

/**
 * The document of `uid` whose draft this public read may show: the one named by a genuine,
 * unexpired preview token in the request's header; null otherwise (the published content).
 */
export function previewedDocument(strapi: Core.Strapi, ctx: Pick<Context, 'get'>, uid: PreviewableUid): string | null {
  const claims = readPreviewToken(serverPreviewKey(strapi), ctx.get(PREVIEW_TOKEN_HEADER));
  return claims && claims.uid === uid ? claims.documentId : null;
}
