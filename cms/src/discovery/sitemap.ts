import type { Core, UID } from '@strapi/strapi';
import { LOCALES, DEFAULT_LOCALE, hasEnglishPage, localizedPath } from '@hall/contract/locales';
import { STATIC_PAGES, type ListedContent } from './static-pages';
import { KOREAN_ROWS } from '../localization/locales';
import { escapeXml, w3cDatetime } from './xml';

/** The sitemap protocol's limit on the addresses of one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query: a site with many thousands of shows is read in slices, never all at once. */
export const SITEMAP_BATCH_ROWS = 1_000;

const SOURCES: Array<{ content: ListedContent; uid: UID.ContentType; pagePath: (documentId: string) => string }> = [
  { content: 'show', uid: 'api::show.show', pagePath: (documentId) => `/detail/show/${documentId}` },
  { content: 'notice', uid: 'api::notice.notice', pagePath: (documentId) => `/notice/detail/${documentId}` },
];

interface Row {
  id: number;
  documentId: string;
  updatedAt: Date | string | number | null;
}

/**
 * Published rows (a hidden notice is an unpublished one, docs/decisions/017), newest publication
 * first: keyset pages on the primary key, so each query is an index range of `batch` rows
 * however large the table is.
 */
async function* publishedRows(strapi: Core.Strapi, uid: UID.ContentType, batch: number): AsyncGenerator<Row> {
  let lastId: number | undefined;
  for (;;) {
    const rows = (await strapi.db.query(uid).findMany({
      select: ['id', 'documentId', 'updatedAt'],
      where: {
        publishedAt: { $notNull: true },
        ...KOREAN_ROWS,
        ...(lastId === undefined ? {} : { id: { $lt: lastId } }),
      },
      orderBy: [{ id: 'desc' }],
      limit: batch,
    })) as Row[];
    yield* rows;
    if (rows.length < batch) return;
    lastId = rows[rows.length - 1]!.id;
  }
}

export interface SitemapOptions {
  maxUrls?: number;
  batchRows?: number;
}

export interface Sitemap {
  xml: string;
  urls: number;
  /** Records left out because the file was full (the newest publications are kept). */
  omitted: number;
}

/** The addresses of one page: Korean, and English when the page has an English version (docs/decisions/038). */
const addressesOf = (path: string): string[] =>
  hasEnglishPage(path) ? LOCALES.map((locale) => localizedPath(path, locale)) : [path];

/**
 * The sitemap of the site at `origin`: its static pages, then every published show and notice,
 * each with its last change, in Korean and in English (every record's page has an English
 * version, which shows the Korean texts where staff have not translated them), each address
 * with its `hreflang` alternates. At most `maxUrls` addresses: past that, the records published
 * longest ago are left out (and counted), so the file stays valid whatever the database holds.
 */
export async function buildSitemap(
  strapi: Core.Strapi,
  origin: string,
  options: SitemapOptions = {},
): Promise<Sitemap> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const batch = options.batchRows ?? SITEMAP_BATCH_ROWS;
  const records: string[] = [];
  const newest: Partial<Record<ListedContent, number>> = {};
  const staticUrls = STATIC_PAGES.reduce((count, page) => count + addressesOf(page.path).length, 0);
  let room = maxUrls - staticUrls;
  let omitted = 0;

  for (const source of SOURCES) {
    for await (const row of publishedRows(strapi, source.uid, batch)) {
      const updated = row.updatedAt == null ? undefined : new Date(row.updatedAt).getTime();
      if (updated !== undefined && !Number.isNaN(updated))
        newest[source.content] = Math.max(newest[source.content] ?? 0, updated);
      const path = source.pagePath(row.documentId);
      const addresses = addressesOf(path).length;
      if (room < addresses) {
        // The rest of the table, counted rather than read.
        omitted += await strapi.db
          .query(source.uid)
          .count({ where: { publishedAt: { $notNull: true }, ...KOREAN_ROWS, id: { $lte: row.id } } });
        break;
      }
      room -= addresses;
      records.push(pageEntries(origin, path, updated));
    }
  }

  const pages = STATIC_PAGES.map((page) => {
    const changes = page.lists.map((content) => newest[content]).filter((time): time is number => time !== undefined);
    return pageEntries(origin, page.path, changes.length > 0 ? Math.max(...changes) : undefined);
  });
  const entries = [...pages, ...records];
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${entries.join('')}</urlset>\n`;
  return { xml, urls: maxUrls - room, omitted };
}

/**
 * The `<url>` of each language's address of a (Korean) page, each naming every language's address
 * and the Korean one as `x-default` (Google's sitemap form of hreflang).
 */
function pageEntries(origin: string, path: string, lastModified: number | undefined): string {
  const lastmod =
    lastModified === undefined || Number.isNaN(lastModified) ? '' : `<lastmod>${w3cDatetime(lastModified)}</lastmod>`;
  const addresses = addressesOf(path);
  if (addresses.length === 1) return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>\n`;
  const alternate = (hreflang: string, location: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + location)}"/>`;
  const alternates =
    LOCALES.map((locale) => alternate(locale, localizedPath(path, locale))).join('') +
    alternate('x-default', localizedPath(path, DEFAULT_LOCALE));
  return addresses
    .map((location) => `<url><loc>${escapeXml(origin + location)}</loc>${lastmod}${alternates}</url>\n`)
    .join('');
}
