import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Notice, NoticeCategory, StrapiCollection } from '@/shared/api/types';

/** Home notice box: at most 9 per tab. */
export const HOME_NOTICE_LIMIT = 9;

export function homeNoticesQuery(category: NoticeCategory): StrapiQuery {
  return {
    filters: { category: { $eq: category } },
    sort: ['postedAt:desc'],
    fields: ['title', 'category', 'postedAt', 'externalUrl'],
    pagination: { page: 1, pageSize: HOME_NOTICE_LIMIT },
  };
}

export function getHomeNotices(query: StrapiQuery): Promise<StrapiCollection<Notice>> {
  return strapiGet<StrapiCollection<Notice>>('/notices', query);
}

export function useHomeNotices(category: NoticeCategory) {
  return useSWR(['/notices', homeNoticesQuery(category)] as const, ([, q]) => getHomeNotices(q));
}
