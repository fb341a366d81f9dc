import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { cachedResponseOf, sendCachedResponse, serveHitsBeforeKoa } from '../http-cache/api-responses';
import { cacheKey } from '../http-cache/keys';
import { isPublicRead, PRIVATE_CACHE_CONTROL } from '../http-cache/public-reads';
import { publicCache, type CachedResponse } from '../http-cache/store';
import { carriesPreviewToken } from '../preview/request';

/**
 * Public reads (docs/decisions/010, 022) through the http-cache: served from an in-process cache
 * that every change to public content clears, on this instance and the others, with an ETag and
 * 304 on If-None-Match, gzipped once per entry. Only requests without a token or an Origin are
 * served from it and fill it; members get the same public body, computed. Every other /api
 * response is marked `private, no-store`.
 *
 * A hit is served before Koa (serveHitsBeforeKoa); this middleware, the first of the chain,
 * handles everything else: it fills the cache, and serves the requests that waited for a miss of
 * the same key.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  serveHitsBeforeKoa(strapi);

  return async (ctx: Context, next: Next) => {
    // Besides /api, only the site files of http-cache/public-reads.ts (sitemap, feed, robots.txt).
    if (!ctx.path.startsWith('/api/') && !isPublicRead(ctx.method, ctx.path)) return next();

    // A preview's read (docs/decisions/017) may respond with a draft: never stored, here or elsewhere.
    if (!isPublicRead(ctx.method, ctx.path) || carriesPreviewToken(ctx)) {
      await next();
      if (carriesPreviewToken(ctx) || !ctx.response.get('Cache-Control'))
        ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return;
    }

    // A cross-origin request needs the CORS headers for its origin, and a request with a token
    // must be refused when the token has ended (docs/api/auth.md): both go through the whole
    // chain, never from or into the shared cache.
    const shared = !ctx.get('Origin') && !ctx.get('Authorization');
    const key = cacheKey(ctx.path, ctx.querystring);
    const cached = shared ? (publicCache().get(key) ?? (await publicCache().pending(key))) : undefined;
    if (cached) {
      // The headers the rest of the chain (security, …) set on the stored response are replayed.
      ctx.set(cached.headers);
      return sendCachedResponse(ctx, cached, 'HIT');
    }

    // This middleware compresses what it serves (once per entry); strapi::compression further
    // down must leave the body as it is, so that it can be stored.
    const acceptEncoding = ctx.get('Accept-Encoding');
    delete ctx.request.headers['accept-encoding'];

    const generation = publicCache().generation;
    const finish = shared ? publicCache().begin(key) : undefined;
    let entry: CachedResponse | undefined;
    try {
      await next();
      entry = ctx.status === 200 ? cachedResponseOf(ctx) : undefined;
      if (entry && shared && !ctx.response.get('Set-Cookie')) publicCache().set(key, entry, generation);
    } finally {
      if (acceptEncoding) ctx.request.headers['accept-encoding'] = acceptEncoding;
      finish?.(
        entry && shared && generation === publicCache().generation && publicCache().has(key) ? entry : undefined,
      );
    }
    if (entry) sendCachedResponse(ctx, entry, 'MISS');
  };
};
