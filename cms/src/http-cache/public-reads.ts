/** The site's files for search engines and feed readers (cms/src/discovery, docs/decisions/028). */
const SITE_FILES = /^\/(robots\.txt|sitemap\.xml|notice\/feed\.xml)$/;

/**
 * The content-API reads whose response is the same for every caller: published, visible public
 * content only (docs/decisions/003), and the site files above. Nothing else under /api is cached
 * or marked public.
 */
const PUBLIC_READS: RegExp[] = [
  /^\/api\/home$/,
  /^\/api\/shows(\/[^/]+)?$/,
  /^\/api\/shows\/[^/]+\/calendar\.ics$/,
  /^\/api\/notices(\/[^/]+)?$/,
  /^\/api\/popups$/,
  /^\/api\/calendar-events(\/[^/]+)?$/,
  /^\/api\/site-config$/,
  /^\/api\/rental-rounds$/,
  /^\/api\/schedule$/,
  /^\/api\/calendar\.ics$/,
  SITE_FILES,
];

export function isPublicRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_READS.some((pattern) => pattern.test(path));
}

/** A URL (path and query) the cache may serve: the API's, or one of the site files above. */
export function mayBeCachedUrl(url: string): boolean {
  return url.startsWith('/api/') || SITE_FILES.test(url.split('?', 1)[0]!);
}

/** Shared caches and browsers may keep a public response but must revalidate it (a cheap 304) before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Everything else under /api can carry a member's data. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
