import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { searchData } from '../api/get-search';
import { searchQueryOf } from '../lib/search-params';

/** The results of the address's query (`/search?q=…`, `/en/search?q=…`) in the page's language. */
export function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return loadPageData(request.signal, [
    searchData({ q: searchQueryOf(url.searchParams), locale: requestLocale(request) }),
  ]);
}
