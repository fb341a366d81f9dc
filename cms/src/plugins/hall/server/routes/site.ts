import { NOTICE_FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from '@hall/contract/discovery';

/**
 * What search engines and feed readers fetch, at the site's root (docs/decisions/028). Public:
 * no login is read.
 *
 * `type: 'admin'` only chooses the router: Strapi 5.54 mounts the content API under
 * `api.rest.prefix` (/api) whatever a route's `config.prefix` says, and the admin API's router is
 * the one without a prefix of its own, so `prefix: ''` puts these paths at the root. With
 * `auth: false` no admin login is asked for or read (docs/decisions/037).
 */
export default {
  type: 'admin',
  prefix: '',
  routes: [
    { method: 'GET', path: ROBOTS_PATH, handler: 'site-files.robots', config: { auth: false } },
    { method: 'GET', path: SITEMAP_PATH, handler: 'site-files.sitemap', config: { auth: false } },
    { method: 'GET', path: NOTICE_FEED_PATH, handler: 'site-files.noticeFeed', config: { auth: false } },
  ],
};
