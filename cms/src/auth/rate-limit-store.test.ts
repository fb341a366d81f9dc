import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../test/helpers/environment';
import { createRateLimitTable, RATE_LIMIT_TABLE, RequestCounter, type SharedStore } from './rate-limit-store';

/**
 * The counters behind the auth rate limits (rate-limit.ts): shared through PostgreSQL between
 * instances, and per process when PostgreSQL does not respond.
 */
describe('request counters', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  const poolFor = (config: pg.PoolConfig) => {
    const pool = new pg.Pool({ max: 2, connectionTimeoutMillis: 1_000, query_timeout: 1_000, ...config });
    pool.on('error', () => undefined);
    pools.push(pool);
    return pool;
  };

  it('count in this process when PostgreSQL does not respond, and say so', async () => {
    // Nothing listens on this port: every query fails at once.
    const store: SharedStore = { pool: poolFor({ host: '127.0.0.1', port: await freePort() }), schema: 'public' };
    const failures: unknown[] = [];
    const counter = new RequestCounter({
      store,
      points: 3,
      windowSeconds: 60,
      keyPrefix: 'test-down',
      onStoreFailure: (error) => failures.push(error),
    });
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await counter.count('/api/auth/local|203.0.113.1'));
    expect(results.map((result) => result.limited)).toEqual([false, false, false, true, true]);
    expect(results[3].msBeforeReset).toBeGreaterThan(0);
    expect(results[3].msBeforeReset).toBeLessThanOrEqual(60_000);
    expect(failures).toHaveLength(5);
    // Another client has its own count.
    expect((await counter.count('/api/auth/local|203.0.113.2')).limited).toBe(false);
  });

  it('count without a store on SQLite', async () => {
    const counter = new RequestCounter({
      store: null,
      points: 1,
      windowSeconds: 60,
      keyPrefix: 'test-memory',
      onStoreFailure: () => {
        throw new Error('no store, no failure');
      },
    });
    expect((await counter.count('k')).limited).toBe(false);
    expect((await counter.count('k')).limited).toBe(true);
  });

  const postgres = inject('cms').postgres;
  it.skipIf(!postgres)('share one count between two instances through PostgreSQL (skipped on SQLite)', async () => {
    const connection = { host: '127.0.0.1', ...postgres!, database: 'hall_test' };
    const instanceA: SharedStore = { pool: poolFor(connection), schema: 'public' };
    const instanceB: SharedStore = { pool: poolFor(connection), schema: 'public' };
    // Both create the table at once: the library treats the loser of that race as done.
    await Promise.all([createRateLimitTable(instanceA), createRateLimitTable(instanceB)]);
    const keyPrefix = `test-shared-${Date.now()}`;
    const counterOf = (store: SharedStore) =>
      new RequestCounter({
        store,
        points: 4,
        windowSeconds: 60,
        keyPrefix,
        onStoreFailure: (error) => {
          throw error;
        },
      });
    const [a, b] = [counterOf(instanceA), counterOf(instanceB)];
    const limited = [];
    for (let i = 0; i < 8; i += 1) limited.push((await (i % 2 === 0 ? a : b).count('client')).limited);
    expect(limited).toEqual([false, false, false, false, true, true, true, true]);
    const rows = await instanceA.pool.query(
      `select count(*)::int as n from public.${RATE_LIMIT_TABLE} where key like 'test-shared-%'`,
    );
    expect(rows.rows[0].n).toBeGreaterThanOrEqual(1);
  });
});
