import { LRUCache } from 'lru-cache';

/** A public read as it was answered: the serialised body and what the cache replays with it. */
export interface CachedResponse {
  body: Buffer;
  contentType: string;
  etag: string;
  /** The body gzipped, made the first time a client accepts it. */
  gzipped?: Buffer;
  /** Headers the middleware chain set (security headers): replayed with the cached body. */
  headers: Record<string, string>;
  /** The whole header list of each kind of hit, as `[name, value, …]` for `writeHead`. */
  hit: { notModified: string[]; ok: string[]; gzipped?: string[] };
}

export interface PublicCacheSettings {
  enabled: boolean;
  /** Upper bound on staleness when another cms instance changed the content (docs/decisions/010). */
  ttlMs: number;
  maxBytes: number;
}

export function publicCacheSettings(env: NodeJS.ProcessEnv = process.env): PublicCacheSettings {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    enabled: env.PUBLIC_CACHE !== 'off' && env.BENCH_STOCK !== 'true',
    ttlMs: number('PUBLIC_CACHE_TTL_SECONDS', 60) * 1000,
    maxBytes: number('PUBLIC_CACHE_MAX_MB', 64) * 1024 * 1024,
  };
}

/** A page of the site as the server drew it (cms/src/middlewares/web-app.ts). */
export interface CachedPage {
  status: number;
  /** Where a redirect goes. */
  location?: string;
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
}

/**
 * An in-process cache of answers that are the same for every visitor. Every change to public
 * content clears all of it: writes are rare, and one answer (the home page, the schedule) mixes
 * several content types.
 */
export class ResponseCache<Entry extends { body: Buffer }> {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<Entry | undefined>>();
  /** Bumped by every invalidation: an answer computed across a change is not stored. */
  private generationCounter = 0;

  constructor(
    readonly settings: PublicCacheSettings,
    sizeOf: (entry: Entry, key: string) => number,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: settings.maxBytes,
      sizeCalculation: sizeOf,
      ttl: settings.ttlMs,
      // The default (1 ms) arms a timer every millisecond under load; staleness is bounded in seconds.
      ttlResolution: 100,
    });
  }

  get generation(): number {
    return this.generationCounter;
  }

  get(key: string): Entry | undefined {
    return this.settings.enabled ? this.entries.get(key) : undefined;
  }

  has(key: string): boolean {
    return this.settings.enabled && this.entries.has(key);
  }

  /** Stores an answer unless the content changed while it was being computed. */
  set(key: string, entry: Entry, computedInGeneration: number): void {
    if (!this.settings.enabled || computedInGeneration !== this.generationCounter) return;
    this.entries.set(key, entry);
  }

  /** The answer an earlier request for the same key is computing, to share instead of recomputing. */
  pending(key: string): Promise<Entry | undefined> | undefined {
    return this.settings.enabled ? this.inFlight.get(key) : undefined;
  }

  /** Marks `key` as being computed; call the returned function with the outcome. */
  begin(key: string): (entry: Entry | undefined) => void {
    if (!this.settings.enabled) return () => {};
    let settle!: (entry: Entry | undefined) => void;
    const promise = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    this.inFlight.set(key, promise);
    return (entry) => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      settle(entry);
    };
  }

  invalidate(): void {
    this.generationCounter += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Public API reads (cms/src/middlewares/public-cache.ts). The header lists share their strings: counted once. */
export const publicCache = new ResponseCache<CachedResponse>(
  publicCacheSettings(),
  (entry, key) => entry.body.length + key.length + entry.hit.ok.reduce((bytes, text) => bytes + text.length, 0),
);

/** The site's pages as the server drew them for visitors (cms/src/middlewares/web-app.ts). */
export const pageCache = new ResponseCache<CachedPage>(publicCacheSettings(), (entry, key) => entry.body.length + key.length);

/** After a change to public content: nothing computed before it is served again. */
export function invalidatePublicCaches(): void {
  publicCache.invalidate();
  pageCache.invalidate();
}
