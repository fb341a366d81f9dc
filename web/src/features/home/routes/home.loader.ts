import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { homeData } from '../api/get-home';

/** The home page's data (GET /api/home), fetched beside the page's chunk, not after it. */
export function homeLoader({ request }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [homeData(requestLocale(request))]);
}

/** Unknown paths show the home page (spec), with status 404. */
export function notFoundLoader({ request }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [homeData(requestLocale(request))], { status: 404 });
}
