import type { Core } from '@strapi/strapi';
import { seedDemoContent } from './demo-content';

const SEED_MARKER = { type: 'core', name: 'hall', key: 'demo-content-seeded-at' } as const;

/**
 * SEED_DEMO_CONTENT: on unless `false` (also `0`, `no`, `off`), so `npm start` on an empty
 * SQLite file shows a living site; docker-compose turns it off for a production database.
 */
export function demoSeedingEnabled(): boolean {
  const value = String(process.env.SEED_DEMO_CONTENT ?? '')
    .trim()
    .toLowerCase();
  return !['false', '0', 'no', 'off'].includes(value);
}

/**
 * Seeds the demo site on the first start of an empty database, and never again: the marker in
 * Strapi's store survives restarts, so content staff delete does not come back. A database that
 * already holds shows (created before the marker existed) is marked and left alone.
 *
 * Runs in bootstrap under the start-up lock (operations/startup-lock.ts): a second cms instance
 * on the same PostgreSQL waits until the first has seeded and set the marker, then skips.
 */
export async function seedDemoContentOnce(strapi: Core.Strapi): Promise<void> {
  if (!demoSeedingEnabled()) return;
  const store = strapi.store;
  if (await store.get(SEED_MARKER)) return;

  const existingShows = await strapi.db.query('api::show.show').count();
  if (existingShows === 0) {
    strapi.log.info('[seed] empty database: creating the demo content');
    await seedDemoContent(strapi);
  }
  await store.set({ ...SEED_MARKER, value: new Date().toISOString() });
}
