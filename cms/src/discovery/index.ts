import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { NOTICE_FEED_PATH, NOTICE_FEED_TYPE, ROBOTS_PATH, SITEMAP_PATH } from '@hall/contract/discovery';
import { publicUrl } from '../email/mailer';
import { buildNoticeFeed } from './feed';
import { buildSitemap } from './sitemap';

/**
 * What search engines and feed readers fetch, at the site's root (docs/decisions/028):
 * /robots.txt, /sitemap.xml and the notices' Atom feed. Public (no login is read), the same for
 * every caller, and cached and revalidated like the public reads (middlewares/public-cache): every
 * change to a show, a notice or the site config clears them. Every absolute address is built on
 * the configured public origin (PUBLIC_URL, else this server's address), never on the request's
 * Host header, which anyone can set and which would then be cached for everyone.
 */
export function registerDiscoveryRoutes(strapi: Core.Strapi): void {
  // An array (not a typed router) mounts the routes on the server's root router, outside /api.
  strapi.server.routes([
    { method: 'GET', path: ROBOTS_PATH, handler: robots(strapi), config: { auth: false } },
    { method: 'GET', path: SITEMAP_PATH, handler: sitemap(strapi), config: { auth: false } },
    { method: 'GET', path: NOTICE_FEED_PATH, handler: noticeFeed(strapi), config: { auth: false } },
  ]);
}

/** These addresses take no parameters: anything else is refused, and never stored in the cache. */
function refuseParameters(ctx: Context): void {
  if (ctx.querystring !== '') throw new errors.ValidationError(`${ctx.path} takes no parameters`);
}

function robots(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    refuseParameters(ctx);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robotsText(publicUrl(strapi));
  };
}

/** The API and the admin panel are not pages; everything else may be crawled. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

function sitemap(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    refuseParameters(ctx);
    const { xml, omitted } = await buildSitemap(strapi, publicUrl(strapi));
    if (omitted > 0)
      strapi.log.warn(
        `[discovery] the sitemap is full: ${omitted} shows and notices published longest ago are left out`,
      );
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = xml;
  };
}

function noticeFeed(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    refuseParameters(ctx);
    ctx.type = `${NOTICE_FEED_TYPE}; charset=utf-8`;
    ctx.body = await buildNoticeFeed(strapi, publicUrl(strapi));
  };
}
