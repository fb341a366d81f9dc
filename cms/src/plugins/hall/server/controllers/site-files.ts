import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { NOTICE_FEED_TYPE } from '@hall/contract/discovery';
import { publicUrl } from '../../../../email/mailer';
import { buildNoticeFeed } from '../../../../discovery/feed';
import { robotsText } from '../../../../discovery/robots';
import { buildSitemap } from '../../../../discovery/sitemap';

/** These addresses take no parameters: anything else is refused, and never stored in the cache. */
function refuseParameters(ctx: Context): void {
  if (ctx.querystring !== '') throw new errors.ValidationError(`${ctx.path} takes no parameters`);
}

/**
 * /robots.txt, /sitemap.xml and the notices' Atom feed (routes/site.ts, docs/decisions/028), built
 * by src/discovery. The same for every caller, and cached and revalidated like the public reads
 * (middlewares/public-cache): every change to a show, a notice or the site config clears them.
 * Every absolute address is built on the configured public origin (PUBLIC_URL, else this
 * server's address), never on the request's Host header, which anyone can set and which would
 * then be cached for everyone.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async robots(ctx: Context) {
    refuseParameters(ctx);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robotsText(publicUrl(strapi));
  },

  async sitemap(ctx: Context) {
    refuseParameters(ctx);
    const { xml, omitted } = await buildSitemap(strapi, publicUrl(strapi));
    if (omitted > 0)
      strapi.log.warn(
        `[discovery] the sitemap is full: ${omitted} shows and notices published longest ago are left out`,
      );
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = xml;
  },

  async noticeFeed(ctx: Context) {
    refuseParameters(ctx);
    ctx.type = `${NOTICE_FEED_TYPE}; charset=utf-8`;
    ctx.body = await buildNoticeFeed(strapi, publicUrl(strapi));
  },
});
