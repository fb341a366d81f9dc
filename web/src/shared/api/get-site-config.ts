import useSWR from 'swr';
import type { Locale } from '@hall/contract/locales';
import { localeQuery, useLocale } from '@/shared/i18n/locale';
import { pageData, type PageDataRequest } from './page-data';
import { strapiGet } from './strapi';
import type { SiteConfig, StrapiSingle } from './types';

/** The site config's key in one language: Korean and English never share an entry. */
export function siteConfigKey(locale: Locale) {
  return ['/site-config', locale] as const;
}

export async function getSiteConfig(locale: Locale, signal?: AbortSignal): Promise<SiteConfig> {
  const response = await strapiGet<StrapiSingle<SiteConfig>>('/site-config', localeQuery(locale), { signal });
  return response.data;
}

/** Hall name, contact, coordinates, downloads and legal texts in the page's language (one record, cached for the session). */
export function useSiteConfig() {
  return useSWR(siteConfigKey(useLocale()), fetchSiteConfig, { revalidateOnFocus: false, dedupingInterval: 60_000 });
}

/** Read by the header and footer of every page on its first render. */
export function siteConfigData(locale: Locale): PageDataRequest {
  return pageData(siteConfigKey(locale), fetchSiteConfig);
}

function fetchSiteConfig([, locale]: ReturnType<typeof siteConfigKey>, signal?: AbortSignal) {
  return getSiteConfig(locale, signal);
}
