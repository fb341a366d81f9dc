import { useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Show, StrapiCollection } from '@/shared/api/types';
import { fetchShowsPage, showsPageKey, type ShowListParams, type ShowsPageKey } from './get-shows';

/**
 * Paged show list with "load more" (SWR infinite). Its first render shows the first page its route's
 * loader fetched (showsData), which app/loader-data.tsx hands to SWR under that page's own key.
 */
export function useShows(params: ShowListParams) {
  const getKey = (pageIndex: number, previous: StrapiCollection<Show> | null): ShowsPageKey | null => {
    if (previous && pageIndex >= previous.meta.pagination.pageCount) return null;
    return showsPageKey(params, pageIndex);
  };
  const loaded = useSWRConfig().fallback[unstable_serialize(showsPageKey(params, 0))] as
    | StrapiCollection<Show>
    | undefined;
  const fallbackData = useMemo(() => (loaded ? [loaded] : undefined), [loaded]);
  return useSWRInfinite(getKey, fetchShowsPage, {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    fallbackData,
  });
}
