import useSWRInfinite from 'swr/infinite';
import type { Show, StrapiCollection } from '@/shared/api/types';
import { fetchShowsPage, showsPageKey, type ShowListParams, type ShowsPageKey } from './get-shows';

/** Paged show list with "load more" (SWR infinite). */
export function useShows(params: ShowListParams) {
  const getKey = (pageIndex: number, previous: StrapiCollection<Show> | null): ShowsPageKey | null => {
    if (previous && pageIndex >= previous.meta.pagination.pageCount) return null;
    return showsPageKey(params, pageIndex);
  };
  return useSWRInfinite(getKey, fetchShowsPage, {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
}
