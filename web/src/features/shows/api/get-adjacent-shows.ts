import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Show, StrapiCollection } from '@/shared/api/types';

export type AdjacentShow = Pick<Show, 'documentId' | 'title' | 'startsAt'>;

export interface AdjacentShows {
  previous: AdjacentShow | null;
  next: AdjacentShow | null;
}

const FIELDS = ['title', 'startsAt'];

export function adjacentShowQueries(startsAt: string): { previous: StrapiQuery; next: StrapiQuery } {
  return {
    previous: {
      filters: { startsAt: { $lt: startsAt } },
      sort: ['startsAt:desc'],
      fields: FIELDS,
      pagination: { page: 1, pageSize: 1 },
    },
    next: {
      filters: { startsAt: { $gt: startsAt } },
      sort: ['startsAt:asc'],
      fields: FIELDS,
      pagination: { page: 1, pageSize: 1 },
    },
  };
}

/** The shows right before and after a show, by start time. */
export async function getAdjacentShows(startsAt: string): Promise<AdjacentShows> {
  const queries = adjacentShowQueries(startsAt);
  const [previous, next] = await Promise.all([
    strapiGet<StrapiCollection<Show>>('/shows', queries.previous),
    strapiGet<StrapiCollection<Show>>('/shows', queries.next),
  ]);
  const pick = (show: Show | undefined): AdjacentShow | null =>
    show ? { documentId: show.documentId, title: show.title, startsAt: show.startsAt } : null;
  return { previous: pick(previous.data[0]), next: pick(next.data[0]) };
}

export function useAdjacentShows(startsAt: string | undefined) {
  return useSWR(startsAt ? (['/shows:adjacent', startsAt] as const) : null, ([, at]) => getAdjacentShows(at));
}
