import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { searchData } from '../api/get-search';
import { searchLocaleOf, searchQueryOf } from '../lib/search-params';

/** The results of the address's query (`/search?q=…`). */
export function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return loadPageData(request.signal, [
    searchData({ q: searchQueryOf(url.searchParams), locale: searchLocaleOf(url.pathname) }),
  ]);
}
