import useSWR from 'swr';
import type { Locale } from '@hall/contract/locales';
import { localeQuery, useLocale } from '@/shared/i18n';
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
export async function getShow(documentId: string, locale: Locale, signal?: AbortSignal): Promise<ShowPage | null> {
  const response = await nullWhenNotFound(
    strapiGet<StrapiSingle<Show> & { meta: { adjacent?: AdjacentShows } }>(
      `/shows/${encodeURIComponent(documentId)}`,
      localeQuery(locale),
      { signal },
    ),
  );
  return response && { show: response.data, adjacent: response.meta.adjacent ?? { previous: null, next: null } };
}

export function useShow(documentId: string | undefined) {
  const locale = useLocale();
  return useSWR(documentId ? showKey(documentId, locale) : null, fetchShow);
}

/** What a show's page reads on its first render (useShow). */
export function showData(documentId: string, locale: Locale): PageDataRequest {
  return pageData(showKey(documentId, locale), fetchShow);
}

function showKey(documentId: string, locale: Locale) {
  return ['/shows/:id', documentId, locale] as const;
}

function fetchShow([, id, locale]: ReturnType<typeof showKey>, signal?: AbortSignal) {
  return getShow(id, locale, signal);
}
