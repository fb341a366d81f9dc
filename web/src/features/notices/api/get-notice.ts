import useSWR from 'swr';
import type { Locale } from '@hall/contract/locales';
import { localeQuery, useLocale } from '@/shared/i18n';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { nullWhenNotFound, strapiGet } from '@/shared/api/strapi';
import type { Notice, StrapiSingle } from '@/shared/api/types';

export type AdjacentNotice = Pick<Notice, 'documentId' | 'title' | 'postedAt'>;

export interface AdjacentNotices {
  /** The next older notice. */
  previous: AdjacentNotice | null;
  /** The next newer notice. */
  next: AdjacentNotice | null;
}

/** A notice with the visible notices right before and after it, in one response. */
export interface NoticePage {
  notice: Notice;
  adjacent: AdjacentNotices;
}

/** The notice with its neighbours; null when there is no such visible notice. */
export async function getNotice(documentId: string, locale: Locale, signal?: AbortSignal): Promise<NoticePage | null> {
  const response = await nullWhenNotFound(
    strapiGet<StrapiSingle<Notice> & { meta: { adjacent?: AdjacentNotices } }>(
      `/notices/${encodeURIComponent(documentId)}`,
      localeQuery(locale),
      { signal },
    ),
  );
  return response && { notice: response.data, adjacent: response.meta.adjacent ?? { previous: null, next: null } };
}

export function useNotice(documentId: string | undefined) {
  const locale = useLocale();
  return useSWR(documentId ? noticeKey(documentId, locale) : null, fetchNotice);
}

/** What a notice's page reads on its first render (useNotice). */
export function noticeData(documentId: string, locale: Locale): PageDataRequest {
  return pageData(noticeKey(documentId, locale), fetchNotice);
}

function noticeKey(documentId: string, locale: Locale) {
  return ['/notices/:id', documentId, locale] as const;
}

function fetchNotice([, id, locale]: ReturnType<typeof noticeKey>, signal?: AbortSignal) {
  return getNotice(id, locale, signal);
}
