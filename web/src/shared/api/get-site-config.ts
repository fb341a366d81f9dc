import useSWR from 'swr';
import { pageData, type PageDataRequest } from './page-data';
import { strapiGet } from './strapi';
import type { SiteConfig, StrapiSingle } from './types';

export const SITE_CONFIG_KEY = ['/site-config'] as const;

export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const response = await strapiGet<StrapiSingle<SiteConfig>>('/site-config', undefined, { signal });
  return response.data;
}

/** Hall name, contact, coordinates, downloads and legal texts (one record, cached for the session). */
export function useSiteConfig() {
  return useSWR(SITE_CONFIG_KEY, fetchSiteConfig, { revalidateOnFocus: false, dedupingInterval: 60_000 });
}

/** Read by the header and footer of every page on its first render. */
export function siteConfigData(): PageDataRequest {
  return pageData(SITE_CONFIG_KEY, fetchSiteConfig);
}

function fetchSiteConfig(_key: typeof SITE_CONFIG_KEY, signal?: AbortSignal) {
  return getSiteConfig(signal);
}
