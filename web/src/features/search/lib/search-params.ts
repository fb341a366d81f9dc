import type { SearchLocale } from '@hall/contract/search';

/** The query of a /search address (`?q=…`), trimmed; '' without one. */
export function searchQueryOf(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim();
}

/** The language of the results: English under /en (the English pages' prefix), Korean otherwise. */
export function searchLocaleOf(pathname: string): SearchLocale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ko';
}
