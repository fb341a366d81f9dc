import useSWR from 'swr';
import type { SearchLocale, SearchResponse } from '@hall/contract/search';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { StrapiRequestError, strapiRequest } from '@/shared/api/strapi';
import { localeQuery } from '@/shared/i18n';

/**
 * What the page shows for a query: the grouped results; nothing to search (an empty query); or the
 * cms's Korean refusal (a control character, too long: the contract's checkSearchQuery, applied by
 * the cms only, so that its normaliser stays out of every page's first load).
 */
export type SearchOutcome =
  | { kind: 'results'; response: SearchResponse }
  | { kind: 'empty' }
  | { kind: 'refused'; message: string };

export interface SearchParams {
  q: string;
  locale: SearchLocale;
}

export async function getSearch({ q, locale }: SearchParams, signal?: AbortSignal): Promise<SearchOutcome> {
  const query = q.trim();
  if (!query) return { kind: 'empty' };
  try {
    // Public results, the same for everyone: sent without the member's token.
    const response = await strapiRequest<SearchResponse>('/search', {
      query: { q: query, ...localeQuery(locale) },
      signal,
      auth: 'none',
    });
    return { kind: 'results', response };
  } catch (error) {
    if (error instanceof StrapiRequestError && error.status === 400) return { kind: 'refused', message: error.message };
    throw error;
  }
}

export function useSearch(params: SearchParams) {
  return useSWR(searchKey(params), fetchSearch, { keepPreviousData: true });
}

/** What the search page reads on its first render (useSearch). */
export function searchData(params: SearchParams): PageDataRequest {
  return pageData(searchKey(params), fetchSearch);
}

function searchKey({ q, locale }: SearchParams) {
  return ['/search', q, locale] as const;
}

function fetchSearch([, q, locale]: ReturnType<typeof searchKey>, signal?: AbortSignal) {
  return getSearch({ q, locale }, signal);
}
