import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import pg from 'pg';
import { postgresSettings } from '../operations/postgres-connection';
import { createRateLimitTable, RequestCounter, type SharedStore } from './rate-limit-store';

/**
 * Replaces users-permissions' `rateLimit` route middleware (login, signup, forgot-password,
 * reset-password, change-password, send-email-confirmation, connect).
 *
 * The plugin's own limiter keys signup and forgot-password requests by the e-mail in the body
 * as well as the client address, so one client can send as many as it likes by changing the
 * e-mail. This one counts per route and client address only (`ctx.request.ip`, which follows
 * X-Forwarded-For when TRUST_PROXY is set, see config/server.ts), in a fixed window, and responds
 * 429 (RateLimitError) with a Retry-After header once `max` requests were made in `interval` ms
 * (rounded up to whole seconds).
 *
 * Settings: `ratelimit` of the users-permissions config (AUTH_RATE_LIMIT_* in config/plugins.ts).
 * On PostgreSQL the counters are rows of one table that every cms instance shares, so a client
 * gets the same number of attempts however a load balancer spreads its requests; on SQLite they
 * live in this process (docs/decisions/024).
 */

interface RateLimitSettings {
  enabled?: boolean;
  interval?: number | { ms?: number; sec?: number; min?: number; hour?: number };
  max?: number;
}

let sharedStore: SharedStore | null = null;
const counters = new Map<string, RequestCounter>();
const STORE_FAILURE_LOG_INTERVAL_MS = 60_000;
let lastStoreFailureLog = 0;

function intervalMs(interval: RateLimitSettings['interval']): number {
  if (typeof interval === 'number' && interval > 0) return interval;
  if (interval && typeof interval === 'object') {
    const ms =
      (interval.ms ?? 0) +
      (interval.sec ?? 0) * 1_000 +
      (interval.min ?? 0) * 60_000 +
      (interval.hour ?? 0) * 3_600_000;
    if (ms > 0) return ms;
  }
  return 60_000;
}

/**
 * On PostgreSQL: the pool of the shared counters (its own, small, failing within a second, so
 * that a database that does not respond delays no login) and their table. Run in bootstrap,
 * under the start-up lock.
 */
export async function prepareAuthRateLimits(strapi: Core.Strapi): Promise<void> {
  const settings = postgresSettings(strapi);
  if (!settings || sharedStore) return;
  const pool = new pg.Pool({
    ...settings.client,
    application_name: 'hall-cms rate limits',
    max: 4,
    connectionTimeoutMillis: 1_000,
    query_timeout: 1_000,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
  });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on('error', (error) => logStoreFailure(strapi, error));
  const store = { pool, schema: settings.schema };
  await createRateLimitTable(store);
  sharedStore = store;
}

/**
 * Ends the counters' pool (Strapi's destroy), so that no connection of this cms outlives it; a
 * Strapi created later in the same process prepares its own.
 */
export async function closeAuthRateLimits(): Promise<void> {
  const store = sharedStore;
  sharedStore = null;
  counters.clear();
  await store?.pool.end();
}

function logStoreFailure(strapi: Core.Strapi, error: unknown): void {
  const now = Date.now();
  if (now - lastStoreFailureLog < STORE_FAILURE_LOG_INTERVAL_MS) return;
  lastStoreFailureLog = now;
  const reason = error instanceof Error ? error.message : String(error);
  strapi.log.warn(
    `[rate-limit] PostgreSQL did not respond (${reason}): the auth rate limits count in this process until it does`,
  );
}

export function counterFor(strapi: Core.Strapi, max: number, windowSeconds: number): RequestCounter {
  const id = `${max}/${windowSeconds}`;
  let counter = counters.get(id);
  if (!counter) {
    counter = new RequestCounter({
      store: sharedStore,
      points: max,
      windowSeconds,
      keyPrefix: `auth:${id}`,
      onStoreFailure: (error) => logStoreFailure(strapi, error),
    });
    counters.set(id, counter);
  }
  return counter;
}

/** Keys fit the table's varchar(255) whatever path a client sends (`/api/connect/:provider`). */
export function storageKey(key: string): string {
  return key.length <= 160 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** The route part of the key: lower-case path without trailing slashes. */
function routeKey(path: unknown): string {
  if (typeof path !== 'string') return 'invalid-path';
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

export const authRateLimit =
  (routeConfig: RateLimitSettings | undefined, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const settings: RateLimitSettings = {
      ...((strapi.config.get('plugin::users-permissions.ratelimit') as RateLimitSettings | undefined) ?? {}),
      ...(routeConfig ?? {}),
    };
    if (settings.enabled === false) return next();

    const max = typeof settings.max === 'number' && settings.max > 0 ? settings.max : 10;
    const windowSeconds = Math.max(1, Math.ceil(intervalMs(settings.interval) / 1000));

    const result = await counterFor(strapi, max, windowSeconds).count(
      storageKey(`${routeKey(ctx.request.path)}|${ctx.request.ip}`),
    );

    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(result.remaining));
    if (result.limited) {
      const retryAfterSeconds = Math.max(1, Math.ceil(result.msBeforeReset / 1000));
      ctx.set('Retry-After', String(retryAfterSeconds));
      throw new errors.RateLimitError('Too many requests, please try again later.', { retryAfterSeconds });
    }
    return next();
  };
