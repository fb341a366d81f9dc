import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { strapiGet, type StrapiQuery } from '@/shared/api/strapi';
import type { Show, StrapiCollection } from '@/shared/api/types';
import type { Locale } from '@hall/contract/locales';
import { localeQuery } from '@/shared/i18n';
import { accessParameterOf, type AccessKey } from '@hall/contract/access-keys';
import { startOfNextSeoulDay, startOfSeoulDay } from '@hall/contract/seoul-time';

export type ShowListKind = 'upcoming' | 'past';

export interface ShowListParams {
  kind: ShowListKind;
  /** Title search (case-insensitive contains). */
  search?: string;
  /** Only shows that start today in Seoul. */
  todayOnly?: boolean;
  /** 배리어프리 서비스 the shows must all offer (the API's `access`, docs/decisions/039). */
  access?: readonly AccessKey[];
  pageSize: number;
  /** The language of the page: the shows' texts in it where they have been translated. */
  locale: Locale;
  now?: Date;
}

/**
 * Upcoming: from 00:00 today in Seoul on, soonest first. Past: before 00:00 today, latest first.
 * A show on today's date counts as upcoming for the whole day.
 */
export function showListQuery({
  kind,
  search,
  todayOnly,
  locale,
  access = [],
  now = new Date(),
}: Omit<ShowListParams, 'pageSize'>): StrapiQuery {
  const startOfToday = startOfSeoulDay(now).toISOString();
  const startsAt: Record<string, string> = kind === 'upcoming' ? { $gte: startOfToday } : { $lt: startOfToday };
  if (todayOnly && kind === 'upcoming') startsAt.$lt = startOfNextSeoulDay(now).toISOString();
  const filters: Record<string, unknown> = { startsAt };
  const text = search?.trim();
  if (text) filters.title = { $containsi: text };
  const services = accessParameterOf(access);
  return {
    filters,
    sort: [kind === 'upcoming' ? 'startsAt:asc' : 'startsAt:desc'],
    ...(services ? { access: services } : {}),
    ...localeQuery(locale),
  };
}

export function getShows(query: StrapiQuery, signal?: AbortSignal): Promise<StrapiCollection<Show>> {
  return strapiGet<StrapiCollection<Show>>('/shows', query, { signal });
}

export type ShowsPageKey = readonly ['/shows', StrapiQuery];

/** The key of one page of the list (`pageIndex` from 0), shared by useShows() and the preload. */
export function showsPageKey(params: ShowListParams, pageIndex: number): ShowsPageKey {
  return ['/shows', { ...showListQuery(params), pagination: { page: pageIndex + 1, pageSize: params.pageSize } }];
}

export function fetchShowsPage([, query]: ShowsPageKey, signal?: AbortSignal): Promise<StrapiCollection<Show>> {
  return getShows(query, signal);
}

/**
 * The list's first page, which a show list reads on its first render (useShows, in its own file
 * so that swr/infinite stays out of the first load).
 */
export function showsData(params: ShowListParams): PageDataRequest {
  return pageData(showsPageKey(params, 0), fetchShowsPage);
}
