import type { Core } from '@strapi/strapi';
import { invalidatePublicCaches } from './store';

/** Everything a public read shows: the content types and the media library (a replaced poster). */
export const PUBLIC_CONTENT_MODELS = [
  'api::show.show',
  'api::notice.notice',
  'api::popup.popup',
  'api::calendar-event.calendar-event',
  'api::site-config.site-config',
  'plugin::upload.file',
];

const WRITES = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

/**
 * Clears the public caches (API reads and drawn pages) on every database write to public content, whoever makes it: the admin
 * panel (content-manager: save, publish, unpublish, discard draft, delete), the document service,
 * the media library. Inside a transaction it clears again once the transaction commits, so an
 * answer read before the commit cannot stay cached.
 */
export function invalidatePublicCacheOnChanges(strapi: Core.Strapi): void {
  const invalidate = async () => {
    invalidatePublicCaches();
    if (strapi.db.inTransaction()) {
      // A nested transaction joins the current one; its onCommit runs when the outer one commits.
      await strapi.db.transaction(async ({ onCommit }) => onCommit(() => invalidatePublicCaches()));
    }
  };
  strapi.db.lifecycles.subscribe({
    models: PUBLIC_CONTENT_MODELS,
    ...Object.fromEntries(WRITES.map((action) => [action, invalidate])),
  });
}
