import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { GZIP_MIN_BYTES } from './conditional';
import { tierOfKey } from './keys';

/** A public read's response as it was sent: the serialised body and what the cache replays with it. */
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

/** PUBLIC_CACHE and the PUBLIC_CACHE_… numbers, as config/hall.ts reads them (`hall.publicCache`). */
export interface PublicCacheSettings {
  enabled: boolean;
  /** How long an entry is kept at most (docs/decisions/010). */
  ttlMs: number;
  /**
   * How long an entry stored while this instance may miss another instance's invalidations (its
   * PostgreSQL listener is not connected) is kept: the staleness bound during that time (docs/decisions/022).
   */
  unsynchronizedTtlMs: number;
  maxBytes: number;
}

/** A page of the site as the server rendered it (cms/src/middlewares/web-app.ts). */
export interface CachedPage {
  status: number;
  /** Where a redirect goes. */
  location?: string;
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
}

/**
 * Where an entry may be kept (docs/decisions/018): `main` for responses asked for again, `trial`
 * for a query seen once, `freeText` for a search (its own small quota, never promoted), `none`
 * for what is not kept at all. One-off URLs churn through `trial` and `freeText` only: they
 * cannot push the hot responses (the home page, the lists the site asks for) out of `main`.
 */
export type Tier = 'main' | 'trial' | 'freeText' | 'none';

/** Shares of the byte budget; together exactly the budget. */
export const TIER_SHARES: Record<Exclude<Tier, 'none'>, number> = { main: 0.7, trial: 0.2, freeText: 0.1 };

const TIERS = ['main', 'trial', 'freeText'] as const;

/**
 * An in-process cache of responses that are the same for every visitor. Every change to public
 * content clears all of it: writes are rare, and one response (the home page, the schedule) mixes
 * several content types. Every stored byte counts against the budget (PUBLIC_CACHE_MAX_MB): the
 * body, its gzipped copy (made when the entry is stored), the key and the header lists.
 */
export class ResponseCache<Entry extends { body: Buffer; gzipped?: Buffer }> {
  private readonly tiers: Record<(typeof TIERS)[number], LRUCache<string, Entry>>;
  private readonly inFlight = new Map<string, Promise<Entry | undefined>>();
  /** Bumped by every invalidation: a response computed across a change is not stored. */
  private generationCounter = 0;

  constructor(
    readonly settings: PublicCacheSettings,
    private readonly sizeOf: (entry: Entry, key: string) => number,
    private readonly tierOf: (key: string) => Tier,
    /** Completes an entry before it is counted and stored (its gzipped copy). */
    private readonly prepare: (entry: Entry) => void = () => {},
  ) {
    const tier = (share: number) =>
      new LRUCache<string, Entry>({
        maxSize: Math.max(1, Math.floor(settings.maxBytes * share)),
        sizeCalculation: (entry, key) => Math.max(1, sizeOf(entry, key)),
        ttl: settings.ttlMs,
        // The default (1 ms) arms a timer every millisecond under load; staleness is bounded in seconds.
        ttlResolution: 100,
      });
    this.tiers = { main: tier(TIER_SHARES.main), trial: tier(TIER_SHARES.trial), freeText: tier(TIER_SHARES.freeText) };
  }

  get generation(): number {
    return this.generationCounter;
  }

  /** The entry of `key`; an entry on trial asked for a second time moves to the main share. */
  get(key: string): Entry | undefined {
    if (!this.settings.enabled) return undefined;
    const hot = this.tiers.main.get(key);
    if (hot) return hot;
    const trial = this.tiers.trial.get(key);
    if (trial) {
      // It keeps its expiry: an entry stored while unsynchronized stays short-lived.
      const ttl = this.tiers.trial.getRemainingTTL(key);
      this.tiers.trial.delete(key);
      this.tiers.main.set(key, trial, { ttl });
      return trial;
    }
    return this.tiers.freeText.get(key);
  }

  has(key: string): boolean {
    return this.settings.enabled && TIERS.some((tier) => this.tiers[tier].has(key));
  }

  /** Stores a response unless the content changed while it was being computed. */
  set(key: string, entry: Entry, computedInGeneration: number): void {
    if (!this.settings.enabled || computedInGeneration !== this.generationCounter) return;
    const tier = this.tierOf(key);
    if (tier === 'none') return;
    this.prepare(entry);
    this.tiers[tier].set(key, entry, this.shortLived ? { ttl: this.settings.unsynchronizedTtlMs } : undefined);
  }

  /** The response an earlier request for the same key is computing, to share instead of recomputing. */
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

  /**
   * While true, new entries live `unsynchronizedTtlMs` only: set while this instance cannot hear
   * other instances' invalidations (http-cache/cross-instance.ts).
   */
  shortLived = false;

