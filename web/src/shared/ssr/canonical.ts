import { hasEnglishPage, localizedPath, type Locale } from '@hall/contract/locales';

/**
 * A page's canonical address on the public origin: its path, and of its query only the list page
 * (`?page=2`). Searches and filters (`?q=`, `?today=1`) and anything else in the query (tracking
 * parameters) name the unfiltered page, so that search engines keep one address per page.
 */
export function canonicalUrl(origin: string, location: Pick<URL, 'pathname' | 'search'>): string {
  const canonical = new URL(location.pathname, origin);
  const page = Number.parseInt(new URLSearchParams(location.search).get('page') ?? '', 10);
  if (Number.isFinite(page) && page > 1) canonical.searchParams.set('page', String(page));
  return canonical.toString();
}

/**
 * The page's addresses in each language (docs/decisions/038), for `<link rel="alternate" hreflang>`:
 * a translated page has its Korean and English addresses and the Korean one as `x-default`; a page
 * in one language has none. Each keeps the canonical query (`?page=2`).
 */
export function alternateUrls(
  origin: string,
  location: Pick<URL, 'pathname' | 'search'>,
): Array<{ hreflang: Locale | 'x-default'; href: string }> {
  if (!hasEnglishPage(location.pathname)) return [];
  const { search } = new URL(canonicalUrl(origin, location));
  const address = (locale: Locale) =>
    new URL(`${localizedPath(location.pathname, locale)}${search}`, origin).toString();
  return [
    { hreflang: 'ko', href: address('ko') },
    { hreflang: 'en', href: address('en') },
    { hreflang: 'x-default', href: address('ko') },
  ];
}
