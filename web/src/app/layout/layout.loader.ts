import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteConfigData } from '@/shared/api/get-site-config';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';

/** The site config, which the header and footer of every page read. */
export function layoutLoader({ request }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [siteConfigData(requestLocale(request))]);
}
