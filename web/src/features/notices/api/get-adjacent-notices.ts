import useSWR from 'swr';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Notice, StrapiCollection } from '@/shared/api/types';

export type AdjacentNotice = Pick<Notice, 'documentId' | 'title' | 'postedAt'>;

export interface AdjacentNotices {
  /** The next older notice. */
  previous: AdjacentNotice | null;
  /** The next newer notice. */
  next: AdjacentNotice | null;
}

const FIELDS = ['title', 'postedAt'];

export function adjacentNoticeQueries(postedAt: string): { previous: StrapiQuery; next: StrapiQuery } {
  return {
    previous: { filters: { postedAt: { $lt: postedAt } }, sort: ['postedAt:desc'], fields: FIELDS, pagination: { page: 1, pageSize: 1 } },
    next: { filters: { postedAt: { $gt: postedAt } }, sort: ['postedAt:asc'], fields: FIELDS, pagination: { page: 1, pageSize: 1 } },
  };
}

export async function getAdjacentNotices(postedAt: string): Promise<AdjacentNotices> {
  const queries = adjacentNoticeQueries(postedAt);
  const [previous, next] = await Promise.all([
    strapiGet<StrapiCollection<Notice>>('/notices', queries.previous),
    strapiGet<StrapiCollection<Notice>>('/notices', queries.next),
  ]);
  const pick = (notice: Notice | undefined): AdjacentNotice | null =>
    notice ? { documentId: notice.documentId, title: notice.title, postedAt: notice.postedAt } : null;
  return { previous: pick(previous.data[0]), next: pick(next.data[0]) };
}

export function useAdjacentNotices(postedAt: string | undefined) {
  return useSWR(postedAt ? (['/notices:adjacent', postedAt] as const) : null, ([, at]) => getAdjacentNotices(at));
}
