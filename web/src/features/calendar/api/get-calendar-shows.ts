import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Show, StrapiCollection } from '@/shared/api/types';

export interface CalendarRange {
  /** First visible instant (00:00 Seoul of the first cell), ISO. */
  start: string;
  /** Exclusive end (00:00 Seoul after the last cell), ISO. */
  end: string;
}

/** Up to 100 shows per visible range (42 days): far above what a 280-seat hall schedules. */
export function calendarShowsQuery(range: CalendarRange): StrapiQuery {
  return {
    filters: { startsAt: { $gte: range.start, $lt: range.end } },
    sort: ['startsAt:asc'],
    fields: ['title', 'startsAt', 'endsAt', 'runningTimeMinutes', 'isOrganized'],
    pagination: { page: 1, pageSize: 100 },
  };
}

export async function getCalendarShows(query: StrapiQuery): Promise<Show[]> {
  const response = await strapiGet<StrapiCollection<Show>>('/shows', query);
  return response.data;
}

export function useCalendarShows(range: CalendarRange | null) {
  return useSWR(range ? (['/shows', calendarShowsQuery(range)] as const) : null, ([, query]) => getCalendarShows(query), {
    keepPreviousData: true,
  });
}
