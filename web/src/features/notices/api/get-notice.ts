import useSWR from 'swr';
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
export async function getNotice(documentId: string, signal?: AbortSignal): Promise<NoticePage | null> {
  const response = await nullWhenNotFound(
    strapiGet<StrapiSingle<Notice> & { meta: { adjacent?: AdjacentNotices } }>(
      `/notices/${encodeURIComponent(documentId)}`,
      undefined,
      { signal },
    ),
  );
  return response && { notice: response.data, adjacent: response.meta.adjacent ?? { previous: null, next: null } };
}

export function useNotice(documentId: string | undefined) {
  return useSWR(documentId ? noticeKey(documentId) : null, fetchNotice);
}

/** What a notice's page reads on its first render (useNotice). */
export function noticeData(documentId: string): PageDataRequest {
  return pageData(noticeKey(documentId), fetchNotice);
}

function noticeKey(documentId: string) {
  return ['/notices/:id', documentId] as const;
}

function fetchNotice([, id]: ReturnType<typeof noticeKey>, signal?: AbortSignal) {
  return getNotice(id, signal);
}