  invalidate(): void {
    this.generationCounter += 1;
    for (const tier of TIERS) this.tiers[tier].clear();
    this.inFlight.clear();
  }

  get size(): number {
    return TIERS.reduce((count, tier) => count + this.tiers[tier].size, 0);
  }

  /** The bytes counted against the budget, every tier together. */
  get bytes(): number {
    return TIERS.reduce((bytes, tier) => bytes + this.tiers[tier].calculatedSize, 0);
  }

  /** The bytes counted in one tier. */
  bytesIn(tier: Exclude<Tier, 'none'>): number {
    return this.tiers[tier].calculatedSize;
  }

  /** The tier that holds `key` now, if any. */
  tierHolding(key: string): Tier {
    return TIERS.find((tier) => this.tiers[tier].has(key)) ?? 'none';
  }
}

const headerBytes = (list: string[] | undefined) =>
  (list ?? []).reduce((bytes, text) => bytes + Buffer.byteLength(text), 0);

/** Every byte a public read's entry holds. The header lists share their strings with `headers`: counted once per list anyway. */
export const responseSize = (entry: CachedResponse, key: string): number =>
  entry.body.length +
  (entry.gzipped?.length ?? 0) +
  Buffer.byteLength(key) +
  headerBytes(entry.hit.ok) +
  headerBytes(entry.hit.gzipped) +
  entry.etag.length +
  entry.contentType.length;

/** Every byte a rendered page's entry holds. */
export const pageSize = (entry: CachedPage, key: string): number =>
  entry.body.length +
  (entry.gzipped?.length ?? 0) +
  Buffer.byteLength(key) +
  entry.etag.length +
  (entry.location?.length ?? 0);

/** The body of a public read gzipped, with the header list of its gzipped hits; made once per entry. */
export function gzippedResponse(entry: CachedResponse): Buffer {
  if (!entry.gzipped) {
    entry.gzipped = zlib.gzipSync(entry.body);
    entry.hit.gzipped = [
      ...entry.hit.notModified,
      ...[
        'Content-Type',
        entry.contentType,
        'Content-Encoding',
        'gzip',
        'Content-Length',
        String(entry.gzipped.length),
      ],
    ];
  }
  return entry.gzipped;
}

/** A cache of public API responses (cms/src/middlewares/public-cache.ts): gzipped when stored, so that the copy is counted. */
export const responseCache = (settings: PublicCacheSettings) =>
  new ResponseCache<CachedResponse>(settings, responseSize, tierOfKey, (entry) => {
    if (entry.body.length >= GZIP_MIN_BYTES) gzippedResponse(entry);
  });

/** A cache of pages as the server rendered them for visitors (cms/src/middlewares/web-app.ts), gzipped when stored. */
export const pagesCache = (settings: PublicCacheSettings) =>
  new ResponseCache<CachedPage>(settings, pageSize, tierOfKey, (entry) => {
    if (entry.body.length >= GZIP_MIN_BYTES) entry.gzipped ??= zlib.gzipSync(entry.body);
  });

let caches: { publicCache: ResponseCache<CachedResponse>; pageCache: ResponseCache<CachedPage> } | undefined;

/** Makes this process's two caches with the configured settings: once, in register (src/index.ts). */
export function configurePublicCaches(settings: PublicCacheSettings): void {
  caches = { publicCache: responseCache(settings), pageCache: pagesCache(settings) };
}

function configured() {
  if (!caches) throw new Error('the public caches are used before configurePublicCaches (src/index.ts register)');
  return caches;
}

/** This process's cache of public API responses. */
export const publicCache = (): ResponseCache<CachedResponse> => configured().publicCache;
/** This process's cache of rendered pages. */
export const pageCache = (): ResponseCache<CachedPage> => configured().pageCache;

/** How many entries and bytes each cache of this process holds, and how many of the bytes are searches' (tests, diagnostics). */
export function cacheFootprint() {
  const footprint = (cache: ResponseCache<CachedResponse> | ResponseCache<CachedPage>) => ({
    entries: cache.size,
    bytes: cache.bytes,
    freeTextBytes: cache.bytesIn('freeText'),
    maxFreeTextBytes: Math.floor(cache.settings.maxBytes * TIER_SHARES.freeText),
  });
  return { api: footprint(publicCache()), pages: footprint(pageCache()) };
}

/** After a change to public content: nothing computed before it is served again. */
export function invalidatePublicCaches(): void {
  publicCache().invalidate();
  pageCache().invalidate();
}

/** See ResponseCache.shortLived. */
export function setPublicCachesShortLived(shortLived: boolean): void {
  publicCache().shortLived = shortLived;
  pageCache().shortLived = shortLived;
}
