import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { loaderBreakpoint } from '@/shared/ssr/loader-context';
import { showsData, type ShowListKind } from '../api/get-shows';
import { showListParams } from '../lib/list-params';

/** The first page of a show list, with the filters of its address and the breakpoint's page size. */
function showListLoader(kind: ShowListKind) {
  return ({ request, context }: LoaderFunctionArgs) =>
    loadPageData(request.signal, [
      showsData(
        showListParams(kind, new URL(request.url).searchParams, loaderBreakpoint(context), requestLocale(request)),
      ),
    ]);
}

export const upcomingShowsLoader = showListLoader('upcoming');
export const pastShowsLoader = showListLoader('past');
