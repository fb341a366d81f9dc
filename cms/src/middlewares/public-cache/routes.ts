import { seoulToday } from '../../utils/seoul-time';

/**
 * The content-API reads whose answer is the same for every caller: published, visible public
 * content only (docs/decisions/003). Nothing else under /api is cached or marked public.
 */
const PUBLIC_READS: RegExp[] = [
  /^\/api\/home$/,
  /^\/api\/shows(\/[^/]+)?$/,
  /^\/api\/notices(\/[^/]+)?$/,
  /^\/api\/popups$/,
  /^\/api\/calendar-events(\/[^/]+)?$/,
  /^\/api\/site-config$/,
  /^\/api\/schedule$/,
  /^\/api\/calendar\.ics$/,
];

export function isPublicRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_READS.some((pattern) => pattern.test(path));
}

/** Shared caches and browsers may keep a public answer but must revalidate it (a cheap 304) before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Everything else under /api can carry a member's data. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The query string with its parameters in a canonical order, so `?a=1&b=2` and `?b=2&a=1` share
 * an entry. The sort is stable and by name only: repeated names keep their order, which matters
 * (`sort=title&sort=startsAt`).
 */
export function normalizedQuery(querystring: string): string {
  if (!querystring) return '';
  const pairs = querystring
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
      return [decode(rawName), decode(rawValue)] as const;
    });
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}


/** Query strings seen lately, normalised (the site sends the same few again and again). */
const normalizedQueries = new Map<string, string>();

/** Path + canonical query + the Seoul day: answers that depend on 'today' never outlive a Seoul midnight. */
export function cacheKey(path: string, querystring: string): string {
  let query = normalizedQueries.get(querystring);
  if (query === undefined) {
    query = normalizedQuery(querystring);
    if (querystring.length <= 512) {
      if (normalizedQueries.size >= 500) normalizedQueries.clear();
      normalizedQueries.set(querystring, query);
    }
  }
  return `${path}?${query}#${seoulToday()}`;
}
