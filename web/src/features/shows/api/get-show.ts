import useSWR from 'swr';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { nullWhenNotFound, strapiGet } from '@/shared/api/strapi';
import type { Show, StrapiSingle } from '@/shared/api/types';

export type AdjacentShow = Pick<Show, 'documentId' | 'title' | 'startsAt'>;

export interface AdjacentShows {
  previous: AdjacentShow | null;
  next: AdjacentShow | null;
}

/** A show with the shows right before and after it by start time, in one response. */
export interface ShowPage {
  show: Show;
  adjacent: AdjacentShows;
}

/** The show with its neighbours; null when there is no such (published) show. */
export async function getShow(documentId: string, signal?: AbortSignal): Promise<ShowPage | null> {
  const response = await nullWhenNotFound(
    strapiGet<StrapiSingle<Show> & { meta: { adjacent?: AdjacentShows } }>(
      `/shows/${encodeURIComponent(documentId)}`,
      undefined,
      { signal },
    ),
  );
  return response && { show: response.data, adjacent: response.meta.adjacent ?? { previous: null, next: null } };
}

export function useShow(documentId: string | undefined) {
  return useSWR(documentId ? showKey(documentId) : null, fetchShow);
}

/** What a show's page reads on its first render (useShow). */
export function showData(documentId: string): PageDataRequest {
  return pageData(showKey(documentId), fetchShow);
}

function showKey(documentId: string) {
  return ['/shows/:id', documentId] as const;
}

function fetchShow([, id]: ReturnType<typeof showKey>, signal?: AbortSignal) {
  return getShow(id, signal);
}
