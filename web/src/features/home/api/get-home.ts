import useSWR from 'swr';
import type { Locale } from '@hall/contract/locales';
import { localeQuery, useLocale } from '@/shared/i18n';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { strapiGet } from '@/shared/api/strapi';
import type { Notice, Popup, Show, StrapiImage, StrapiImageFormat } from '@/shared/api/types';

/** An image of the home response: its formats carry only url and width, all `srcset` needs. */
export type HomeImage = Pick<StrapiImage, 'url' | 'alternativeText' | 'width' | 'height'> & {
  formats?: Partial<Record<keyof NonNullable<StrapiImage['formats']>, Pick<StrapiImageFormat, 'url' | 'width'>>> | null;
};
/** A show as the slideshow renders it. */
export type HomeShow = Pick<
  Show,
  'documentId' | 'title' | 'startsAt' | 'showStatus' | 'performers' | 'isOrganized' | 'locale'
> & {
  poster: HomeImage | null;
};
/** A show as the ticketing strip renders it (never a cancelled one: the cms leaves them out). */
export type HomeTicket = Pick<Show, 'documentId' | 'title' | 'startsAt' | 'showStatus' | 'ticketUrl' | 'locale'> & {
  poster: HomeImage | null;
};
export type HomeNotice = Pick<Notice, 'documentId' | 'title' | 'category' | 'postedAt' | 'externalUrl' | 'locale'>;
export type HomePopup = Pick<Popup, 'documentId' | 'title' | 'linkUrl'> & { locale?: Locale } & {
  image: HomeImage | null;
};

/**
 * GET /api/home: everything the home page shows, in one response. The server picks 'today' in
 * Seoul and the counts: up to 10 upcoming shows for the slideshow, 24 bookable ones for the
 * ticketing strip, 9 notices per tab, the active popups.
 */
export interface HomeContent {
  slides: HomeShow[];
  tickets: HomeTicket[];
  notices: { general: HomeNotice[]; ticketOpen: HomeNotice[] };
  popups: HomePopup[];
}

export async function getHome(locale: Locale, signal?: AbortSignal): Promise<HomeContent> {
  const response = await strapiGet<{ data: HomeContent }>('/home', localeQuery(locale), { signal });
  return response.data;
}

function homeKey(locale: Locale) {
  return ['/home', locale] as const;
}

export function useHome() {
  return useSWR(homeKey(useLocale()), fetchHome);
}

/** What the home page reads on its first render (useHome). */
export function homeData(locale: Locale): PageDataRequest {
  return pageData(homeKey(locale), fetchHome);
}

function fetchHome([, locale]: ReturnType<typeof homeKey>, signal?: AbortSignal) {
  return getHome(locale, signal);
}
