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
    return SEARCHABLE_PAGES.map((page) => ({
      ...indexed(page.path, locale, page.title[locale], [
        page.summary[locale],
        ...page.siteConfig.map((field: SiteConfigText) => (config?.[field] as string | null | undefined) ?? null),
      ]),
      path: page.path,
    }));
  };

  // The order of ties (ranking sorts by score only): shows by start, notices newest first.
  showEntries.sort((a, b) => a.startsAt - b.startsAt);
  noticeEntries.sort((a, b) => b.postedAt - a.postedAt);
  return {
    generation,
    builtAt: Date.now(),
    shows: byLocale(showEntries),
    notices: byLocale(noticeEntries),
    pages: { ko: pagesOf('ko'), en: pagesOf('en') },
  };
}

/** The matching entries by score, each list in the index's order; and how many matched. */
interface Matches<Entry> {
  count: number;
  byScore: Array<{ score: number; entries: Entry[] }>;
}

const SCORES_HIGH_TO_LOW = Object.values(MATCH_SCORES).sort((a, b) => b - a);

/** One pass over the index, no sort: the index is already in each kind's order of ties. */
function matching<Entry extends Indexed>(entries: Entry[], query: string): Matches<Entry> {
  const buckets = new Map<number, Entry[]>(SCORES_HIGH_TO_LOW.map((score) => [score, []]));
  let count = 0;
  for (const entry of entries) {
    const score = matchScore(entry.normalizedTitle, entry.normalizedOther, query);
    if (score === null) continue;
    buckets.get(score)!.push(entry);
    count += 1;
  }
  return { count, byScore: SCORES_HIGH_TO_LOW.map((score) => ({ score, entries: buckets.get(score)! })) };
}

/** The first `SEARCH_RESULTS_PER_KIND`, best score first, each score's entries in `order`, with the count of all. */
function group<Entry, Item>(
  matches: Matches<Entry>,
  item: (entry: Entry, score: number) => Item,
  order: (entries: Entry[]) => Entry[] = (entries) => entries,
): SearchGroup<Item> {
  const items: Item[] = [];
  for (const { score, entries } of matches.byScore) {
    for (const entry of order(entries)) {
      if (items.length === SEARCH_RESULTS_PER_KIND) return { count: matches.count, items };
      items.push(item(entry, score));
    }
  }
  return { count: matches.count, items };
}

/** Shows, in the index by start: the upcoming ones soonest first, then the past ones latest first. */
function upcomingFirst(today: number) {
  return (shows: IndexedShow[]) => {
    const firstUpcoming = shows.findIndex((show) => show.startsAt >= today);
    if (firstUpcoming === -1) return [...shows].reverse();
    return [...shows.slice(firstUpcoming), ...shows.slice(0, firstUpcoming).reverse()];
  };
}

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
        (entry, score): SearchShowResult => ({
          documentId: entry.documentId,
          title: entry.title,
          startsAt: new Date(entry.startsAt).toISOString(),
          showStatus: entry.showStatus,
          performers: entry.performers,
          excerpt: excerptOf(entry, query, score),
          locale: entry.locale,
        }),
        upcomingFirst(today),
      );
      const noticeResults = group(
        matching(notices[locale], text),
        (entry, score): SearchNoticeResult => ({
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
        (entry): SearchPageResult => ({
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
