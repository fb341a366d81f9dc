import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { DEFAULT_LOCALE, localeOfPath, localizedPath, type Locale } from '@hall/contract/locales';
import type { Catalogue, Messages } from './catalogue';

/**
 * The language of the page shown, read from its path (`/en/…` is English): the same on the server,
 * which renders from the request's path, and in the browser. Outside the router (the app's
 * providers) it is the default, Korean.
 */
export function useLocale(): Locale {
  // The router's location context is null outside a router; useLocation() would throw there.
  const context = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null;
  const pathname = context?.location?.pathname;
  return pathname === undefined ? DEFAULT_LOCALE : localeOfPath(pathname);
}

/** A catalogue's strings in the language of the page shown. */
export function useCopy<T>(catalogue: Catalogue<T>): Messages<T> {
  return catalogue[useLocale()];
}

/** Turns a (Korean) site path into the same page in the language of the page shown: links stay in their language. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/** A localized document as the API sends it: `locale` says which language its texts are in (absent: Korean). */
export interface Localized {
  locale?: Locale | null;
}

/**
 * The `lang` a block showing a document's texts needs: 'ko' when its texts fell back to Korean on
 * an English page, undefined when they are in the page's language.
 */
export function contentLang(document: Localized | null | undefined, pageLocale: Locale): Locale | undefined {
  const documentLocale = document?.locale ?? DEFAULT_LOCALE;
  return documentLocale === pageLocale ? undefined : documentLocale;
}

/** contentLang() for the page shown. */
export function useContentLang(document: Localized | null | undefined): Locale | undefined {
  return contentLang(document, useLocale());
}

/**
 * The `locale` query parameter of a public read: none for Korean (the API's default, so that the
 * Korean pages ask exactly as before), `locale=en` for English.
 */
export function localeQuery(locale: Locale): { locale?: Locale } {
  return locale === DEFAULT_LOCALE ? {} : { locale };
}

/** The language of the page a route loader loads for, from its request's path. */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
