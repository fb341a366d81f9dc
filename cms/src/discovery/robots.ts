import { SITEMAP_PATH } from '@hall/contract/discovery';

/** robots.txt: the API and the admin panel are not pages; everything else may be crawled. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
