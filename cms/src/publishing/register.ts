import type { Core } from '@strapi/strapi';
import { unpublishHiddenEntries } from './hidden-toggles';
import { defaultPostedAtToFirstPublication } from './posted-at';
import { scheduledPublishingMiddleware } from './scheduled';

/** Publishing rules of notices and popups (docs/decisions/017); called from `register`. */
export function registerPublishing(strapi: Core.Strapi): void {
  // Before Strapi aligns the database with the content types (and drops the old columns).
  strapi.hook('strapi::content-types.beforeSync').register(() => unpublishHiddenEntries(strapi));
  defaultPostedAtToFirstPublication(strapi);
  // 게시 예약 and 게시 종료: who scheduled, and the order of the two times (docs/decisions/033).
  strapi.documents.use(scheduledPublishingMiddleware(strapi));
}
