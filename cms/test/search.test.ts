import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_SCORES,
  matchScore,
  normalizeSearchText,
  SEARCH_MESSAGES,
  SEARCH_RESULTS_PER_KIND,
} from '@hall/contract/search';
import { indexed, matching, querySignature, searchable } from '../src/api/search/services/search';
import { cacheKey, tierOfKey } from '../src/http-cache/keys';
import { registerMember, staff } from './helpers/actors';
import { request } from './helpers/http';
import { callModule, callService } from './helpers/services';
import { inDays } from './helpers/test-data';

/**
 * GET /api/search (docs/api/search.md, docs/decisions/040) on fixed data: each run makes its own
 * documents around a made-up word nobody else uses, so that the demo content and other files'
 * documents never decide a ranking.
 */

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';

/** Three random Hangul syllables: the run's own word. */
const syllables = (count: number) =>
  Array.from({ length: count }, () => String.fromCodePoint(0xac00 + Math.floor(Math.random() * 11_172))).join('');
const WORD = syllables(3);
const OTHER = syllables(3);

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

const SEARCH = 'api::search.search';
/** Waits until the search index has taken in every change so far (it rebuilds in the background). */
const refreshed = () => callService<{ rebuilt: boolean }>(SEARCH, 'refreshed');

const search = (q: string, extra = '') => request(`/api/search?q=${encodeURIComponent(q)}${extra}`);

const SHOW_KEYS = ['documentId', 'excerpt', 'locale', 'performers', 'showStatus', 'startsAt', 'title'];
const NOTICE_KEYS = ['category', 'documentId', 'excerpt', 'externalUrl', 'locale', 'postedAt', 'title'];
const PAGE_KEYS = ['excerpt', 'locale', 'path', 'title'];

