import useSWR, { preload } from 'swr';
import { strapiGet } from '@/shared/api/strapi';
import type { Notice, Popup, Show } from '@/shared/api/types';

/** A show as the home page draws it: slideshow and ticketing strip. */
export type HomeShow = Pick<Show, 'documentId' | 'title' | 'startsAt' | 'performers' | 'isOrganized' | 'ticketUrl' | 'poster'>;
export type HomeNotice = Pick<Notice, 'documentId' | 'title' | 'category' | 'postedAt' | 'externalUrl'>;
export type HomePopup = Pick<Popup, 'documentId' | 'title' | 'linkUrl' | 'sortOrder' | 'image'>;

/**
 * GET /api/home: everything the home page shows, in one answer. The server picks 'today' in
 * Seoul and the counts: up to 10 upcoming shows for the slideshow, 24 bookable ones for the
 * ticketing strip, 9 notices per tab, the active popups.
 */
export interface HomeContent {
  slides: HomeShow[];
  tickets: HomeShow[];
  notices: { general: HomeNotice[]; ticketOpen: HomeNotice[] };
  popups: HomePopup[];
}

export async function getHome(): Promise<HomeContent> {
  const response = await strapiGet<{ data: HomeContent }>('/home');
  return response.data;
}

const HOME_KEY = ['/home'] as const;

export function useHome() {
  return useSWR(HOME_KEY, getHome);
}

/** Starts the request before the page's code has loaded; useHome() then takes its answer. */
export function preloadHome(): void {
  void preload(HOME_KEY, getHome);
}
