import useSWR, { preload } from 'swr';
import { strapiGet } from '@/shared/api/strapi';
import type { Notice, StrapiSingle } from '@/shared/api/types';

export type AdjacentNotice = Pick<Notice, 'documentId' | 'title' | 'postedAt'>;

export interface AdjacentNotices {
  /** The next older notice. */
  previous: AdjacentNotice | null;
  /** The next newer notice. */
  next: AdjacentNotice | null;
}

/** A notice with the visible notices right before and after it, in one answer. */
export interface NoticePage {
  notice: Notice;
  adjacent: AdjacentNotices;
}

export async function getNotice(documentId: string): Promise<NoticePage> {
  const response = await strapiGet<StrapiSingle<Notice> & { meta: { adjacent?: AdjacentNotices } }>(`/notices/${encodeURIComponent(documentId)}`);
  return { notice: response.data, adjacent: response.meta.adjacent ?? { previous: null, next: null } };
}

export function useNotice(documentId: string | undefined) {
  return useSWR(documentId ? noticeKey(documentId) : null, fetchNotice);
}

/** Starts the request before the page's code has loaded; useNotice() then takes its answer. */
export function preloadNotice(documentId: string): void {
  void preload(noticeKey(documentId), fetchNotice);
}

function noticeKey(documentId: string) {
  return ['/notices/:id', documentId] as const;
}

function fetchNotice([, id]: ReturnType<typeof noticeKey>) {
  return getNotice(id);
}
