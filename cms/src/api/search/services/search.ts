import type { Core } from '@strapi/strapi';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import {
  excerptAround,
  MATCH_SCORES,
  matchScore,
  normalizeSearchText,
  normalizeWithSources,
  SEARCH_RESULTS_PER_KIND,
  SEARCHABLE_PAGES,
  type NormalizedText,
  type SearchGroup,
  type SearchLocale,
  type SearchNoticeResult,
  type SearchPageResult,
  type SearchResponse,
  type SearchShowResult,
  type SiteConfigText,
} from '@hall/contract/search';
import { startOfSeoulDay } from '@hall/contract/seoul-time';
import { showStatusOf } from '@hall/contract/show-status';
import { publicCache } from '../../../http-cache/store';

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const SITE_CONFIG = 'api::site-config.site-config';
const DEFAULT_LOCALE: SearchLocale = 'ko';

/**
 * Characters of a document's other text (performers, host, body) that search reads: a notice
 * longer than this is found by its beginning. Bounds the index's memory.
 */
export const INDEXED_TEXT_MAX_LENGTH = 10_000;

interface Indexed {
  documentId: string;
  locale: SearchLocale;
  title: string;
  normalizedTitle: NormalizedText;
  /** Everything else the document is found by, as written (for the excerpt) and normalised. */
  other: string;
  normalizedOther: string;
}

interface IndexedShow extends Indexed {
  startsAt: number;
  showStatus: string;
  performers: string | null;
}

interface IndexedNotice extends Indexed {
  category: string;
  postedAt: number;
  externalUrl: string | null;
}

interface IndexedPage extends Indexed {
  path: string;
  order: number;
}

interface SearchIndex {
  /** publicCache().generation when the build started: any later change to public content rebuilds it. */
  generation: number;
  builtAt: number;
  shows: Record<SearchLocale, IndexedShow[]>;
  notices: Record<SearchLocale, IndexedNotice[]>;
  pages: Record<SearchLocale, IndexedPage[]>;
}

