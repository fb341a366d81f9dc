import useSWR from 'swr';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Notice, StrapiCollection } from '@/shared/api/types';

/** Notices per page of the list. */
export const NOTICE_PAGE_SIZE = 10;

export function noticeListQuery({ page, search }: { page: number; search?: string }): StrapiQuery {
  const text = search?.trim();
  return {
    ...(text ? { filters: { title: { $containsi: text } } } : {}),
    sort: ['postedAt:desc'],
    fields: ['title', 'category', 'postedAt', 'externalUrl'],
    pagination: { page, pageSize: NOTICE_PAGE_SIZE },
  };
}

export function getNotices(query: StrapiQuery, signal?: AbortSignal): Promise<StrapiCollection<Notice>> {
  return strapiGet<StrapiCollection<Notice>>('/notices', query, { signal });
}

/** One page of notices, newest first (hidden notices are never returned by the server). */
export function useNotices(params: { page: number; search?: string }) {
  return useSWR(noticesKey(params), fetchNotices, { keepPreviousData: true });
}

/** What the notice list reads on its first render (useNotices). */
export function noticesData(params: { page: number; search?: string }): PageDataRequest {
  return pageData(noticesKey(params), fetchNotices);
}

function noticesKey(params: { page: number; search?: string }) {
  return ['/notices', noticeListQuery(params)] as const;
}

function fetchNotices([, query]: ReturnType<typeof noticesKey>, signal?: AbortSignal) {
  return getNotices(query, signal);
}
