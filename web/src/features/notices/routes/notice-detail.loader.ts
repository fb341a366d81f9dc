import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { noticeData } from '../api/get-notice';

/** The notice with its neighbours; status 404 when there is no such visible notice. */
export function noticeDetailLoader({ request, params }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [noticeData(params.documentId ?? '', requestLocale(request))]);
}