const isLocalized = (strapi: Core.Strapi, uid: string): boolean =>
  Boolean(
    (strapi.contentType(uid as never) as { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined)
      ?.pluginOptions?.i18n?.localized,
  );

const asLocale = (value: unknown): SearchLocale | null => (value === 'ko' || value === 'en' ? value : null);

/**
 * For each locale, the documents a visitor of that locale finds: each document once, in that
 * locale when it has it, else in the default locale (Korean). Without i18n on the type every row
 * is Korean.
 */
function byLocale<Entry extends { documentId: string; locale: SearchLocale }>(
  entries: Entry[],
): Record<SearchLocale, Entry[]> {
  const pick = (locale: SearchLocale) => {
    const chosen = new Map<string, Entry>();
    for (const entry of entries) {
      if (entry.locale === locale) chosen.set(entry.documentId, entry);
      else if (entry.locale === DEFAULT_LOCALE && !chosen.has(entry.documentId)) chosen.set(entry.documentId, entry);
    }
    return [...chosen.values()];
  };
  return { ko: pick('ko'), en: pick('en') };
}

const bounded = (text: string) => text.slice(0, INDEXED_TEXT_MAX_LENGTH);

function indexed(
  documentId: string,
  locale: SearchLocale,
  title: string,
  otherTexts: Array<string | null | undefined>,
) {
  const other = bounded(otherTexts.filter(Boolean).join('\n'));
  return {
    documentId,
    locale,
    title,
    normalizedTitle: normalizeWithSources(title),
    other,
    normalizedOther: normalizeSearchText(other),
  };
}

async function buildIndex(strapi: Core.Strapi, generation: number): Promise<SearchIndex> {
  const published = { publishedAt: { $notNull: true } };
  const withLocale = (uid: string, fields: string[]) => (isLocalized(strapi, uid) ? [...fields, 'locale'] : fields);
  // The query engine directly, published rows only, the columns search reads and nothing else.
  const [shows, notices, configs] = await Promise.all([
    strapi.db.query(SHOW).findMany({
      select: withLocale(SHOW, ['documentId', 'title', 'startsAt', 'showStatus', 'performers', 'host', 'body']),
      where: published,
    }),
    strapi.db.query(NOTICE).findMany({
      select: withLocale(NOTICE, ['documentId', 'title', 'category', 'postedAt', 'externalUrl', 'body']),
      where: published,
    }),
    strapi.db.query(SITE_CONFIG).findMany({
      select: withLocale(SITE_CONFIG, [
        'documentId',
        'hallName',
        'address',
        'phone',
        'email',
        'rentalPhone',
        'rentalEmail',
      ]),
      where: published,
    }),
  ]);

  const showEntries: IndexedShow[] = shows.map((show) => ({
    ...indexed(show.documentId, asLocale(show.locale) ?? DEFAULT_LOCALE, show.title ?? '', [
      show.performers,
      show.host,
      blocksToPlainText(show.body),
    ]),
    startsAt: new Date(show.startsAt).getTime(),
    showStatus: showStatusOf(show),
    performers: show.performers ?? null,
  }));
  const noticeEntries: IndexedNotice[] = notices.map((notice) => ({
    ...indexed(notice.documentId, asLocale(notice.locale) ?? DEFAULT_LOCALE, notice.title ?? '', [
      blocksToPlainText(notice.body),
    ]),
    category: notice.category,
    postedAt: new Date(notice.postedAt).getTime(),
    externalUrl: notice.externalUrl ?? null,
  }));

  const configOf = (locale: SearchLocale) =>
    configs.find((config) => asLocale(config.locale) === locale) ??
    configs.find((config) => (asLocale(config.locale) ?? DEFAULT_LOCALE) === DEFAULT_LOCALE);
  const pagesOf = (locale: SearchLocale): IndexedPage[] => {
    const config = configOf(locale);
    return SEARCHABLE_PAGES.map((page, order) => ({
      ...indexed(page.path, locale, page.title[locale], [
        page.summary[locale],
        ...page.siteConfig.map((field: SiteConfigText) => (config?.[field] as string | null | undefined) ?? null),
      ]),
      path: page.path,
      order,
    }));
  };

  return {
    generation,
    builtAt: Date.now(),
    shows: byLocale(showEntries),
    notices: byLocale(noticeEntries),
    pages: { ko: pagesOf('ko'), en: pagesOf('en') },
  };
}

interface Scored<Entry> {
  entry: Entry;
  score: number;
}

function matching<Entry extends Indexed>(entries: Entry[], query: string): Scored<Entry>[] {
  const found: Scored<Entry>[] = [];
  for (const entry of entries) {
    const score = matchScore(entry.normalizedTitle, entry.normalizedOther, query);
    if (score !== null) found.push({ entry, score });
  }
  return found;
}

/** The first `SEARCH_RESULTS_PER_KIND` by `compare`, with the count of all. */
function group<Entry, Item>(
  found: Scored<Entry>[],
  compare: (a: Scored<Entry>, b: Scored<Entry>) => number,
  item: (found: Scored<Entry>) => Item,
): SearchGroup<Item> {
  return { count: found.length, items: found.sort(compare).slice(0, SEARCH_RESULTS_PER_KIND).map(item) };
}

const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;

/** The excerpt of the other text, when the title alone does not show why the document was found. */
const excerptOf = (entry: Indexed, query: string, score: number) =>
  score >= MATCH_SCORES.titleWithin ? null : excerptAround(entry.other, query) || null;

/**
 * The site search (docs/decisions/040): an index in this process's memory of every published
 * show, notice and searchable page, built on the first search and again after any change to
 * public content (the generation of the public cache, which every instance bumps on every change,
 * its own or another instance's) and at the latest after the public cache's own lifetime.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let current: SearchIndex | undefined;
  let building: Promise<SearchIndex> | undefined;

  const isFresh = (index: SearchIndex) => {
    const cache = publicCache();
    const age = Date.now() - index.builtAt;
    const lifetime = cache.shortLived ? cache.settings.unsynchronizedTtlMs : cache.settings.ttlMs;
    return index.generation === cache.generation && age < lifetime;
  };

  const index = async (): Promise<SearchIndex> => {
    if (current && isFresh(current)) return current;
    if (!building) {
      const generation = publicCache().generation;
      building = buildIndex(strapi, generation)
        .then((built) => {
          current = built;
          return built;
        })
        .finally(() => {
          building = undefined;
        });
    }
    return building;
  };

  return {
    /** Drops the index (tests; a rebuild happens on the next search). */
    reset() {
      current = undefined;
    },

    /** `text` is the normalised query (contract's checkSearchQuery); empty finds nothing. */
    async search(query: string, text: string, locale: SearchLocale, now = new Date()): Promise<SearchResponse> {
      const empty = { count: 0, items: [] };
      if (!text) return { data: { shows: empty, notices: empty, pages: empty }, meta: { query, locale } };
      const { shows, notices, pages } = await index();
      const today = startOfSeoulDay(now).getTime();

      const showResults = group(
        matching(shows[locale], text),
        (a, b) => {
          const upcomingA = a.entry.startsAt >= today;
          const upcomingB = b.entry.startsAt >= today;
          if (a.score !== b.score) return b.score - a.score;
          if (upcomingA !== upcomingB) return upcomingA ? -1 : 1;
          // Upcoming: the soonest first; past: the latest first.
          return upcomingA ? a.entry.startsAt - b.entry.startsAt : b.entry.startsAt - a.entry.startsAt;
        },
        ({ entry, score }): SearchShowResult => ({
          documentId: entry.documentId,
          title: entry.title,
          startsAt: new Date(entry.startsAt).toISOString(),
          showStatus: entry.showStatus,
          performers: entry.performers,
          excerpt: excerptOf(entry, query, score),
          locale: entry.locale,
        }),
      );
      const noticeResults = group(
        matching(notices[locale], text),
        (a, b) => byScore(a, b) || b.entry.postedAt - a.entry.postedAt,
        ({ entry, score }): SearchNoticeResult => ({
          documentId: entry.documentId,
          title: entry.title,
          category: entry.category,
          postedAt: new Date(entry.postedAt).toISOString(),
          externalUrl: entry.externalUrl,
          excerpt: excerptOf(entry, query, score),
          locale: entry.locale,
        }),
      );
      const pageResults = group(
        matching(pages[locale], text),
        (a, b) => byScore(a, b) || a.entry.order - b.entry.order,
        ({ entry }): SearchPageResult => ({
          path: entry.path,
          title: entry.title,
          excerpt: excerptAround(entry.other, query) || null,
          locale: entry.locale,
        }),
      );
      return { data: { shows: showResults, notices: noticeResults, pages: pageResults }, meta: { query, locale } };
    },
  };
};
