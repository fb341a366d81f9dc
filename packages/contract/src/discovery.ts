/**
 * The public addresses of what search engines and feed readers fetch, served by the cms
 * (cms/src/discovery) and linked from the site (the notice list, index.html's head).
 */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** The Atom feed of the latest visible notices. */
export const NOTICE_FEED_PATH = '/notice/feed.xml';
export const NOTICE_FEED_TYPE = 'application/atom+xml';
