import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window request counters that every cms instance on one PostgreSQL shares
 * (rate-limiter-flexible's RateLimiterPostgres, one row per key in RATE_LIMIT_TABLE), or that
 * live in this process on SQLite (RateLimiterMemory). docs/decisions/024.
 *
 * When PostgreSQL does not respond, the counter falls back to this process's memory and says so
 * through `onStoreFailure`: a short outage then limits per instance, as before, instead of
 * refusing every login or letting every attempt through.
 */

export const RATE_LIMIT_TABLE = 'hall_rate_limits';

export interface CountResult {
  limited: boolean;
  remaining: number;
  msBeforeReset: number;
}

export interface SharedStore {
  pool: Pool;
  schema: string;
}

/** Creates the counters' table (run under the start-up lock: concurrent `create table` races). */
export function createRateLimitTable(store: SharedStore): Promise<void> {
  return new Promise((resolve, reject) => {
    new RateLimiterPostgres(
      {
        storeClient: store.pool,
        storeType: 'pool',
        schemaName: store.schema,
        tableName: RATE_LIMIT_TABLE,
        // Only the table matters here; each RequestCounter has its own limits.
        points: 1,
        duration: 1,
      },
      (error?: Error) => (error ? reject(error) : resolve()),
    );
  });
}

export class RequestCounter {
  private readonly shared: RateLimiterPostgres | null;
  private readonly local: RateLimiterMemory;
  private readonly onStoreFailure: (error: unknown) => void;

  constructor(options: {
    store: SharedStore | null;
    /** Requests allowed per window. */
    points: number;
    windowSeconds: number;
    keyPrefix: string;
    onStoreFailure: (error: unknown) => void;
  }) {
    const limits = { points: options.points, duration: options.windowSeconds, keyPrefix: options.keyPrefix };
    this.local = new RateLimiterMemory(limits);
    this.shared = options.store
      ? new RateLimiterPostgres({
          ...limits,
          storeClient: options.store.pool,
          storeType: 'pool',
          schemaName: options.store.schema,
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
        })
      : null;
    this.onStoreFailure = options.onStoreFailure;
  }

  /**
   * How many were counted under `key` in the current window, without counting one (the admin
   * login counts failures only: it reads before a try and counts after a failed one).
   */
  async peek(key: string): Promise<{ counted: number; msBeforeReset: number }> {
    const read = (state: RateLimiterRes | null) => ({
      counted: state?.consumedPoints ?? 0,
      msBeforeReset: Math.max(0, state?.msBeforeNext ?? 0),
    });
    if (this.shared) {
      try {
        return read(await this.shared.get(key));
      } catch (error) {
        this.onStoreFailure(error);
      }
    }
    return read(await this.local.get(key));
  }

  /** Counts one request under `key`: limited once more than `points` were counted in the window. */
  async count(key: string): Promise<CountResult> {
    if (this.shared) {
      try {
        return outcome(await this.shared.consume(key), false);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return outcome(rejection, true);
        this.onStoreFailure(rejection);
      }
    }
    try {
      return outcome(await this.local.consume(key), false);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return outcome(rejection, true);
      throw rejection;
    }
  }
}

/** The library resolves with the result within the points and rejects with it once they are spent. */
function outcome(result: RateLimiterRes, limited: boolean): CountResult {
  return { limited, remaining: result.remainingPoints, msBeforeReset: Math.max(0, result.msBeforeNext) };
}
