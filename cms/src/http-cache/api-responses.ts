import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PREVIEW_TOKEN_HEADER } from '../preview/token';
import { acceptsGzip, GZIP_MIN_BYTES, matchesIfNoneMatch, weakEtag } from './conditional';
import { cacheKey } from './keys';
import { mayBeCachedUrl, PUBLIC_CACHE_CONTROL } from './public-reads';
import { gzippedResponse, publicCache, type CachedResponse } from './store';

/**
 * Serves cache hits ahead of Koa: Strapi's request context and session, Koa's context and
 * response handling do nothing for them but cost more than the response itself. Every other
 * request goes on to Koa unchanged.
 */
export function serveHitsBeforeKoa(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (respondFromCache(req, res)) return;
    } catch {
      // Koa responds to (and reports) whatever went wrong, unless the response had begun.
      if (res.headersSent) return void res.destroy();
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/** Koa reads these URLs the slow way (parseurl): they take the middleware's path. */
const UNUSUAL_URL = /[#\s]/;

/** Writes the stored response when the request is a shared read with an entry; false otherwise. */
function respondFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  const { method, url = '' } = req;
  if ((method !== 'GET' && method !== 'HEAD') || !mayBeCachedUrl(url)) return false;
  const { headers } = req;
  if (headers.origin || headers.authorization || headers[PREVIEW_TOKEN_HEADER] || UNUSUAL_URL.test(url)) return false;
  const separator = url.indexOf('?');
  const entry = publicCache().get(
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

/** The response the rest of the chain set on `ctx`, as a cache entry. */
export function cachedResponseOf(ctx: Context): CachedResponse {
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
  // What sendCachedResponse() sets on a hit, in the same order.
  const notModified = [
    ...Object.entries(headers).flat(),
    ...['X-Cache', 'HIT', 'ETag', etag, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'Vary', 'Accept-Encoding'],
  ];
  const ok = [...notModified, 'Content-Type', contentType, 'Content-Length', String(bytes.length)];
  return { body: bytes, contentType, etag, headers, hit: { notModified, ok } };
}

/** Headers that belong to one response, or that sendCachedResponse() sets: never replayed from the cache. */
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

/** Sends a cache entry through Koa: 304 to a matching If-None-Match, gzipped when the client accepts it. */
export function sendCachedResponse(ctx: Context, entry: CachedResponse, cache: 'HIT' | 'MISS'): void {
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
