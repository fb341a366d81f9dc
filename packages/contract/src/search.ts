/**
 * The site search (GET /api/search, the /search page; docs/decisions/040): how text and a query
 * are compared, how a match ranks, what a query may be, and the pages it finds. The cms ranks
 * with these functions; the web app highlights the match with the same normalisation.
 */

import { PAGE_TITLES } from './page-titles';
import { hasForbiddenCharacters } from './plain-text';

/** Characters of a query after normalisation; a longer one is refused (400). */
export const SEARCH_QUERY_MAX_LENGTH = 50;
/** Characters of `q` as sent, before normalisation: spaces and punctuation count here. */
export const SEARCH_INPUT_MAX_LENGTH = 200;
/** Results listed per kind; `count` says how many matched in all. */
export const SEARCH_RESULTS_PER_KIND = 10;

export const SEARCH_LOCALES = ['ko', 'en'] as const;
export type SearchLocale = (typeof SEARCH_LOCALES)[number];

export const SEARCH_KINDS = ['shows', 'notices', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The refusals of a query, in the site's Korean (copy-ko.md). */
export const SEARCH_MESSAGES = {
  tooLong: `검색어는 ${SEARCH_QUERY_MAX_LENGTH}자 이내로 입력해주세요.`,
  invalid: '검색어에 사용할 수 없는 문자가 있습니다.',
  locale: '지원하지 않는 언어입니다.',
  unknownParameter: '검색에 사용할 수 없는 항목이 있습니다.',
} as const;

// Whitespace, punctuation and symbols (%, _, $, brackets, ·, ~) never decide a match.
const IGNORED = /[\s\p{P}\p{S}\p{Cf}]/u;

export interface NormalizedText {
  /** The text in compatibility form, lower-case, without whitespace, punctuation or symbols. */
  text: string;
  /** For each character of `text`, the index of the character of the source it comes from. */
  sources: number[];
  /** Indexes of `text` where a word of the source starts (after a space or punctuation, or at 0). */
  wordStarts: Set<number>;
}

/** Characters already folded: a site's text uses a few thousand distinct characters. */
const foldedCharacters = new Map<string, string>();

/** One character (a code point) as search compares it: NFKC, lower-case, '' when ignored. */
function folded(character: string): string {
  // Hangul syllables, most of the text, are their own NFKC form, caseless and never ignored.
  const code = character.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return character;
  let result = foldedCharacters.get(character);
  if (result === undefined) {
    result = '';
    for (const part of character.normalize('NFKC').toLowerCase()) if (!IGNORED.test(part)) result += part;
    if (foldedCharacters.size < 20_000) foldedCharacters.set(character, result);
  }
  return result;
}

/**
 * The text as search compares it: NFKC (full-width letters and compatibility jamo become their
 * ordinary forms), lower-case, and without whitespace, punctuation and symbols, so that "대 관
 * 안내" is "대관안내" and "(주)공연" is "주공연". `source` is first composed (NFC): decomposed
 * Hangul from some keyboards compares equal to the composed syllables.
 */
export function normalizeWithSources(source: string): NormalizedText {
  const composed = source.normalize('NFC');
  const parts: string[] = [];
  const sources: number[] = [];
  const wordStarts = new Set<number>();
  let atWordStart = true;
  let index = 0;
  for (const character of composed) {
    const kept = folded(character);
    if (kept) {
      if (atWordStart) wordStarts.add(sources.length);
      parts.push(kept);
      for (let unit = 0; unit < kept.length; unit += 1) sources.push(index);
    }
    // A character search ignores (a space, punctuation) ends a word.
    atWordStart = !kept;
    index += character.length;
  }
  // One flat string (see normalizeSearchText).
  return { text: parts.join(''), sources, wordStarts };
}

/**
 * normalizeWithSources' text only (the same text, without the bookkeeping). Joined once, so that
 * the result is one flat string: `+=` makes a rope of thousands of pieces, slow to search.
 */
export function normalizeSearchText(source: string): string {
  const parts: string[] = [];
  for (const character of source.normalize('NFC')) parts.push(folded(character));
  return parts.join('');
}

/** The index in `composed` (NFC text) of the character the normalised text's `position` comes from. */
function sourceIndexAt(composed: string, position: number): number {
  let count = 0;
  let index = 0;
  for (const character of composed) {
    count += folded(character).length;
    if (count > position) return index;
    index += character.length;
  }
  return index;
}

export type SearchQueryCheck =
  | { ok: true; query: string; text: string }
  | { ok: false; message: typeof SEARCH_MESSAGES.tooLong | typeof SEARCH_MESSAGES.invalid };

/**
 * A visitor's query as search takes it: `query` trimmed, `text` normalised (empty: nothing to
 * search, an empty result). Anything but one string, a control character or too many characters
 * is refused. Operators ($, %, _, brackets) are ordinary characters, and normalisation drops them.
 */
export function checkSearchQuery(raw: unknown): SearchQueryCheck {
  if (raw === undefined || raw === null) return { ok: true, query: '', text: '' };
  if (typeof raw !== 'string') return { ok: false, message: SEARCH_MESSAGES.invalid };
  // What no typed text may hold (plain-text.ts), except whitespace, which a search ignores: a
  // pasted tab or line break is a space here.
  if (hasForbiddenCharacters(raw.replace(/\s/g, ' '))) return { ok: false, message: SEARCH_MESSAGES.invalid };
  if (raw.length > SEARCH_INPUT_MAX_LENGTH) return { ok: false, message: SEARCH_MESSAGES.tooLong };
  const query = raw.trim();
  const text = normalizeSearchText(query);
  if (Array.from(text).length > SEARCH_QUERY_MAX_LENGTH) return { ok: false, message: SEARCH_MESSAGES.tooLong };
  return { ok: true, query, text };
}

/** How well a field matched; higher ranks first. */
export const MATCH_SCORES = {
  titleExact: 400,
  titleWordStart: 300,
  titleWithin: 200,
  otherWithin: 100,
} as const;

/**
 * The score of a document for the normalised query `query`: its title (exactly, at a word's start,
 * within a word) over its other text; null when neither contains the query.
 */
export function matchScore(title: NormalizedText, other: string, query: string): number | null {
  if (!query) return null;
  if (title.text === query) return MATCH_SCORES.titleExact;
  let at = title.text.indexOf(query);
  if (at !== -1) {
    while (at !== -1) {
      if (title.wordStarts.has(at)) return MATCH_SCORES.titleWordStart;
      at = title.text.indexOf(query, at + 1);
    }
    return MATCH_SCORES.titleWithin;
  }
  return other.includes(query) ? MATCH_SCORES.otherWithin : null;
}

/** A piece of a text to show, marked when it is part of the match. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * `source` cut into parts, the ones that match `query` (any text; normalised here) marked: the
 * match is found in the normalised text and mapped back, so "대관 안내" marks "대관안내" and
 * "대관 안내" alike. Without a match, one unmarked part.
 */
export function highlightMatches(source: string, query: string): HighlightPart[] {
  const composed = source.normalize('NFC');
  const wanted = normalizeSearchText(query);
  if (!wanted) return composed ? [{ text: composed, match: false }] : [];
  const normalized = normalizeWithSources(composed);
  const ranges: Array<[number, number]> = [];
  let at = normalized.text.indexOf(wanted);
  while (at !== -1) {
    const start = normalized.sources[at]!;
    const lastSource = normalized.sources[at + wanted.length - 1]!;
    const end = lastSource + Array.from(composed.slice(lastSource))[0]!.length;
    ranges.push([start, end]);
    at = normalized.text.indexOf(wanted, at + wanted.length);
  }
  const parts: HighlightPart[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) parts.push({ text: composed.slice(cursor, start), match: false });
    parts.push({ text: composed.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < composed.length) parts.push({ text: composed.slice(cursor), match: false });
  return parts;
}

/** A text as a result's excerpt cuts it: NFC, each run of whitespace one space, trimmed. */
export function excerptSource(source: string): string {
  return source.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * The part of a long text around its first match, for a result's excerpt: about `length`
 * characters, with '…' where it was cut. The start of the text when it does not match.
 */
export function excerptAround(source: string, query: string, length = 120): string {
  const composed = excerptSource(source);
  if (composed.length <= length) return composed;
  return excerptAt(composed, normalizeSearchText(composed), normalizeSearchText(query), length);
}

/**
 * excerptAround for a text already prepared: `composed` is excerptSource's form, `normalized`
 * its normalizeSearchText, `wanted` the normalised query (search keeps the first two in its
 * index, so that an excerpt costs a search in the text, not its normalisation).
 */
export function excerptAt(composed: string, normalized: string, wanted: string, length = 120): string {
  if (composed.length <= length) return composed;
  const at = wanted ? normalized.indexOf(wanted) : -1;
  const matchStart = at === -1 ? 0 : sourceIndexAt(composed, at);
  const start = Math.max(0, Math.min(matchStart - Math.floor(length / 3), composed.length - length));
  const end = Math.min(composed.length, start + length);
  return `${start > 0 ? '…' : ''}${composed.slice(start, end).trim()}${end < composed.length ? '…' : ''}`;
}

/** The site-config texts a page shows, which search finds it by. */
export type SiteConfigText = 'hallName' | 'address' | 'phone' | 'email' | 'rentalPhone' | 'rentalEmail';

/** A page of the site that search finds by its title, its summary and the site-config texts it shows. */
export interface SearchablePage {
  path: string;
  title: Record<SearchLocale, string>;
  summary: Record<SearchLocale, string>;
  siteConfig: SiteConfigText[];
}

/**
 * The hall's own pages that search lists (not the lists of shows and notices, whose records it
 * finds themselves). Titles are the pages' own (page-titles.ts); a summary says what the page holds, in more words
 * than its description, for a query to find.
 */
export const SEARCHABLE_PAGES: SearchablePage[] = [
  {
    path: '/about/intro',
    title: PAGE_TITLES['/about/intro'],
    summary: {
      ko: '280석 규모의 실내악 전문 공연장을 소개합니다. 음향 특성, 추천 장르, 문의',
      en: 'A 280-seat hall for chamber music: acoustics, recommended genres, contact.',
    },
    siteConfig: ['hallName', 'phone', 'email', 'rentalPhone', 'rentalEmail'],
  },
  {
    path: '/about/info',
    title: PAGE_TITLES['/about/info'],
    summary: {
      ko: '공연장의 규모와 음향 설계, 보유 장비를 안내합니다.',
      en: 'The size of the hall, its acoustic design and its equipment.',
    },
    siteConfig: [],
  },
  {
    path: '/about/layout',
    title: PAGE_TITLES['/about/layout'],
    summary: { ko: '공연장 객석 280석의 배치를 확인하세요.', en: 'The layout of the 280 seats.' },
    siteConfig: [],
  },
  {
    path: '/about/address',
    title: PAGE_TITLES['/about/address'],
    summary: {
      ko: '공연장 위치와 교통편, 주차 안내입니다.',
      en: 'Where the hall is, how to get there and where to park.',
    },
    siteConfig: ['address', 'phone'],
  },
  {
    path: '/apply/notice',
    title: PAGE_TITLES['/apply/notice'],
    summary: {
      ko: '대관 안내: 공연, 경연, 기업 행사를 위한 공연장 대관 절차와 비용을 안내합니다.',
      en: 'How to rent the hall for performances, competitions and corporate events, and what it costs.',
    },
    siteConfig: ['rentalPhone', 'rentalEmail'],
  },
];

export interface SearchShowResult {
  documentId: string;
  title: string;
  startsAt: string;
  showStatus: string;
  performers: string | null;
  /** Where the query matched when not in the title: a short excerpt of that text. */
  excerpt: string | null;
  locale: SearchLocale;
}

export interface SearchNoticeResult {
  documentId: string;
  title: string;
  category: string;
  postedAt: string;
  externalUrl: string | null;
  excerpt: string | null;
  locale: SearchLocale;
}

export interface SearchPageResult {
  path: string;
  title: string;
  excerpt: string | null;
  locale: SearchLocale;
}

export interface SearchGroup<Item> {
  count: number;
  items: Item[];
}

/** The body of GET /api/search (docs/api/search.md). */
export interface SearchResponse {
  data: {
    shows: SearchGroup<SearchShowResult>;
    notices: SearchGroup<SearchNoticeResult>;
    pages: SearchGroup<SearchPageResult>;
  };
  meta: { query: string; locale: SearchLocale };
}
