import { accessKeysOf, accessParameterOf, parseAccessParameter } from '@hall/contract/access';
import { todayInSeoul } from '@hall/contract/seoul-time';
import { PUBLIC_QUERY_PARAMETERS } from '../utils/query-bounds';
import type { Tier } from './store';

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

/**
 * The content reads, which take only Strapi's query parameters (utils/query-bounds.ts) and ignore
 * any other: those are dropped before keying, so `?x=<random>` cannot make new entries. The other
 * public reads refuse an unknown parameter (400), which is never stored.
 */
const CONTENT_READS = /^\/api\/(shows|notices|calendar-events)(\/[^/]+)?$|^\/api\/(popups|site-config)$/;

/** The parameters the site's pages read (web/src); a page asked for with any other is not kept. */
export const PAGE_PARAMETERS = ['q', 'page', 'today', 'next', 'code', 'oobCode', 'access'];

/** The show list's read and pages, which take `access` (docs/decisions/039). */
const ACCESS_READ = /^\/api\/shows$/;
const ACCESS_PAGES = /^\/show\/(schedule|finish)$/;

/**
 * One spelling of the `access` services of a canonical query (sorted, each once): the API's when
 * it would accept them (anything else is a 400, never stored), a page's as the page reads them
 * (unknown services left out, none at all dropped), so junk cannot make new entries.
 */
function canonicalAccess(path: string, query: string): string {
  const isRead = ACCESS_READ.test(path);
  if (!isRead && !ACCESS_PAGES.test(path)) return query;
  const pairs = query.split('&');
  const values = pairs.filter((pair) => pair.startsWith('access=')).map((pair) => decode(pair.slice(7)));
  if (values.length === 0) return query;
  let value: string | null;
  if (isRead) {
    const parsed = parseAccessParameter(values.length === 1 ? values[0] : values);
    value = parsed.ok ? accessParameterOf(parsed.keys) : null;
  } else {
    value = accessParameterOf(accessKeysOf(values));
  }
  if (value === null) return query;
  // The services take the place of the first `access` pair: the canonical order of the rest stays.
  const first = pairs.findIndex((pair) => pair.startsWith('access='));
  return pairs
    .flatMap((pair, index) =>
      !pair.startsWith('access=') ? [pair] : index === first && value ? [`access=${encodeURIComponent(value)}`] : [],
    )
    .join('&');
}

/** The top-level name of a (decoded) query parameter: `filters` of `filters[title][$eq]`. */
const topLevelName = (name: string) => {
  const bracket = name.indexOf('[');
  return bracket === -1 ? name : name.slice(0, bracket);
};

/** Path + canonical query + the Seoul day: responses that depend on 'today' never outlive a Seoul midnight. */
export function cacheKey(path: string, querystring: string): string {
  let query = normalizedQueries.get(querystring);
  if (query === undefined) {
    query = normalizedQuery(querystring);
    if (querystring.length <= 512) {
      if (normalizedQueries.size >= 500) normalizedQueries.clear();
      normalizedQueries.set(querystring, query);
    }
  }
  if (query) query = canonicalAccess(path, query);
  if (query && CONTENT_READS.test(path)) {
    // A parameter with a NUL stays: global::refuse-nul responds 400 to it, never the cached read.
    query = query
      .split('&')
      .filter(
        (pair) =>
          pair.includes('%00') ||
          (PUBLIC_QUERY_PARAMETERS as readonly string[]).includes(
            topLevelName(decode(pair.slice(0, pair.indexOf('=')))),
          ) ||
          (ACCESS_READ.test(path) && topLevelName(decode(pair.slice(0, pair.indexOf('=')))) === 'access'),
      )
      .join('&');
  }
  return `${path}?${query}#${todayInSeoul()}`;
}

/** A search: text the visitor typed, in a page's `q`/`search` or in a text filter of an API read. */
const FREE_TEXT_NAME =
  /^(q|search)$|\[\$(eqi|nei|contains|containsi|notContains|notContainsi|startsWith|startsWithi|endsWith|endsWithi)\]|\[title\]/;

/**
 * Where the cache may keep the response of `key` (a cacheKey, or a page's key that starts with one):
 * a search in its own small share, any other query on trial until it is asked for again, a page
 * with a parameter the site does not read not at all (store.ts).
 */
export function tierOfKey(key: string): Tier {
  const question = key.indexOf('?');
  const hash = key.indexOf('#', question);
  const path = key.slice(0, question);
  const query = key.slice(question + 1, hash === -1 ? undefined : hash);
  if (!query) return 'main';
  const pairs = query.split('&').map((pair) => {
    const separator = pair.indexOf('=');
    return [
      decode(separator === -1 ? pair : pair.slice(0, separator)),
      separator === -1 ? '' : pair.slice(separator + 1),
    ] as const;
  });
  if (!path.startsWith('/api/') && pairs.some(([name]) => !PAGE_PARAMETERS.includes(name))) return 'none';
  if (pairs.some(([name, value]) => value !== '' && FREE_TEXT_NAME.test(name))) return 'freeText';
  return 'trial';
}