describe('the index: character pairs and signatures only ever pass over documents that cannot match', () => {
  const character = fc.constantFrom(...'공연장대관안내 피아노ab-C%_ 1'.split(''));
  const text = fc.array(character, { maxLength: 60 }).map((characters) => characters.join(''));

  it('counts every document whose title or other text contains the query, and no other, and lists the best of each score in the kind’s order', async () => {
    const scores = Object.values(MATCH_SCORES).sort((a, b) => b - a);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 40 }),
        text,
        fc.nat({ max: 45 }),
        async (documents, query, first) => {
          const wanted = normalizeSearchText(query);
          fc.pre(wanted.length > 0);
          const entries = documents.map(([title, other], index) => indexed(String(index), 'ko', title, [other]));
          const found = matching(await searchable(entries), wanted, querySignature(wanted), first);
          // The kind's order of ties: from `first` upwards, then the ones before it downwards.
          const visitOrder = [...entries.slice(first), ...entries.slice(0, first).reverse()];
          const matched = visitOrder.filter(
            (entry) => entry.normalizedTitle.text.includes(wanted) || entry.normalizedOther.includes(wanted),
          );
          expect(found.count).toBe(matched.length);
          const ids = (list: Array<{ documentId: string }>) => list.map((entry) => entry.documentId);
          expect(found.byScore.map(({ score, entries: listed }) => [score, ids(listed)])).toEqual(
            scores.map((score) => [
              score,
              ids(
                matched
                  .filter((entry) => matchScore(entry.normalizedTitle, entry.normalizedOther, wanted) === score)
                  .slice(0, SEARCH_RESULTS_PER_KIND),
              ),
            ]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a query taken from the middle of a long text (Latin letters, whose hashes reach bit 31)', async () => {
    const entries = [indexed('a', 'en', 'Directions', ['Where the hall is'])];
    for (const query of ['directions', 'ections', 'wherethehall', 'hallis', 'di']) {
      const wanted = normalizeSearchText(query);
      expect(matching(await searchable(entries), wanted, querySignature(wanted)).count, query).toBe(1);
    }
  });
});

describe('GET /api/search', () => {
  const titles: Record<string, string> = {};
  let poster: number;

  async function show(key: string, data: Record<string, unknown>, publish = true) {
    titles[key] = data.title as string;
    return staff.create(SHOW, { isOrganized: false, poster, startsAt: inDays(5), ...data }, { publish });
  }
  async function notice(key: string, data: Record<string, unknown>, publish = true) {
    titles[key] = data.title as string;
    return staff.create(NOTICE, { category: 'general', postedAt: inDays(-1), ...data }, { publish });
  }

  beforeAll(async () => {
    poster = await staff.anyImageId();
    // Ranking: the title exactly, at a word's start, within a word, then the other text; a tie by date.
    await show('exact', { title: WORD, startsAt: inDays(40) });
    await show('wordStart', { title: `${WORD}공연장 가을 무대`, startsAt: inDays(30) });
    await show('within', { title: `기획${WORD} 밤`, startsAt: inDays(20) });
    await show('performers', { title: `${OTHER} 독주회`, performers: `피아노 ${WORD}`, startsAt: inDays(10) });
    await show('pastWordStart', { title: `${WORD} 지난 무대`, startsAt: inDays(-10) });
    await show('soonWordStart', { title: `${WORD} 다음 무대`, startsAt: inDays(2) });
    // Never found: a draft, and a show taken off the site.
    await show('draft', { title: `${WORD} 초안 공연` }, false);
    const unpublished = await show('unpublished', { title: `${WORD} 내린 공연` });
    await staff.unpublish(SHOW, unpublished.documentId);

    await notice('spaced', { title: `${OTHER} 대관 안내`, postedAt: inDays(-3) });
    await notice('joined', { title: `${OTHER}대관안내 추가`, postedAt: inDays(-2) });
    await notice('body', {
      title: `${OTHER} 시설 점검`,
      body: paragraph(`${'점검 일정을 알려드립니다. '.repeat(12)}이번 점검은 ${WORD}홀 무대에서 진행됩니다.`),
    });
    await notice('noticeDraft', { title: `${WORD} 초안 공지` }, false);
    // A published notice whose draft was edited afterwards: the published title is what is found.
    const edited = await notice('edited', { title: `${OTHER} 게시된 제목` });
    await staff.update(NOTICE, edited.documentId, { title: `${syllables(4)} 고친 초안` });
    // The index takes the changes in by a rebuild in the background: searched from here on.
    await refreshed();
  });

  it('finds a word inside longer words, and ranks title, word start, within a word, other text, then by date', async () => {
    const response = await search(WORD);
    expect(response.status).toBe(200);
    const shows = response.body.data.shows.items.map((item: { title: string }) => item.title);
    expect(shows).toEqual([
      titles.exact,
      // Word starts: upcoming soonest first, then past ones.
      titles.soonWordStart,
      titles.wordStart,
      titles.pastWordStart,
      titles.within,
      titles.performers,
    ]);
    expect(response.body.data.shows.count).toBe(6);
    // The performers' text is why that show was found: its excerpt says so.
    expect(response.body.data.shows.items[5].excerpt).toContain(WORD);
    expect(response.body.data.shows.items[0].excerpt).toBeNull();
    // The notice body's word inside 'WORD홀', with an excerpt around it.
    const notices = response.body.data.notices.items;
    expect(notices.map((item: { title: string }) => item.title)).toEqual([titles.body]);
    expect(notices[0].excerpt).toContain(`${WORD}홀`);
    expect(notices[0].excerpt.length).toBeLessThan(140);
  });

  it('finds 공연 in 공연장 and ignores spacing either way', async () => {
    const inside = await search(`${WORD} 공연`);
    expect(inside.body.data.shows.items.map((item: { title: string }) => item.title)).toEqual([titles.wordStart]);

    for (const query of [`${OTHER}대관안내`, `${OTHER} 대 관 안 내`, ` ${OTHER}  대관 안내 `]) {
      const response = await search(query);
      expect(response.status).toBe(200);
      // The spaced title is the query exactly once spaces are ignored; the other starts with it.
      expect(
        response.body.data.notices.items.map((item: { title: string }) => item.title),
        query,
      ).toEqual([titles.spaced, titles.joined]);
      expect(response.body.meta.query).toBe(query.trim());
    }
  });

  it('never finds drafts or documents taken off the site, and finds a published document by its published text', async () => {
    const response = await search(`${WORD} 초안`);
    expect(response.body.data.shows.count).toBe(0);
    expect(response.body.data.notices.count).toBe(0);
    expect((await search(`${WORD} 내린`)).body.data.shows.count).toBe(0);
    expect((await search('고친 초안')).body.data.notices.items).toEqual([]);
    const published = await search(`${OTHER} 게시된`);
    expect(published.body.data.notices.items.map((item: { title: string }) => item.title)).toEqual([titles.edited]);
  });

  it('sees a change once the index is rebuilt; until then the index it replaces answers at once', async () => {
    await refreshed();
    const word = syllables(4);
    const created = await staff.create(
      SHOW,
      { title: `${word} 새 공연`, isOrganized: false, poster, startsAt: inDays(3) },
      { publish: true },
    );
    // The first search after the change answers from the old index and starts the rebuild.
    expect((await search(word)).body.data.shows.count).toBe(0);
    await refreshed();
    expect((await search(word)).body.data.shows.count).toBe(1);

    await staff.unpublish(SHOW, created.documentId);
    expect((await search(word)).body.data.shows.count).toBe(1);
    await refreshed();
    expect((await search(word)).body.data.shows.count).toBe(0);
  });

  it('rebuilds only when something changed, and without a search to start it on request', async () => {
    await refreshed();
    expect(await refreshed()).toEqual({ rebuilt: false });
    await staff.create(
      NOTICE,
      { title: `${syllables(4)} 공지`, category: 'general', postedAt: inDays(-1) },
      { publish: true },
    );
    expect(await refreshed()).toEqual({ rebuilt: true });
  });

  it('groups by kind, each with its count and at most a bounded number of results, only public fields', async () => {
    const response = await search('공연');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
    expect(response.body.meta).toEqual({ query: '공연', locale: 'ko' });
    const { shows, notices, pages } = response.body.data;
    expect(shows.count).toBeGreaterThan(SEARCH_RESULTS_PER_KIND);
    expect(shows.items).toHaveLength(SEARCH_RESULTS_PER_KIND);
    for (const item of shows.items) expect(Object.keys(item).sort()).toEqual(SHOW_KEYS);
    for (const item of notices.items) expect(Object.keys(item).sort()).toEqual(NOTICE_KEYS);
    for (const item of pages.items) expect(Object.keys(item).sort()).toEqual(PAGE_KEYS);
    expect(pages.count).toBeGreaterThan(0);
    expect(response.text).not.toMatch(
      /calendarSequence|scheduledBy|scheduledPublishAt|createdBy|updatedBy|publishedAt/,
    );
  });

  it('finds the hall’s pages by title, summary and the site-config text they show', async () => {
    const byTitle = await search('오시는길');
    expect(byTitle.body.data.pages.items[0]).toMatchObject({
      path: '/about/address',
      title: '오시는 길',
      locale: 'ko',
    });
    const siteConfig = await request('/api/site-config');
    const address: string = siteConfig.body.data.address;
    const byAddress = await search(address.slice(0, 12));
    expect(byAddress.body.data.pages.items.map((item: { path: string }) => item.path)).toContain('/about/address');
    const rental = await search('대관 안내');
    expect(rental.body.data.pages.items.map((item: { path: string }) => item.path)).toContain('/apply/notice');
  });

  it('takes locale=ko|en: English titles of pages, each result with its locale (Korean where no English exists)', async () => {
    const english = await search('directions', '&locale=en');
    expect(english.status).toBe(200);
    expect(english.body.meta.locale).toBe('en');
    expect(english.body.data.pages.items[0]).toMatchObject({
      path: '/about/address',
      title: 'Directions',
      locale: 'en',
    });
    const korean = await search(WORD, '&locale=en');
    expect(korean.body.data.shows.items[0]).toMatchObject({ title: titles.exact, locale: 'ko' });
    for (const locale of ['fr', '', 'ko,en'])
      expect((await search(WORD, `&locale=${locale}`)).status, locale).toBe(400);
  });

  it('gives anonymous visitors and every member the same public results', async () => {
    const [a, b] = [await registerMember('search-a'), await registerMember('search-b')];
    const path = `/api/search?q=${encodeURIComponent(WORD)}`;
    const anonymous = await request(path);
    const memberA = await request(path, { token: a.jwt });
    const memberB = await request(path, { token: b.jwt });
    expect([anonymous.status, memberA.status, memberB.status]).toEqual([200, 200, 200]);
    expect(memberA.body).toEqual(anonymous.body);
    expect(memberB.body).toEqual(anonymous.body);
  });

  describe('hostile input: a 400 or an empty result, never a 500', () => {
    const empty = { shows: { count: 0, items: [] }, notices: { count: 0, items: [] }, pages: { count: 0, items: [] } };

    it('an empty query, or one of operators only, is an empty result', async () => {
      for (const query of ['', ' ', '%', '_', '%%', '%_%', '$', '[]', '{}', '\\', "'", '"', '*', '.*', '--', '/**/']) {
        const response = await search(query);
        expect(response.status, JSON.stringify(query)).toBe(200);
        expect(response.body.data, JSON.stringify(query)).toEqual(empty);
      }
      expect((await request('/api/search')).body.data).toEqual(empty);
    });

    it('operators in a query are plain text: never a pattern, never a filter', async () => {
      for (const query of [`${WORD}%`, `%${WORD}`, `${WORD}_`, `$eq ${WORD}`, `${WORD}' OR 1=1 --`]) {
        const response = await search(query);
        expect(response.status, query).toBe(200);
        expect(
          response.body.data.shows.items.map((item: { title: string }) => item.title),
          query,
        ).not.toContain(titles.draft);
      }
      // '%' is not a wildcard: WORD%홀 is WORD홀 after normalisation, which one notice's body holds.
      expect((await search(`${WORD}%홀`)).body.data.notices.count).toBe(1);
      expect((await search(`${WORD}_홀`)).body.data.notices.count).toBe(1);
      expect((await search(`${WORD}%무대`)).body.data.notices.count).toBe(0);
    });

    it('control characters, a long query, arrays, objects and unknown parameters are 400s with a Korean message', async () => {
      const refused: Array<[string, string]> = [
        [`q=${encodeURIComponent('공연\u0007')}`, SEARCH_MESSAGES.invalid],
        [`q=${encodeURIComponent('공연\u001b[31m')}`, SEARCH_MESSAGES.invalid],
        [`q=${encodeURIComponent('\u0085')}`, SEARCH_MESSAGES.invalid],
        [`q=${encodeURIComponent('가'.repeat(51))}`, SEARCH_MESSAGES.tooLong],
        [`q=${encodeURIComponent('가 '.repeat(120))}`, SEARCH_MESSAGES.tooLong],
        [`q=${'a'.repeat(5000)}`, SEARCH_MESSAGES.tooLong],
        ['q[]=a', SEARCH_MESSAGES.invalid],
        ['q[]=a&q[]=b', SEARCH_MESSAGES.invalid],
        ['q=a&q=b', SEARCH_MESSAGES.invalid],
        ['q[$ne]=', SEARCH_MESSAGES.invalid],
        ['q[$eq]=공연', SEARCH_MESSAGES.invalid],
        ['q[0][a]=1', SEARCH_MESSAGES.invalid],
        ['locale[$ne]=x&q=a', SEARCH_MESSAGES.invalid],
        ['q=a&filters[title][$eq]=x', SEARCH_MESSAGES.unknownParameter],
        ['q=a&populate=*', SEARCH_MESSAGES.unknownParameter],
      ];
      for (const [query, message] of refused) {
        const response = await request(`/api/search?${query}`);
        expect(response.status, query.slice(0, 80)).toBe(400);
        expect(response.body.error, query.slice(0, 80)).toMatchObject({ name: 'ValidationError', message });
      }
      // A NUL is refused before any route (global::refuse-nul).
      expect((await request('/api/search?q=%00')).status).toBe(400);
      // Malformed percent-encoding.
      expect((await request('/api/search?q=%E0%A4%A')).status).toBeLessThan(500);
    });
  });

  describe('the caches', () => {
    it('never stores a search response in the public read cache', async () => {
      const before = await callModule<{ api: { entries: number } }>('http-cache/store', 'cacheFootprint');
      for (let index = 0; index < 30; index += 1) {
        const response = await search(`${WORD}${index}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('x-cache')).toBeNull();
        // The time the search took inside the process, which the benchmark reports per query.
        expect(response.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d{2}$/);
        expect((await request(`/api/search?q=${'%'.repeat(index + 1)}`)).status).toBe(200);
        expect((await request(`/api/search?q=${'가'.repeat(60)}${index}`)).status).toBe(400);
      }
      const after = await callModule<{ api: { entries: number } }>('http-cache/store', 'cacheFootprint');
      expect(after.api.entries).toBe(before.api.entries);
    });

    it('keeps /search pages in the searches’ small share of the page cache, and no page with another parameter', async () => {
      const pageKey = (query: string) => `${cacheKey('/search', query)} http://127.0.0.1 desktop`;
      expect(tierOfKey(pageKey(`q=${encodeURIComponent(WORD)}`))).toBe('freeText');
      expect(tierOfKey(pageKey(`q=${encodeURIComponent(WORD)}&utm_source=x`))).toBe('none');
      expect(tierOfKey(pageKey(`q=${encodeURIComponent(WORD)}&locale=en`))).toBe('none');

      const before = await callModule<{ pages: { entries: number; freeTextBytes: number; maxFreeTextBytes: number } }>(
        'http-cache/store',
        'cacheFootprint',
      );
      for (let index = 0; index < 10; index += 1) {
        await request(`/search?q=${encodeURIComponent(`${OTHER}${index}`)}&junk=${index}`, {
          headers: { accept: 'text/html' },
        });
      }
      const afterJunk = await callModule<typeof before>('http-cache/store', 'cacheFootprint');
      expect(afterJunk.pages.entries).toBe(before.pages.entries);
      for (let index = 0; index < 10; index += 1) {
        await request(`/search?q=${encodeURIComponent(`${OTHER}${index}`)}`, { headers: { accept: 'text/html' } });
      }
      const after = await callModule<typeof before>('http-cache/store', 'cacheFootprint');
      // Every new entry is a search's, within its share (http-cache.test.ts floods that share).
      expect(after.pages.freeTextBytes - before.pages.freeTextBytes).toBeGreaterThan(0);
      expect(after.pages.freeTextBytes).toBeLessThanOrEqual(after.pages.maxFreeTextBytes);
    });
  });
});
