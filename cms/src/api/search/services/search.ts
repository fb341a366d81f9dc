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

/**
 * The documents a locale's visitors find, with their signatures and, for every pair of adjacent
 * characters of their normalised title or other text, the documents that have it (ascending).
 */
interface Searchable<Entry extends Indexed> {
  entries: Entry[];
  signatures: Uint32Array;
  pairs: Map<string, number[]>;
}

function pairsOf(entries: Indexed[]): Map<string, number[]> {
  const pairs = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const text of [entry.normalizedTitle.text, entry.normalizedOther]) {
      for (let at = 0; at + 2 <= text.length; at += 1) {
        const pair = text.slice(at, at + 2);
        const documents = pairs.get(pair);
        if (!documents) pairs.set(pair, [index]);
        else if (documents[documents.length - 1] !== index) documents.push(index);
      }
    }
  });
  return pairs;
}

export const searchable = <Entry extends Indexed>(entries: Entry[]): Searchable<Entry> => ({
  entries,
  signatures: signaturesOf(entries),
  pairs: pairsOf(entries),
});

/**
 * The indexes of the entries that may contain `query`: those with every pair of its characters
 * (all of them for one character: the signatures decide). `exact` when having the pairs is having
 * the query (a query of two characters).
 */
function candidatesOf(
  { entries, pairs }: Searchable<Indexed>,
  query: string,
): { indexes: Iterable<number>; exact: boolean } {
  if (query.length < 2) return { indexes: entries.keys(), exact: false };
  const lists: number[][] = [];
  for (let at = 0; at + 2 <= query.length; at += 1) {
    const documents = pairs.get(query.slice(at, at + 2));
    if (!documents) return { indexes: [], exact: true };
    if (!lists.includes(documents)) lists.push(documents);
  }
  if (lists.length === 1) return { indexes: lists[0]!, exact: query.length === 2 };
  const counts = new Uint16Array(entries.length);
  for (const documents of lists) for (const index of documents) counts[index]! += 1;
  const indexes: number[] = [];
  counts.forEach((count, index) => {
    if (count === lists.length) indexes.push(index);
  });
  return { indexes, exact: false };
}

interface SearchIndex {
  /** publicCache().generation when the build started: any later change to public content rebuilds it. */
  generation: number;
  builtAt: number;
  shows: Record<SearchLocale, Searchable<IndexedShow>>;
  notices: Record<SearchLocale, Searchable<IndexedNotice>>;
  pages: Record<SearchLocale, Searchable<IndexedPage>>;
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
function byLocale<Entry extends Indexed>(entries: Entry[]): Record<SearchLocale, Searchable<Entry>> {
  const pick = (locale: SearchLocale) => {
    const chosen = new Map<string, Entry>();
    for (const entry of entries) {
      if (entry.locale === locale) chosen.set(entry.documentId, entry);
      else if (entry.locale === DEFAULT_LOCALE && !chosen.has(entry.documentId)) chosen.set(entry.documentId, entry);
    }
    return searchable([...chosen.values()]);
  };
  return { ko: pick('ko'), en: pick('en') };
}

const bounded = (text: string) => text.slice(0, INDEXED_TEXT_MAX_LENGTH);

/**
 * A document's signature: a 2,048-bit Bloom filter of the characters and character pairs of its
 * normalised text. A document whose signature lacks a bit of the query's cannot contain the query,
 * so most documents are passed over without reading their text (a miss, a rare word); the
 * others are read (docs/decisions/040).
 */
const SIGNATURE_WORDS = 64;
const SIGNATURE_BITS = SIGNATURE_WORDS * 32;

function addToSignature(signature: Uint32Array, offset: number, text: string): void {
  let previous = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const single = Math.imul(code, 0x9e3779b1) >>> 0;
    signature[offset + (single % SIGNATURE_BITS >>> 5)] |= 1 << (single & 31);
    if (previous !== -1) {
      const pair = Math.imul(Math.imul(previous, 0x01000193) ^ code, 0x85ebca6b) >>> 0;
      signature[offset + (pair % SIGNATURE_BITS >>> 5)] |= 1 << (pair & 31);
    }
    previous = code;
  }
}

/** The signatures of `entries`, one after the other. */
function signaturesOf(entries: Indexed[]): Uint32Array {
  const signatures = new Uint32Array(entries.length * SIGNATURE_WORDS);
  entries.forEach((entry, index) => {
    addToSignature(signatures, index * SIGNATURE_WORDS, entry.normalizedTitle.text);
    addToSignature(signatures, index * SIGNATURE_WORDS, entry.normalizedOther);
  });
  return signatures;
}

/** The words of the query's signature that have bits, as [index, bits] pairs. */
export function querySignature(query: string): Array<[number, number]> {
  const signature = new Uint32Array(SIGNATURE_WORDS);
  addToSignature(signature, 0, query);
  const words: Array<[number, number]> = [];
  signature.forEach((bits, index) => {
    if (bits !== 0) words.push([index, bits]);
  });
  return words;
}

export function indexed(
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
    pages: { ko: searchable(pagesOf('ko')), en: searchable(pagesOf('en')) },
  };
}

/** The matching entries by score, each list in the index's order; and how many matched. */
interface Matches<Entry> {
  count: number;
  byScore: Array<{ score: number; entries: Entry[] }>;
}

const SCORES_HIGH_TO_LOW = Object.values(MATCH_SCORES).sort((a, b) => b - a);

/** One pass over the index, no sort: the index is already in each kind's order of ties. */
export function matching<Entry extends Indexed>(
  index: Searchable<Entry>,
  query: string,
  wanted: Array<[number, number]>,
): Matches<Entry> {
  const { entries, signatures } = index;
  const buckets = new Map<number, Entry[]>(SCORES_HIGH_TO_LOW.map((score) => [score, []]));
  let count = 0;
  const candidates = candidatesOf(index, query);
  candidates: for (const at of candidates.indexes) {
    const offset = at * SIGNATURE_WORDS;
    for (const [word, bits] of wanted) if ((signatures[offset + word]! & bits) >>> 0 !== bits) continue candidates;
    const entry = entries[at]!;
    // An exact candidate has the query in its title or its other text: when the title does not
    // have it, the other text does, without reading it (the query stands in for that text).
    const score = matchScore(entry.normalizedTitle, candidates.exact ? query : entry.normalizedOther, query);
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
      const wanted = querySignature(text);

      const showResults = group(
        matching(shows[locale], text, wanted),
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
        matching(notices[locale], text, wanted),
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
        matching(pages[locale], text, wanted),
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
