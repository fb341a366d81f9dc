import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { gzippedResponse, publicCache, type CachedResponse } from './public-cache/store';
import { acceptsGzip, GZIP_MIN_BYTES, matchesIfNoneMatch, weakEtag } from './public-cache/http';
import {
  cacheKey,
  isPublicRead,
  mayBeCachedUrl,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from './public-cache/routes';
import { carriesPreviewToken } from '../preview/request';
import { PREVIEW_TOKEN_HEADER } from '../preview/token';

/**
 * Public reads (docs/decisions/010): answered from an in-process cache that every change to
 * public content clears, with an ETag and 304 on If-None-Match, gzipped once per entry. Only
 * requests without a token or an Origin are served from it and fill it; members get the same
 * public body, computed. Every other /api answer is marked `private, no-store`.
 *
 * A hit is answered before Koa (see answerHitsFirst); this middleware, the first of the chain,
 * handles everything else: it fills the cache, and answers the requests that waited for a miss
 * of the same key.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (process.env.BENCH_STOCK === 'true') return async (_ctx: Context, next: Next) => next();
  answerHitsFirst(strapi);

  return async (ctx: Context, next: Next) => {
    // Besides /api, only the site files of public-cache/routes.ts (sitemap, feed, robots.txt).
    if (!ctx.path.startsWith('/api/') && !isPublicRead(ctx.method, ctx.path)) return next();

    // A preview's read (docs/decisions/017) may answer with a draft: never stored, here or elsewhere.
    if (!isPublicRead(ctx.method, ctx.path) || carriesPreviewToken(ctx)) {
      await next();
      if (carriesPreviewToken(ctx) || !ctx.response.get('Cache-Control'))
        ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return;
    }

    // A cross-origin request needs the CORS headers for its origin, and a request with a token
    // must be refused when the token has ended (docs/api/auth.md): both are answered by the whole
    // chain, never from or into the shared cache.
    const shared = !ctx.get('Origin') && !ctx.get('Authorization');
    const key = cacheKey(ctx.path, ctx.querystring);
    const cached = shared ? (publicCache.get(key) ?? (await publicCache.pending(key))) : undefined;
    if (cached) {
      // The headers the rest of the chain (security, …) set on the stored answer are replayed.
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

/**
 * Answers cache hits ahead of Koa: Strapi's request context and session, Koa's context and
 * response handling do nothing for them but cost more than the answer itself. Every other
 * request goes on to Koa unchanged.
 */
function answerHitsFirst(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (answerFromCache(req, res)) return;
    } catch {
      // Koa answers (and reports) whatever went wrong, unless the answer had begun.
      if (res.headersSent) return void res.destroy();
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/** Koa reads these URLs the slow way (parseurl): they take the middleware's path. */
const UNUSUAL_URL = /[#\s]/;

/** Writes the stored answer when the request is a shared read with an entry; false otherwise. */
function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  const { method, url = '' } = req;
  if ((method !== 'GET' && method !== 'HEAD') || !mayBeCachedUrl(url)) return false;
  const { headers } = req;
  if (headers.origin || headers.authorization || headers[PREVIEW_TOKEN_HEADER] || UNUSUAL_URL.test(url)) return false;
  const separator = url.indexOf('?');
  const entry = publicCache.get(
    separator === -1 ? cacheKey(url, '') : cacheKey(url.slice(0, separator), url.slice(separator + 1)),
  );
  if (!entry) return false;

  if (matchesIfNoneMatch(headers['if-none-match'] ?? '', entry.etag)) {
    res.writeHead(304, entry.hit.notModified);
    res.end();
    return true;
  }
  let body = entry.body;
  let head = entry.hit.ok;
  if (body.length >= GZIP_MIN_BYTES && acceptsGzip(headers['accept-encoding'])) {
    body = gzippedResponse(entry);
    head = entry.hit.gzipped!;
  }
  res.writeHead(200, head);
  if (method === 'HEAD') res.end();
  else res.end(body);
  return true;
}

function serialize(ctx: Context): CachedResponse {
  const { body } = ctx;
  let bytes: Buffer;
  if (Buffer.isBuffer(body)) bytes = body;
  else if (typeof body === 'string') bytes = Buffer.from(body);
  else bytes = Buffer.from(JSON.stringify(body ?? null));
  const contentType = ctx.response.get('Content-Type') || 'application/json; charset=utf-8';
  const etag = weakEtag(bytes);
  const headers = Object.fromEntries(
    Object.entries(ctx.response.headers)
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
  // What reply() sets on a hit, in the same order.
  const notModified = [
    ...Object.entries(headers).flat(),
    ...['X-Cache', 'HIT', 'ETag', etag, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'Vary', 'Accept-Encoding'],
  ];
  const ok = [...notModified, 'Content-Type', contentType, 'Content-Length', String(bytes.length)];
  return { body: bytes, contentType, etag, headers, hit: { notModified, ok } };
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
  if (entry.body.length >= GZIP_MIN_BYTES && acceptsGzip(ctx.get('Accept-Encoding'))) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzippedResponse(entry);
    return;
  }
  ctx.body = entry.body;
}
