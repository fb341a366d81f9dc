import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import { publicCache, type CachedResponse } from './public-cache/store';
import { seoulDateKey } from '../utils/seoul-time';
import { isPublicRead, normalizedQuery, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache/routes';

/** Smaller bodies are not worth compressing. */
const GZIP_MIN_BYTES = 1024;

/**
 * Public reads (docs/decisions/010): answered from an in-process cache that every change to
 * public content clears, with an ETag and 304 on If-None-Match, gzipped once per entry. Only
 * requests without a token or an Origin are served from it and fill it; members get the same
 * public body, computed. Every other /api answer is marked `private, no-store`. It is the first
 * middleware, so a cached answer costs no more than Koa itself.
 */
export default () => {
  if (process.env.BENCH_STOCK === 'true') return async (_ctx: Context, next: Next) => next();

  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) return next();

    if (!isPublicRead(ctx.method, ctx.path)) {
      await next();
      if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return;
    }

    // A cross-origin request needs the CORS headers for its origin, and a request with a token
    // must be refused when the token has ended (docs/api/auth.md): both are answered by the whole
    // chain, never from or into the shared cache.
    const shared = !ctx.get('Origin') && !ctx.get('Authorization');
    // Keyed by the Seoul day: answers that depend on 'today' never outlive a Seoul midnight.
    const key = `${ctx.path}?${normalizedQuery(ctx.querystring)}#${seoulDateKey()}`;
    const cached = shared ? (publicCache.get(key) ?? (await publicCache.pending(key))) : undefined;
    if (cached) {
      // This middleware runs first: the headers the rest of the chain (security, …) set on the
      // stored answer are replayed.
      ctx.set(cached.headers);
      return reply(ctx, cached, 'HIT');
    }

    // This middleware compresses what it serves (once per entry); strapi::compression further
    // down must leave the body as it is, so that it can be stored.
    const acceptEncoding = ctx.get('Accept-Encoding');
    delete ctx.request.headers['accept-encoding'];

    const generation = publicCache.generation;
    const finish = shared ? publicCache.begin(key) : undefined;
    let entry: CachedResponse | undefined;
    try {
      await next();
      entry = ctx.status === 200 ? serialize(ctx) : undefined;
      if (entry && shared && !ctx.response.get('Set-Cookie')) publicCache.set(key, entry, generation);
    } finally {
      if (acceptEncoding) ctx.request.headers['accept-encoding'] = acceptEncoding;
      finish?.(entry && shared && generation === publicCache.generation && publicCache.has(key) ? entry : undefined);
    }
    if (entry) reply(ctx, entry, 'MISS');
  };
};

function serialize(ctx: Context): CachedResponse {
  const { body } = ctx;
  let bytes: Buffer;
  if (Buffer.isBuffer(body)) bytes = body;
  else if (typeof body === 'string') bytes = Buffer.from(body);
  else bytes = Buffer.from(JSON.stringify(body ?? null));
  const contentType = ctx.response.get('Content-Type') || 'application/json; charset=utf-8';
  // Weak: the same ETag names the identity and the gzipped representation.
  const etag = `W/"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`;
  const headers = Object.fromEntries(
    Object.entries(ctx.response.headers)
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
  return { body: bytes, contentType, etag, headers };
}

/** Headers that belong to one response, or that reply() sets: never replayed from the cache. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'x-cache',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

function reply(ctx: Context, entry: CachedResponse, cache: 'HIT' | 'MISS'): void {
  ctx.status = 200;
  ctx.set('X-Cache', cache);
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  ctx.vary('Accept-Encoding');
  ctx.type = entry.contentType;
  if (matchesIfNoneMatch(ctx.get('If-None-Match'), entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  if (entry.body.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(ctx.get('Accept-Encoding'))) {
    entry.gzipped ??= zlib.gzipSync(entry.body);
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzipped;
    return;
  }
  ctx.body = entry.body;
}

/**
 * Compared here rather than with `ctx.fresh`, which ignores the condition when the request also
 * says `Cache-Control: no-cache` (fetch() adds it to every request with an explicit If-None-Match).
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
