import useSWR from 'swr';
import type { Locale } from '@hall/contract/locales';
import { localeQuery, useLocale } from '@/shared/i18n';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Notice, StrapiCollection } from '@/shared/api/types';

/** Notices per page of the list. */
export const NOTICE_PAGE_SIZE = 10;

export interface NoticeListParams {
  page: number;
  search?: string;
  locale: Locale;
}

export function noticeListQuery({ page, search, locale }: NoticeListParams): StrapiQuery {
  const text = search?.trim();
  return {
    ...(text ? { filters: { title: { $containsi: text } } } : {}),
    sort: ['postedAt:desc'],
    fields: ['title', 'category', 'postedAt', 'externalUrl'],
    pagination: { page, pageSize: NOTICE_PAGE_SIZE },
    ...localeQuery(locale),
  };
}

export function getNotices(query: StrapiQuery, signal?: AbortSignal): Promise<StrapiCollection<Notice>> {
  return strapiGet<StrapiCollection<Notice>>('/notices', query, { signal });
}

/** One page of notices, newest first (hidden notices are never returned by the server). */
export function useNotices(params: Omit<NoticeListParams, 'locale'>) {
  return useSWR(noticesKey({ ...params, locale: useLocale() }), fetchNotices, { keepPreviousData: true });
}

/** What the notice list reads on its first render (useNotices). */
export function noticesData(params: NoticeListParams): PageDataRequest {
  return pageData(noticesKey(params), fetchNotices);
}

function noticesKey(params: NoticeListParams) {
  return ['/notices', noticeListQuery(params)] as const;
}

function fetchNotices([, query]: ReturnType<typeof noticesKey>, signal?: AbortSignal) {
  return getNotices(query, signal);
}
