import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, TRANSLATED_PAGES, localizedPath } from '@hall/contract/locales';
import { registerMember, staff, staffToken } from './helpers/actors';
import { request } from './helpers/http';
import { seoulDay } from './helpers/rental';
import { unique, inDays } from './helpers/test-data';
import { STATIC_PAGES } from '../src/discovery/static-pages';

/**
 * English pages and localized content (docs/decisions/038): every public read the pages use takes
 * `locale=ko|en` and nothing else; with English, each show, notice and the site config is its
 * published English version where staff made one, its Korean version otherwise, and says which
 * (`locale`); lists are the same documents in the same order; drafts stay private; the public
 * cache keeps one entry per language; /en pages are rendered by the web app, cached and cleared
 * with content changes in either language; the sitemap pairs both languages with hreflang.
 */

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const html = { accept: 'text/html,application/xhtml+xml' };
const withLocale = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The texts of each type that have an English version (the schemas' localized attributes). */
const LOCALIZED = {
  show: ['title', 'statusNote', 'host', 'performers', 'ageRating', 'priceText', 'body'],
  notice: ['title', 'body'],
  siteConfig: ['hallName', 'address', 'privacyPolicy', 'emailRefusal'],
};

type Entry = Record<string, any>;
const without = (entry: Entry, fields: string[]) =>
  Object.fromEntries(Object.entries(entry).filter(([key]) => !fields.includes(key) && key !== 'locale'));

/** Document service calls of the admin panel in one language (its locale switch). */
const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
async function saveIn(locale: string, uid: string, documentId: string, data: Entry) {
  const response = await request(`${collection(uid)}/${documentId}?locale=${locale}`, {
    method: 'PUT',
    token: await staffToken(),
    body: data,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}
async function publishIn(locale: string, uid: string, documentId: string) {
  const response = await request(`${collection(uid)}/${documentId}/actions/publish?locale=${locale}`, {
    method: 'POST',
    token: await staffToken(),
    body: {},
  });
  expect(response.status, response.text).toBe(200);
}
async function unpublishIn(locale: string, uid: string, documentId: string) {
  const response = await request(`${collection(uid)}/${documentId}/actions/unpublish?locale=${locale}`, {
    method: 'POST',
    token: await staffToken(),
    body: {},
  });
  expect(response.status, response.text).toBe(200);
}

let someShow: Entry;
let someNotice: Entry;
const publicReads = () => [
  '/api/home',
  '/api/shows',
  `/api/shows/${someShow.documentId}`,
  '/api/notices',
  `/api/notices/${someNotice.documentId}`,
  '/api/site-config',
  `/api/schedule?from=${seoulDay(0)}&to=${seoulDay(28)}`,
  '/api/popups',
  '/api/calendar-events',
];

beforeAll(async () => {
  someShow = (await request('/api/shows?pagination[pageSize]=1')).body.data[0];
  someNotice = (await request('/api/notices?pagination[pageSize]=1')).body.data[0];
});

describe('the locale parameter', () => {
  it('is ko or en on every public read the pages use; absent is Korean', async () => {
    for (const path of publicReads()) {
      const absent = await request(path);
      const korean = await request(withLocale(path, 'locale=ko'));
      const english = await request(withLocale(path, 'locale=en'));
      expect([absent.status, korean.status, english.status], path).toEqual([200, 200, 200]);
      expect(korean.body, path).toEqual(absent.body);
    }
  });

  it('is refused (400, a ValidationError) with any other value, never a 500', async () => {
    const hostile = [
      'locale=fr',
      'locale=EN',
      'locale=ko-KR',
      'locale=',
      'locale=*',
      'locale=all',
      'locale=%20en',
      `locale=${'e'.repeat(5_000)}`,
      'locale[]=en',
      'locale[0]=ko&locale[1]=en',
      'locale=ko&locale=en',
      'locale[$ne]=x',
      'locale[a]=b',
      'locale=en%00',
      'locale=%E2%80%AEen',
    ];
    for (const path of publicReads()) {
      for (const query of hostile) {
        const response = await request(withLocale(path, query));
        expect(response.status, `${path} ${query}`).toBe(400);
        expect(response.headers.get('x-cache'), `${path} ${query}`).toBeNull();
      }
    }
  });

  it('answers any generated value with 200 (ko, en) or 400, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...publicReads()),
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('ko', 'en', 'KO', 'en-US', 'zh')),
        async (path, value) => {
          const response = await request(withLocale(path, `locale=${encodeURIComponent(value)}`));
          expect(response.status).toBe(value === 'ko' || value === 'en' ? 200 : 400);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('English content with the Korean as fallback', () => {
  it('lists the same documents in the same order in both languages, each saying its language', async () => {
    const lists = [
      '/api/shows?sort=startsAt:asc&pagination[pageSize]=100',
      '/api/shows?sort=title:desc&pagination[pageSize]=7&pagination[page]=2',
      '/api/notices?pagination[pageSize]=100',
      '/api/notices?filters[category][$eq]=general&pagination[pageSize]=5',
    ];
    let translated = 0;
    for (const path of lists) {
      const korean = (await request(withLocale(path, 'locale=ko'))).body;
      const english = (await request(withLocale(path, 'locale=en'))).body;
      expect(english.meta).toEqual(korean.meta);
      expect(english.data.map((entry: Entry) => entry.documentId)).toEqual(
        korean.data.map((entry: Entry) => entry.documentId),
      );
      const texts = path.includes('shows') ? LOCALIZED.show : LOCALIZED.notice;
      korean.data.forEach((ko: Entry, index: number) => {
        const en = english.data[index];
        expect(ko.locale).toBe('ko');
        expect(['ko', 'en']).toContain(en.locale);
        // What is shared (dates, status, links, images) is the same in both languages.
        expect(without(en, texts)).toEqual(without(ko, texts));
        if (en.locale === 'ko') expect(en).toEqual(ko);
        else {
          translated += 1;
          expect(en.title).not.toBe(ko.title);
          expect(en.title).toMatch(/^[\x20-\x7e\u2013\u2019\u201c\u201d]+$/);
        }
      });
    }
    // The demo content has some translated shows and notices, and leaves the rest Korean.
    expect(translated).toBeGreaterThan(0);
  });

  it('says the language of every show and notice on the home page, the calendar and a detail with its neighbours', async () => {
    const [homeKo, homeEn] = await Promise.all(
      ['ko', 'en'].map(async (locale) => (await request(`/api/home?locale=${locale}`)).body.data),
    );
    for (const key of ['slides', 'tickets'] as const) {
      expect(homeEn[key].map((show: Entry) => show.documentId)).toEqual(
        homeKo[key].map((show: Entry) => show.documentId),
      );
      for (const show of homeKo[key]) expect(show.locale).toBe('ko');
      for (const show of homeEn[key]) expect(['ko', 'en']).toContain(show.locale);
    }
    expect(homeEn.slides.some((show: Entry) => show.locale === 'en')).toBe(true);
    for (const tab of ['general', 'ticketOpen'] as const)
      expect(homeEn.notices[tab].map((notice: Entry) => notice.documentId)).toEqual(
        homeKo.notices[tab].map((notice: Entry) => notice.documentId),
      );

    const range = `from=${seoulDay(-1)}&to=${seoulDay(40)}`;
    const scheduleKo = (await request(`/api/schedule?${range}`)).body.data as Entry[];
    const scheduleEn = (await request(`/api/schedule?${range}&locale=en`)).body.data as Entry[];
    expect(scheduleEn.map((item) => item.documentId)).toEqual(scheduleKo.map((item) => item.documentId));
    for (const item of scheduleKo) expect(item.locale).toBe('ko');
    for (const item of scheduleEn) expect(item.locale).toBe(item.type === 'event' ? 'ko' : item.locale);
    expect(scheduleEn.some((item) => item.locale === 'en')).toBe(true);

    const translatedShow = homeEn.slides.find((show: Entry) => show.locale === 'en');
    const detail = (await request(`/api/shows/${translatedShow.documentId}?locale=en`)).body;
    expect(detail.data.locale).toBe('en');
    expect(detail.data.title).toBe(translatedShow.title);
    for (const neighbour of [detail.meta.adjacent.previous, detail.meta.adjacent.next].filter(Boolean))
      expect(['ko', 'en']).toContain(neighbour.locale);
  });

  it('gives the site config in English with its shared values unchanged', async () => {
    const korean = (await request('/api/site-config')).body.data;
    const english = (await request('/api/site-config?locale=en')).body.data;
    expect(korean.locale).toBe('ko');
    expect(english.locale).toBe('en');
    expect(english.hallName).not.toBe(korean.hallName);
    expect(without(english, LOCALIZED.siteConfig)).toEqual(without(korean, LOCALIZED.siteConfig));
  });

  describe("a show's English version, as staff write it", () => {
    let show: Entry;
    const englishTitle = unique('An English title');
    beforeAll(async () => {
      show = await staff.create(
        SHOW,
        { title: unique('영어 번역 공연'), startsAt: inDays(45), isOrganized: false },
        { publish: true },
      );
    });
    afterAll(async () => staff.remove(SHOW, show.documentId));

    it('is not public as a draft, is after publication, and falls back to Korean when taken off', async () => {
      const read = async () => (await request(`/api/shows/${show.documentId}?locale=en`)).body.data;
      const listed = async () =>
        (await request(`/api/shows?locale=en&filters[documentId][$eq]=${show.documentId}`)).body.data;

      await saveIn('en', SHOW, show.documentId, { title: englishTitle });
      expect(await read()).toMatchObject({ title: show.title, locale: 'ko' });
      expect(await listed()).toMatchObject([{ title: show.title, locale: 'ko' }]);

      await publishIn('en', SHOW, show.documentId);
      expect(await read()).toMatchObject({ title: englishTitle, locale: 'en' });
      expect(await listed()).toMatchObject([{ title: englishTitle, locale: 'en' }]);
      // The Korean page is unchanged.
      expect((await request(`/api/shows/${show.documentId}`)).body.data).toMatchObject({
        title: show.title,
        locale: 'ko',
      });

      // An unpublished edit of the English version stays private.
      await saveIn('en', SHOW, show.documentId, { title: `${englishTitle} (draft)` });
      expect((await read()).title).toBe(englishTitle);
      for (const token of [undefined, (await registerMember('english-draft')).jwt]) {
        const asked = await request(`/api/shows/${show.documentId}?locale=en&status=draft`, { token });
        expect(asked.body.data.title).toBe(englishTitle);
      }

      await unpublishIn('en', SHOW, show.documentId);
      expect(await read()).toMatchObject({ title: show.title, locale: 'ko' });
    });

    it('moves or cancels the same show: dates and status are shared by the languages', async () => {
      await saveIn('en', SHOW, show.documentId, { title: englishTitle });
      await publishIn('en', SHOW, show.documentId);
      const moved = inDays(46);
      await saveIn('en', SHOW, show.documentId, {
        startsAt: moved,
        showStatus: 'rescheduled',
        statusNote: 'Moved by one day.',
      });
      await publishIn('en', SHOW, show.documentId);
      await publishIn('ko', SHOW, show.documentId);
      const korean = (await request(`/api/shows/${show.documentId}`)).body.data;
      const english = (await request(`/api/shows/${show.documentId}?locale=en`)).body.data;
      for (const version of [korean, english]) {
        expect(version.startsAt).toBe(moved);
        expect(version.showStatus).toBe('rescheduled');
      }
      expect(english.statusNote).toBe('Moved by one day.');
      // One calendar event, one sequence, whichever language staff moved it in.
      const ics = await request(`/api/shows/${show.documentId}/calendar.ics`);
      expect(ics.text).toContain('SEQUENCE:1');
    });
  });

  it('has no document that exists only in English: 404 in both languages, in no list', async () => {
    const created = await request(`${collection(SHOW)}?locale=en`, {
      method: 'POST',
      token: await staffToken(),
      body: { title: unique('Only in English'), startsAt: inDays(50), isOrganized: false },
    });
    expect(created.status, created.text).toBe(201);
    const { documentId } = created.body.data;
    await publishIn('en', SHOW, documentId);
    try {
      for (const locale of LOCALES) {
        expect((await request(`/api/shows/${documentId}?locale=${locale}`)).status).toBe(404);
        const list = await request(`/api/shows?locale=${locale}&filters[documentId][$eq]=${documentId}`);
        expect(list.body.data).toEqual([]);
      }
      const sitemap = (await request('/sitemap.xml')).text;
      expect(sitemap).not.toContain(documentId);
    } finally {
      await request(`${collection(SHOW)}/${documentId}?locale=en`, { method: 'DELETE', token: await staffToken() });
    }
    expect((await request('/api/shows/no-such-document?locale=en')).status).toBe(404);
    expect((await request('/api/notices/no-such-document?locale=en')).status).toBe(404);
  });

  it('finds a show by its English title on the English site, and by its Korean one', async () => {
    const english = (await request('/api/shows?locale=en&pagination[pageSize]=100')).body.data as Entry[];
    const translated = english.find((show) => show.locale === 'en')!;
    const korean = (await request(`/api/shows/${translated.documentId}`)).body.data;
    const byEnglish = await request(
      `/api/shows?locale=en&filters[title][$containsi]=${encodeURIComponent(translated.title.slice(0, 12))}`,
    );
    expect(byEnglish.body.data.map((show: Entry) => show.documentId)).toContain(translated.documentId);
    const byKorean = await request(
      `/api/shows?locale=en&filters[title][$containsi]=${encodeURIComponent(korean.title.slice(0, 6))}`,
    );
    expect(byKorean.body.data.map((show: Entry) => show.documentId)).toContain(translated.documentId);
    // The Korean site searches Korean titles only.
    const koreanSite = await request(
      `/api/shows?filters[title][$containsi]=${encodeURIComponent(translated.title.slice(0, 12))}`,
    );
    expect(koreanSite.body.data.map((show: Entry) => show.documentId)).not.toContain(translated.documentId);
  });
});

describe('who reads the English content', () => {
  it('is the same for anonymous visitors, a member and another member; nothing private, no drafts', async () => {
    const [first, second] = await Promise.all([registerMember('english-a'), registerMember('english-b')]);
    for (const path of publicReads()) {
      const english = withLocale(path, 'locale=en');
      const anonymous = await request(english);
      for (const member of [first, second]) {
        const asMember = await request(english, { token: member.jwt });
        expect(asMember.status, path).toBe(200);
        expect(asMember.body, path).toEqual(anonymous.body);
      }
      for (const field of ['scheduledBy', 'scheduledPublishAt', 'calendarSequence', 'createdBy', 'updatedBy'])
        expect(anonymous.text, `${path} ${field}`).not.toContain(`"${field}"`);
      // Asking for drafts is refused (the reads that take no such parameter) or answered with the published content.
      const asking = await request(withLocale(english, 'status=draft'), { token: first.jwt });
      if (asking.status !== 400) expect(asking.body, path).toEqual(anonymous.body);
    }
  });
});

describe('the public cache', () => {
  it('keeps one entry per language, never one per junk value', async () => {
    const path = `/api/notices?pagination[pageSize]=3&sort=postedAt:desc&filters[id][$gt]=${Date.now() % 1000}`;
    const korean = await request(withLocale(path, 'locale=ko'));
    const english = await request(withLocale(path, 'locale=en'));
    expect([korean.headers.get('x-cache'), english.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);
    expect((await request(withLocale(path, 'locale=en'))).headers.get('x-cache')).toBe('HIT');
    // A parameter the read ignores does not make another entry.
    expect((await request(withLocale(path, 'locale=en&utm=1'))).headers.get('x-cache')).toBe('HIT');
    for (const value of ['fr', 'de', 'xx', 'EN'])
      expect((await request(withLocale(path, `locale=${value}`))).headers.get('x-cache')).toBeNull();
  });
});

describe('English pages', () => {
  it('are rendered by the web app, cached per path, and cleared by a change in either language', async () => {
    const show = await staff.create(
      SHOW,
      { title: unique('영어 페이지 공연'), startsAt: inDays(60), isOrganized: false },
      { publish: true },
    );
    try {
      const page = `/en/detail/show/${show.documentId}`;
      const first = await request(page, { headers: html });
      expect(first.status).toBe(200);
      expect(first.text).toContain(`data-locale="ko"><h1>${show.title}</h1>`);
      expect((await request(page, { headers: html })).headers.get('x-cache')).toBe('HIT');

      const englishTitle = unique('The English page');
      await saveIn('en', SHOW, show.documentId, { title: englishTitle });
      // A draft changes nothing on the site, but the cache is cleared all the same.
      await publishIn('en', SHOW, show.documentId);
      const translated = await request(page, { headers: html });
      expect(translated.headers.get('x-cache')).toBe('MISS');
      expect(translated.text).toContain(`data-locale="en"><h1>${englishTitle}</h1>`);
      expect((await request(`/detail/show/${show.documentId}`, { headers: html })).text).toContain(
        `<h1>${show.title}</h1>`,
      );

      expect((await request(page, { headers: html })).headers.get('x-cache')).toBe('HIT');
      await staff.update(SHOW, show.documentId, { startsAt: inDays(61) }, { publish: true });
      expect((await request(page, { headers: html })).headers.get('x-cache')).toBe('MISS');
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('every /en address reaches the web app, pages without an English version too', async () => {
    for (const path of ['/en', '/en/notice', '/en/about/intro', '/en/login', '/en/apply/write', '/en/i18n']) {
      const response = await request(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
    }
    expect((await request('/en/no-such-page', { headers: html })).text).toContain('data-path="/en/no-such-page"');
  });
});

describe('the preview of an English draft', () => {
  it('opens the English page with the English draft; its link opens no other page', async () => {
    const show = await staff.create(
      SHOW,
      { title: unique('미리보기 공연'), startsAt: inDays(70), isOrganized: false },
      { publish: true },
    );
    try {
      const draftTitle = unique('English draft');
      await saveIn('en', SHOW, show.documentId, { title: draftTitle });
      const asked = await request(
        `/content-manager/preview/url/${SHOW}?documentId=${show.documentId}&locale=en&status=draft`,
        { token: await staffToken() },
      );
      const url: string = asked.body.data.url;
      expect(url).toMatch(new RegExp(`^/en/detail/show/${show.documentId}\\?preview=`));
      const preview = await request(url, { headers: html });
      expect(preview.text).toContain(`<h1>${draftTitle}</h1>`);
      expect(preview.headers.get('cache-control')).toBe('no-store');
      // The same token does not open the Korean page's draft; visitors see the published page.
      const korean = await request(url.replace('/en/', '/'), { headers: html });
      expect(korean.text).not.toContain(draftTitle);
      expect((await request(`/en/detail/show/${show.documentId}`, { headers: html })).text).not.toContain(draftTitle);

      const koreanUrl = (
        await request(`/content-manager/preview/url/${SHOW}?documentId=${show.documentId}&locale=ko&status=draft`, {
          token: await staffToken(),
        })
      ).body.data.url;
      expect(koreanUrl).toMatch(new RegExp(`^/detail/show/${show.documentId}\\?preview=`));
      const notice = (
        await request(`/content-manager/preview/url/${NOTICE}?documentId=${someNotice.documentId}&locale=en`, {
          token: await staffToken(),
        })
      ).body.data.url;
      expect(notice).toMatch(new RegExp(`^/en/notice/detail/${someNotice.documentId}\\?preview=`));
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });
});

describe('the sitemap in both languages', () => {
  /** Each `<url>`'s address and its hreflang alternates. */
  function alternatesOf(xml: string): Map<string, Record<string, string>> {
    const urls = new Map<string, Record<string, string>>();
    for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
      const location = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
      const links: Record<string, string> = {};
      for (const [, hreflang, href] of body!.matchAll(
        /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
      ))
        links[hreflang!] = href!;
      urls.set(location, links);
    }
    return urls;
  }

  it('pairs every translated page, show and notice with its other language (ko, en, x-default)', async () => {
    const response = await request('/sitemap.xml');
    expect(response.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = alternatesOf(response.text);
    const origin = new URL([...urls.keys()][0]!).origin;
    const staticTranslated = TRANSLATED_PAGES.filter((page) => !page.includes(':') && page !== '/search');
    // Every static page of the sitemap has an English version, and the other way round (but search).
    expect(STATIC_PAGES.map((page) => page.path).sort()).toEqual([...staticTranslated].sort());

    const shows = (await request('/api/shows?pagination[pageSize]=100')).body.data as Entry[];
    const notices = (await request('/api/notices?pagination[pageSize]=100')).body.data as Entry[];
    const pages = [
      ...staticTranslated,
      ...shows.map((show) => `/detail/show/${show.documentId}`),
      ...notices.map((notice) => `/notice/detail/${notice.documentId}`),
    ];
    for (const page of pages) {
      const korean = origin + localizedPath(page, 'ko');
      const english = origin + localizedPath(page, 'en');
      const expected = { ko: korean, en: english, 'x-default': korean };
      expect(urls.get(korean), page).toEqual(expected);
      expect(urls.get(english), page).toEqual(expected);
    }
    // Each address once.
    expect(response.text.match(/<url>/g)!.length).toBe(urls.size);
  });
});
