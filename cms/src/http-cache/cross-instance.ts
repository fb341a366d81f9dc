import crypto from 'node:crypto';
import pg from 'pg';
import type { Core } from '@strapi/strapi';
import { invalidatePublicCaches, publicCache, setPublicCachesShortLived } from './store';

/**
 * Cache invalidation across cms instances on one PostgreSQL (docs/decisions/022), with no other
 * component: an instance whose public content changed sends NOTIFY on this channel, inside the
 * writing transaction (PostgreSQL delivers it when the transaction commits, never for a rollback);
 * every instance LISTENs on a dedicated connection and clears its caches when a notification
 * from another instance arrives.
 */
export const INVALIDATION_CHANNEL = 'hall_http_cache';
/** The listener's connection, as it appears in pg_stat_activity (followed by the process id). */
export const LISTENER_APPLICATION_NAME = 'hall-http-cache-listener';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** A listener whose connection sends no response within PING_TIMEOUT_MS is replaced. */
const PING_INTERVAL_MS = 15_000;
const PING_TIMEOUT_MS = 5_000;

/** This process's name in the notifications it sends, so that it skips its own. */
const INSTANCE_ID = crypto.randomUUID();

/** Runs a raw query: the knex transaction of the write, or the pool. */
interface RawQueryRunner {
  raw(sql: string, bindings: readonly string[]): PromiseLike<unknown>;
}

interface InvalidationMessage {
  instance: string;
  generation: number;
}

export interface CrossInstanceInvalidation {
  /** Tells the other instances that public content changed; inside `runner`'s transaction when given. */
  announce(runner?: RawQueryRunner): Promise<void>;
  stop(): Promise<void>;
}

/** SQLite is one process on one file: there is no other instance to tell. */
const SINGLE_INSTANCE: CrossInstanceInvalidation = { announce: async () => {}, stop: async () => {} };

export function startCrossInstanceInvalidation(strapi: Core.Strapi): CrossInstanceInvalidation {
  if (strapi.config.get('database.connection.client') !== 'postgres') return SINGLE_INSTANCE;
  const listener = new InvalidationListener(strapi, listenerConnectionConfig(strapi));
  listener.start();
  return {
    async announce(runner = strapi.db.connection) {
      const message: InvalidationMessage = { instance: INSTANCE_ID, generation: publicCache().generation };
      await runner.raw('select pg_notify(?, ?)', [INVALIDATION_CHANNEL, JSON.stringify(message)]);
    },
    stop: () => listener.stop(),
  };
}

/** The same server, database and credentials as the knex pool, on a connection of its own. */
function listenerConnectionConfig(strapi: Core.Strapi): pg.ClientConfig {
  const connection = strapi.config.get('database.connection.connection') as pg.ClientConfig & { schema?: string };
  const { schema: _schema, ...config } = connection;
  return {
    ...config,
    application_name: `${LISTENER_APPLICATION_NAME} ${process.pid}`,
    keepAlive: true,
    query_timeout: PING_TIMEOUT_MS,
  };
}

/**
 * Holds the LISTEN connection. While it is not connected, this instance could miss another
 * instance's change: its caches are cleared when the connection is lost and again once it is back,
 * and entries stored in between live PUBLIC_CACHE_UNSYNCHRONIZED_TTL_SECONDS (1 s) only. It
 * reconnects with exponential backoff (250 ms up to 10 s, with jitter).
 */
class InvalidationListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly config: pg.ClientConfig,
  ) {}

  start(): void {
    setPublicCachesShortLived(true);
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.config);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.lost(client, error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (notification) => this.received(notification.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) this.strapi.log.info('[http-cache] listening for other instances’ invalidations again');
    this.failures = 0;
    // Whatever other instances changed while this one was not listening.
    invalidatePublicCaches();
    setPublicCachesShortLived(false);
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      client.query('select 1').catch((error: Error) => {
        onLost(error);
        void client.end().catch(() => undefined);
      });
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client === client) {
      this.client = undefined;
      clearInterval(this.pingTimer);
    }
    if (this.stopped) return;
    // Notifications sent from now on are not heard: nothing kept can be trusted for long.
    setPublicCachesShortLived(true);
    invalidatePublicCaches();
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.failures += 1;
    this.strapi.log.warn(
      `[http-cache] the invalidation listener is not connected (${error?.message ?? 'connection ended'}); ` +
        `cached responses live ${publicCache().settings.unsynchronizedTtlMs} ms until it is back, retrying in ${Math.round(delay)} ms`,
    );
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    this.reconnectTimer.unref();
  }

  private received(payload: string | undefined): void {
    let message: Partial<InvalidationMessage> = {};
    try {
      message = JSON.parse(payload ?? '{}') as Partial<InvalidationMessage>;
    } catch {
      // Not one of ours: any notification on the channel means "changed".
    }
    if (message.instance === INSTANCE_ID) return;
    invalidatePublicCaches();
  }
}
