import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { showData } from '../api/get-show';

/** The show with its neighbours; status 404 when there is no such published show. */
export function showDetailLoader({ request, params }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [showData(params.documentId ?? '', requestLocale(request))]);
}
