import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { CalendarEvent, StrapiCollection } from '@/shared/api/types';
import type { CalendarRange } from './get-calendar-shows';

/** Staff-entered schedule items (rental, rehearsal, closure) that overlap the visible range. */
export function calendarEventsQuery(range: CalendarRange): StrapiQuery {
  return {
    filters: { startsAt: { $lt: range.end }, endsAt: { $gte: range.start } },
    sort: ['startsAt:asc'],
    pagination: { page: 1, pageSize: 100 },
  };
}

export async function getCalendarEvents(query: StrapiQuery): Promise<CalendarEvent[]> {
  const response = await strapiGet<StrapiCollection<CalendarEvent>>('/calendar-events', query);
  return response.data;
}

export function useCalendarEvents(range: CalendarRange | null) {
  return useSWR(
    range ? (['/calendar-events', calendarEventsQuery(range)] as const) : null,
    ([, query]) => getCalendarEvents(query),
    { keepPreviousData: true },
  );
}
