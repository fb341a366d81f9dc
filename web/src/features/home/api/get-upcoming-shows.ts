import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Show, StrapiCollection } from '@/shared/api/types';
import { startOfSeoulDay } from '@/shared/lib/seoul-time';

/** Home slideshow: at most 10 shows from today on (Seoul), soonest first. */
export const SLIDESHOW_LIMIT = 10;

export function upcomingShowsQuery(now: Date): StrapiQuery {
  return {
    filters: { startsAt: { $gte: startOfSeoulDay(now).toISOString() } },
    sort: ['startsAt:asc'],
    pagination: { page: 1, pageSize: SLIDESHOW_LIMIT },
  };
}

export function getUpcomingShows(query: StrapiQuery): Promise<StrapiCollection<Show>> {
  return strapiGet<StrapiCollection<Show>>('/shows', query);
}

export function useUpcomingShows(now: Date = new Date()) {
  const query = upcomingShowsQuery(now);
  return useSWR(['/shows', query] as const, ([, q]) => getUpcomingShows(q));
}
