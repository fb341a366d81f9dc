import type { Core } from '@strapi/strapi';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import {
  excerptAt,
  excerptSource,
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
 * How long a rebuild computes before it lets other requests run (docs/decisions/040): the index
 * is built in slices, so a search or a page that arrives during a rebuild waits at most about this.
 */
const SLICE_MS = 8;
/** Rows read from the database at a time while building (a synchronous driver blocks for a whole read). */
const ROWS_PER_READ = 500;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `step` for each item, yielding to the event loop every SLICE_MS. */
async function inSlices<T>(items: readonly T[], step: (item: T, index: number) => void): Promise<void> {
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index += 1) {
    step(items[index]!, index);
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

/** `items` mapped by `step`, in slices (inSlices). */
async function mapInSlices<T, R>(items: readonly T[], step: (item: T) => R): Promise<R[]> {
  const mapped: R[] = [];
  await inSlices(items, (item) => mapped.push(step(item)));
  return mapped;
}

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
  /** The same for the titles alone: the few documents whose title may have the query, found first. */
  titlePairs: Map<string, number[]>;
}

async function pairsOf(entries: Indexed[], textsOf: (entry: Indexed) => string[]): Promise<Map<string, number[]>> {
  const pairs = new Map<string, number[]>();
  await inSlices(entries, (entry, index) => {
    for (const text of textsOf(entry)) {
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

export const searchable = async <Entry extends Indexed>(entries: Entry[]): Promise<Searchable<Entry>> => ({
  entries,
  signatures: await signaturesOf(entries),
  pairs: await pairsOf(entries, (entry) => [entry.normalizedTitle.text, entry.normalizedOther]),
  titlePairs: await pairsOf(entries, (entry) => [entry.normalizedTitle.text]),
});

/**
 * The indexes (ascending) of the entries whose texts in `pairs` may contain `query`: those with
 * every pair of its characters; null for a query of one character (every entry: the signatures
 * decide). `exact` when having the pairs is having the query (a query of two characters).
 */
function candidatesOf(
  pairs: Map<string, number[]>,
  length: number,
  query: string,
): { indexes: number[] | null; exact: boolean } {
  if (query.length < 2) return { indexes: null, exact: false };
  const lists: number[][] = [];
  for (let at = 0; at + 2 <= query.length; at += 1) {
    const documents = pairs.get(query.slice(at, at + 2));
    if (!documents) return { indexes: [], exact: true };
    if (!lists.includes(documents)) lists.push(documents);
  }
  if (lists.length === 1) return { indexes: lists[0]!, exact: query.length === 2 };
  const counts = new Uint16Array(length);
  for (const documents of lists) for (const index of documents) counts[index]! += 1;
  const indexes: number[] = [];
  counts.forEach((count, index) => {
    if (count === lists.length) indexes.push(index);
  });
  return { indexes, exact: false };
}

/**
 * Visits `indexes` (ascending; null: all `length` entries) in a kind's order of ties: from the
 * first index at or after `first` upwards, then those before it downwards. Stops when `step` says false.
 */
function visit(indexes: number[] | null, length: number, first: number, step: (at: number) => boolean): void {
  const count = indexes ? indexes.length : length;
  const at = (position: number) => (indexes ? indexes[position]! : position);
  let split = 0;
  let high = count;
  while (split < high) {
    const middle = (split + high) >>> 1;
    if (at(middle) < first) split = middle + 1;
    else high = middle;
  }
  for (let position = split; position < count; position += 1) if (!step(at(position))) return;
  for (let position = split - 1; position >= 0; position -= 1) if (!step(at(position))) return;
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
async function byLocale<Entry extends Indexed>(entries: Entry[]): Promise<Record<SearchLocale, Searchable<Entry>>> {
  const pick = (locale: SearchLocale) => {
    const chosen = new Map<string, Entry>();
    for (const entry of entries) {
      if (entry.locale === locale) chosen.set(entry.documentId, entry);
      else if (entry.locale === DEFAULT_LOCALE && !chosen.has(entry.documentId)) chosen.set(entry.documentId, entry);
    }
    return searchable([...chosen.values()]);
  };
  return { ko: await pick('ko'), en: await pick('en') };
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
async function signaturesOf(entries: Indexed[]): Promise<Uint32Array> {
  const signatures = new Uint32Array(entries.length * SIGNATURE_WORDS);
  await inSlices(entries, (entry, index) => {
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
  // As excerpts cut it (whitespace collapsed): its normalised form is the same either way.
  const other = excerptSource(bounded(otherTexts.filter(Boolean).join('\n')));
  return {
    documentId,
    locale,
    title,
    normalizedTitle: normalizeWithSources(title),
    other,
    normalizedOther: normalizeSearchText(other),
  };
}

/**
 * Every published row of `uid`, the columns given, ROWS_PER_READ at a time in the order of their
 * ids, yielding between reads: one read of thousands of rows would hold the event loop.
 */
async function publishedRows(strapi: Core.Strapi, uid: string, select: string[]) {
  const read = (afterId: number) =>
    strapi.db.query(uid as never).findMany({
      select: ['id', ...select],
      where: { publishedAt: { $notNull: true }, id: { $gt: afterId } },
      orderBy: { id: 'asc' },
      limit: ROWS_PER_READ,
    });
  const rows: Awaited<ReturnType<typeof read>> = [];
  let lastId = 0;
  for (;;) {
    const page = await read(lastId);
    rows.push(...page);
    if (page.length < ROWS_PER_READ) return rows;
    lastId = page[page.length - 1]!.id as number;
    await yieldToEventLoop();
  }
}

async function buildIndex(strapi: Core.Strapi, generation: number): Promise<SearchIndex> {
  const withLocale = (uid: string, fields: string[]) => (isLocalized(strapi, uid) ? [...fields, 'locale'] : fields);
  // The query engine directly, published rows only, the columns search reads and nothing else.
  const shows = await publishedRows(
    strapi,
    SHOW,
    withLocale(SHOW, ['documentId', 'title', 'startsAt', 'showStatus', 'performers', 'host', 'body']),
  );
  const notices = await publishedRows(
    strapi,
    NOTICE,
    withLocale(NOTICE, ['documentId', 'title', 'category', 'postedAt', 'externalUrl', 'body']),
  );
  const configs = await publishedRows(
    strapi,
    SITE_CONFIG,
    withLocale(SITE_CONFIG, ['documentId', 'hallName', 'address', 'phone', 'email', 'rentalPhone', 'rentalEmail']),
  );

  const showEntries: IndexedShow[] = await mapInSlices(shows, (show) => ({
    ...indexed(show.documentId, asLocale(show.locale) ?? DEFAULT_LOCALE, show.title ?? '', [
      show.performers,
      show.host,
      blocksToPlainText(show.body),
    ]),
    startsAt: new Date(show.startsAt).getTime(),
    showStatus: showStatusOf(show as Parameters<typeof showStatusOf>[0]),
    performers: show.performers ?? null,
  }));
  const noticeEntries: IndexedNotice[] = await mapInSlices(notices, (notice) => ({
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
    shows: await byLocale(showEntries),
    notices: await byLocale(noticeEntries),
    pages: { ko: await searchable(pagesOf('ko')), en: await searchable(pagesOf('en')) },
  };
}

/** How many entries matched, and the best of them: at most SEARCH_RESULTS_PER_KIND of each score, best score first, each in the kind's order. */
interface Matches<Entry> {
  count: number;
  byScore: Array<{ score: number; entries: Entry[] }>;
}

const SCORES_HIGH_TO_LOW = Object.values(MATCH_SCORES).sort((a, b) => b - a);

/**
 * The entries that contain the normalised `query` in their title or other text, visited in the
 * kind's order of ties (`visit`, from `first`), without sorting and without reading more than a
 * count needs (docs/decisions/040): first the titles that may have the query (few: the title
 * scores), then the rest, which can only match in their other text. For a two-character query the
 * character pairs alone say which entries match: their number is the count, and the walk stops
 * once it has a page of other-text matches. A longer query reads each remaining candidate's
 * other text to count it, but keeps only the first page.
 */
export function matching<Entry extends Indexed>(
  index: Searchable<Entry>,
  query: string,
  wanted: Array<[number, number]>,
  first = 0,
): Matches<Entry> {
  const { entries, signatures } = index;
  const limit = SEARCH_RESULTS_PER_KIND;
  const signed = (at: number) => {
    const offset = at * SIGNATURE_WORDS;
    for (const [word, bits] of wanted) if ((signatures[offset + word]! & bits) >>> 0 !== bits) return false;
    return true;
  };
  const buckets = new Map<number, Entry[]>(SCORES_HIGH_TO_LOW.map((score) => [score, []]));
  const other = buckets.get(MATCH_SCORES.otherWithin)!;
  const inTitle = new Uint8Array(entries.length);
  let titleCount = 0;

  const titled = candidatesOf(index.titlePairs, entries.length, query);
  visit(titled.indexes, entries.length, first, (at) => {
    if (!titled.exact && !signed(at)) return true;
    const score = matchScore(entries[at]!.normalizedTitle, '', query);
    if (score === null) return true;
    inTitle[at] = 1;
    titleCount += 1;
    const bucket = buckets.get(score)!;
    if (bucket.length < limit) bucket.push(entries[at]!);
    return true;
  });

  const all = candidatesOf(index.pairs, entries.length, query);
  let count = titleCount;
  if (all.exact) {
    // Every candidate has the query: those without it in the title have it in their other text.
    count = all.indexes!.length;
    if (titleCount < limit)
      visit(all.indexes, entries.length, first, (at) => {
        if (!inTitle[at]) other.push(entries[at]!);
        return other.length < limit;
      });
  } else {
    visit(all.indexes, entries.length, first, (at) => {
      if (inTitle[at] || !signed(at) || !entries[at]!.normalizedOther.includes(query)) return true;
      count += 1;
      if (other.length < limit) other.push(entries[at]!);
      return true;
    });
  }
  return { count, byScore: SCORES_HIGH_TO_LOW.map((score) => ({ score, entries: buckets.get(score)! })) };
}

/** The first `SEARCH_RESULTS_PER_KIND`, best score first, with the count of all. */
function group<Entry, Item>(matches: Matches<Entry>, item: (entry: Entry, score: number) => Item): SearchGroup<Item> {
  const items: Item[] = [];
  for (const { score, entries } of matches.byScore) {
    for (const entry of entries) {
      if (items.length === SEARCH_RESULTS_PER_KIND) return { count: matches.count, items };
      items.push(item(entry, score));
    }
  }
  return { count: matches.count, items };
}

/** Where the upcoming shows start in the index (by start): ties list them soonest first, then the past ones latest first. */
function firstUpcoming(shows: IndexedShow[], today: number): number {
  let low = 0;
  let high = shows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (shows[middle]!.startsAt < today) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The excerpt of the other text, when the title alone does not show why the document was found. */
const excerptOf = (entry: Indexed, text: string, score: number) =>
  score >= MATCH_SCORES.titleWithin ? null : excerptAt(entry.other, entry.normalizedOther, text) || null;

/**
 * The site search (docs/decisions/040): an index in this process's memory of every published
 * show, notice and searchable page. The first search builds it and waits; after that it is
 * rebuilt in the background after any change to public content (the generation of the public
 * cache, which every instance bumps on every change, its own or another instance's) and after
 * the public cache's own lifetime, while the index it replaces keeps answering: a change shows in
 * search once its rebuild is done (typically a second or two). One rebuild at a time; a change
 * during a rebuild leaves the new index stale at once, so the next search starts another.
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

  const rebuild = (): Promise<SearchIndex> => {
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

  /** The index to answer from: the current one, even stale, while a rebuild runs; only the first search waits. */
  const index = async (): Promise<SearchIndex> => {
    if (!current) return rebuild();
    if (!isFresh(current)) {
      rebuild().catch((error: unknown) => {
        // The stale index keeps answering; the next search tries again.
        strapi.log.error(`search: rebuilding the index failed: ${error instanceof Error ? error.message : error}`);
      });
    }
    return current;
  };

  return {
    /** Drops the index (tests; a rebuild happens on the next search). */
    reset() {
      current = undefined;
    },

    /**
     * Resolves once the index is fresh, rebuilding it as often as changes demand (tests: what a
     * search answers after a change has been taken in; `building` says whether a rebuild ran).
     */
    async refreshed(): Promise<{ rebuilt: boolean }> {
      let rebuilt = false;
      // A few rounds at most: while this instance cannot hear the others an index lives 1 s,
      // less than a large build takes.
      for (let round = 0; round < 5 && (!current || !isFresh(current)); round += 1) {
        await rebuild();
        rebuilt = true;
      }
      return { rebuilt };
    },

    /** `text` is the normalised query (contract's checkSearchQuery); empty finds nothing. */
    async search(query: string, text: string, locale: SearchLocale, now = new Date()): Promise<SearchResponse> {
      const empty = { count: 0, items: [] };
      if (!text) return { data: { shows: empty, notices: empty, pages: empty }, meta: { query, locale } };
      const { shows, notices, pages } = await index();
      const today = startOfSeoulDay(now).getTime();
      const wanted = querySignature(text);

      const showResults = group(
        matching(shows[locale], text, wanted, firstUpcoming(shows[locale].entries, today)),
        (entry, score): SearchShowResult => ({
          documentId: entry.documentId,
          title: entry.title,
          startsAt: new Date(entry.startsAt).toISOString(),
          showStatus: entry.showStatus,
          performers: entry.performers,
          excerpt: excerptOf(entry, text, score),
          locale: entry.locale,
        }),
      );
      const noticeResults = group(
        matching(notices[locale], text, wanted),
        (entry, score): SearchNoticeResult => ({
          documentId: entry.documentId,
          title: entry.title,
          category: entry.category,
          postedAt: new Date(entry.postedAt).toISOString(),
          externalUrl: entry.externalUrl,
          excerpt: excerptOf(entry, text, score),
          locale: entry.locale,
        }),
      );
      const pageResults = group(
        matching(pages[locale], text, wanted),
        (entry): SearchPageResult => ({
          path: entry.path,
          title: entry.title,
          excerpt: excerptAt(entry.other, entry.normalizedOther, text) || null,
          locale: entry.locale,
        }),
      );
      return { data: { shows: showResults, notices: noticeResults, pages: pageResults }, meta: { query, locale } };
    },
  };
};
