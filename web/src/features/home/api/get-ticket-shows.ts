import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Show, StrapiCollection } from '@/shared/api/types';
import { startOfSeoulDay } from '@/shared/lib/seoul-time';

/** How many bookable shows the ticketing strip pages through. */
export const TICKET_SHOWS_LIMIT = 24;

export function ticketShowsQuery(now: Date): StrapiQuery {
  return {
    filters: {
      startsAt: { $gte: startOfSeoulDay(now).toISOString() },
      ticketUrl: { $notNull: true },
    },
    sort: ['startsAt:asc'],
    pagination: { page: 1, pageSize: TICKET_SHOWS_LIMIT },
  };
}

export async function getTicketShows(query: StrapiQuery): Promise<Show[]> {
  const response = await strapiGet<StrapiCollection<Show>>('/shows', query);
  return response.data.filter((show) => Boolean(show.ticketUrl));
}

/** Upcoming shows that have a ticket link. */
export function useTicketShows(now: Date = new Date()) {
  const query = ticketShowsQuery(now);
  return useSWR(['/shows', query, 'ticketing'] as const, ([, q]) => getTicketShows(q));
}
