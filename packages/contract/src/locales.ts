/**
 * The site's languages (docs/decisions/038): Korean at `/`, the default, and English under `/en`.
 * The web's routes, the cms's API (`?locale=`), its sitemap and its page cache all read them here.
 */
export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';
/** The path prefix of the English pages. */
export const ENGLISH_PREFIX = '/en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The `locale` query parameter of a public read: absent means Korean; anything but a known locale
 * (another string, an array, an object) is `null`, which the API answers with a 400.
 */
export function parseLocaleParam(value: unknown): Locale | null {
  if (value === undefined) return DEFAULT_LOCALE;
  return isLocale(value) ? value : null;
}

function isEnglishPath(pathname: string): boolean {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);
}

/** The language of a site path: `/en` and `/en/…` are English, every other path Korean. */
export function localeOfPath(pathname: string): Locale {
  return isEnglishPath(pathname) ? 'en' : DEFAULT_LOCALE;
}

/** A site path without its language prefix: `/en/notice` → `/notice`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || '/';
}

/** The address of a (Korean) site path in `locale`: `/notice` → `/en/notice`, `/` → `/en`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return base;
  return base === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${base}`;
}

/**
 * The pages that exist in English, as paths of the Korean site (`:name` is one path segment).
 * Member and rental pages (login, sign-up, My page, the rental form) stay Korean only.
 */
export const TRANSLATED_PAGES = [
  '/',
  '/show/schedule',
  '/show/finish',
  '/show/calendar',
  '/detail/show/:documentId',
  '/notice',
  '/notice/detail/:documentId',
  '/about/intro',
  '/about/info',
  '/about/layout',
  '/about/address',
  '/apply/notice',
  '/search',
] as const;

const translatedPagePatterns = TRANSLATED_PAGES.map(
  (page) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`.replace('^//?$', '^/$')),
);

/** Whether the page at a (Korean or English) path has an English version. */
export function hasEnglishPage(pathname: string): boolean {
  const base = stripLocale(pathname);
  return translatedPagePatterns.some((pattern) => pattern.test(base));
}
