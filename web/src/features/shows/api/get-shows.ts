import useSWRInfinite from 'swr/infinite';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Show, StrapiCollection } from '@/shared/api/types';
import { startOfNextSeoulDay, startOfSeoulDay } from '@/shared/lib/seoul-time';

export type ShowListKind = 'upcoming' | 'past';

export interface ShowListParams {
  kind: ShowListKind;
  /** Title search (case-insensitive contains). */
  search?: string;
  /** Only shows that start today in Seoul. */
  todayOnly?: boolean;
  pageSize: number;
  now?: Date;
}

/**
 * Upcoming: from 00:00 today in Seoul on, soonest first. Past: before 00:00 today, latest first.
 * A show on today's date counts as upcoming for the whole day.
 */
export function showListQuery({ kind, search, todayOnly, now = new Date() }: Omit<ShowListParams, 'pageSize'>): StrapiQuery {
  const startOfToday = startOfSeoulDay(now).toISOString();
  const startsAt: Record<string, string> = kind === 'upcoming' ? { $gte: startOfToday } : { $lt: startOfToday };
  if (todayOnly && kind === 'upcoming') startsAt.$lt = startOfNextSeoulDay(now).toISOString();
  const filters: Record<string, unknown> = { startsAt };
  const text = search?.trim();
  if (text) filters.title = { $containsi: text };
  return { filters, sort: [kind === 'upcoming' ? 'startsAt:asc' : 'startsAt:desc'] };
}

export function getShows(query: StrapiQuery): Promise<StrapiCollection<Show>> {
  return strapiGet<StrapiCollection<Show>>('/shows', query);
}

type ShowsKey = readonly ['/shows', StrapiQuery];

/** Paged show list with "load more" (SWR infinite). */
export function useShows(params: ShowListParams) {
  const base = showListQuery(params);
  const getKey = (pageIndex: number, previous: StrapiCollection<Show> | null): ShowsKey | null => {
    if (previous && pageIndex >= previous.meta.pagination.pageCount) return null;
    return ['/shows', { ...base, pagination: { page: pageIndex + 1, pageSize: params.pageSize } }];
  };
  return useSWRInfinite(getKey, ([, query]: ShowsKey) => getShows(query), {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
}
