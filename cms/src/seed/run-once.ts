import type { Core } from '@strapi/strapi';
import { seedDemoContent } from './demo-content';
import { hallSettings } from '../utils/hall-settings';

const SEED_MARKER = { type: 'core', name: 'hall', key: 'demo-content-seeded-at' } as const;

/**
 * Seeds the demo site on the first start of an empty database, and never again: the marker in
 * Strapi's store survives restarts, so content staff delete does not come back. A database that
 * already holds shows (created before the marker existed) is marked and left alone.
 *
 * SEED_DEMO_CONTENT (config/hall.ts): on unless `false` (also `0`, `no`, `off`), so `npm start` on
 * an empty SQLite file shows a living site; docker-compose turns it off for a production database.
 *
 * Runs in bootstrap under the start-up lock (operations/startup-lock.ts): a second cms instance
 * on the same PostgreSQL waits until the first has seeded and set the marker, then skips.
 */
export async function seedDemoContentOnce(strapi: Core.Strapi): Promise<void> {
  if (!hallSettings(strapi, 'seedDemoContent')) return;
  const store = strapi.store;
  if (await store.get(SEED_MARKER)) return;

  const existingShows = await strapi.db.query('api::show.show').count();
  if (existingShows === 0) {
    strapi.log.info('[seed] empty database: creating the demo content');
    await seedDemoContent(strapi);
  }
  await store.set({ ...SEED_MARKER, value: new Date().toISOString() });
}
