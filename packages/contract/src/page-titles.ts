import type { Locale } from './locales';

/**
 * The names of the hall's own pages, in each language: what each page shows as its title, what
 * its menu tab says, and what the site search lists (search.ts's SEARCHABLE_PAGES).
 */
export const PAGE_TITLES = {
  '/about/intro': { ko: '공연장 소개', en: 'The hall' },
  '/about/info': { ko: '시설 안내', en: 'Facilities' },
  '/about/layout': { ko: '좌석 배치도', en: 'Seating plan' },
  '/about/address': { ko: '오시는 길', en: 'Directions' },
  '/apply/notice': { ko: '대관 절차 및 비용', en: 'Rental guide and fees' },
} as const satisfies Record<string, Record<Locale, string>>;
