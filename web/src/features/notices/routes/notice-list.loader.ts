import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { noticesData } from '../api/get-notices';
import { noticeListParams } from '../lib/list-params';

/** The page of notices the address names (`?page=2&q=…`). */
export function noticeListLoader({ request }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [
    noticesData({ ...noticeListParams(new URL(request.url).searchParams), locale: requestLocale(request) }),
  ]);
}
