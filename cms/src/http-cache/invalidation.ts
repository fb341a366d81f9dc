import type { Core } from '@strapi/strapi';
import { startCrossInstanceInvalidation, type CrossInstanceInvalidation } from './cross-instance';
import { invalidatePublicCaches } from './store';

/** Everything a public read shows: the content types and the media library (a replaced poster). */
export const PUBLIC_CONTENT_MODELS = [
  'api::show.show',
  'api::notice.notice',
  'api::popup.popup',
  'api::calendar-event.calendar-event',
  'api::site-config.site-config',
  'api::rental-round.rental-round',
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

let crossInstance: CrossInstanceInvalidation | undefined;

/**
 * Clears the public caches (API responses and rendered pages) on every database write to public
 * content, whoever makes it: the admin panel (content-manager: save, publish, unpublish, discard
 * draft, delete), the document service, the media library. Inside a transaction it clears again
 * once the transaction commits, so a response read before the commit cannot stay cached. On
 * PostgreSQL every other instance is told too (cross-instance.ts): the notification is part of the
 * transaction, delivered when it commits.
 */
export function invalidateHttpCachesOnChanges(strapi: Core.Strapi): void {
  crossInstance = startCrossInstanceInvalidation(strapi);
  const peers = crossInstance;
  const invalidate = async () => {
    invalidatePublicCaches();
    if (strapi.db.inTransaction()) {
      // A nested transaction joins the current one; its onCommit runs when the outer one commits.
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        onCommit(() => invalidatePublicCaches());
        await peers.announce(trx);
      });
    } else {
      await peers.announce();
    }
  };
  strapi.db.lifecycles.subscribe({
    models: PUBLIC_CONTENT_MODELS,
    ...Object.fromEntries(WRITES.map((action) => [action, invalidate])),
  });
}

/** Closes the listening connection (Strapi's destroy). */
export async function stopHttpCacheInvalidation(): Promise<void> {
  await crossInstance?.stop();
  crossInstance = undefined;
}
