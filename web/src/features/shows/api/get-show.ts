import useSWR, { preload } from 'swr';
import { strapiGet } from '@/shared/api/strapi';
import type { Show, StrapiSingle } from '@/shared/api/types';

export type AdjacentShow = Pick<Show, 'documentId' | 'title' | 'startsAt'>;

export interface AdjacentShows {
  previous: AdjacentShow | null;
  next: AdjacentShow | null;
}

/** A show with the shows right before and after it by start time, in one answer. */
export interface ShowPage {
  show: Show;
  adjacent: AdjacentShows;
}

export async function getShow(documentId: string): Promise<ShowPage> {
  const response = await strapiGet<StrapiSingle<Show> & { meta: { adjacent?: AdjacentShows } }>(`/shows/${encodeURIComponent(documentId)}`);
  return { show: response.data, adjacent: response.meta.adjacent ?? { previous: null, next: null } };
}

export function useShow(documentId: string | undefined) {
  return useSWR(documentId ? showKey(documentId) : null, fetchShow);
}

/** Starts the request before the page's code has loaded; useShow() then takes its answer. */
export function preloadShow(documentId: string): void {
  void preload(showKey(documentId), fetchShow);
}

function showKey(documentId: string) {
  return ['/shows/:id', documentId] as const;
}

function fetchShow([, id]: ReturnType<typeof showKey>) {
  return getShow(id);
}
