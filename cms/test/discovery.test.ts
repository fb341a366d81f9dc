import { validate as validateXml } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { buildSitemap, SITEMAP_MAX_URLS } from '../src/discovery/sitemap';
import { localizedPath } from '@hall/contract/locales';
import { STATIC_PAGES } from '../src/discovery/static-pages';
import { staff } from './helpers/actors';
import { cmsUrl, rawGet, request } from './helpers/http';
import { unique, inDays } from './helpers/test-data';

/**
 * The files for search engines and feed readers (docs/decisions/028): /robots.txt names the
 * sitemap, /sitemap.xml lists the static pages and every published show and notice with its last
 * change, /notice/feed.xml is the Atom feed of the latest notices. All of them are built on the
 * configured public origin (PUBLIC_URL in the suite), cached like the public reads and cleared by
 * every publish and unpublish.
 */

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const FOREIGN_HOST = { host: 'attacker.example', 'x-forwarded-host': 'forwarded.attacker.example' };

/** The `<url>` entries of a sitemap: address and lastmod (their hreflang alternates: english.test.ts). */
function sitemapEntries(xml: string): Map<string, string | undefined> {
  const entries = new Map<string, string | undefined>();
  for (const match of xml.matchAll(
    /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g,
  ))
    entries.set(match[1]!, match[2]);
  return entries;
}

/** The feed's entries: title, link, summary, updated, published. */
function feedEntries(xml: string) {
  return [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry]) => ({
    title: /<title type="html"><!\[CDATA\[([\s\S]*?)\]\]><\/title>/.exec(entry!)?.[1],
    link: /<link href="([^"]+)"\/>/.exec(entry!)?.[1],
    summary: /<summary type="html"><!\[CDATA\[([\s\S]*?)\]\]><\/summary>/.exec(entry!)?.[1],
    updated: /<updated>([^<]+)<\/updated>/.exec(entry!)?.[1],
    published: /<published>([^<]+)<\/published>/.exec(entry!)?.[1],
  }));
}

/** Reads `path` twice: the second read must be a cache hit with the same body. */
async function readTwice(path: string) {
  const first = await request(path);
  const second = await request(path);
  expect(first.status, first.text.slice(0, 200)).toBe(200);
  expect(second.headers.get('x-cache'), path).toBe('HIT');
  expect(second.text).toBe(first.text);
  return second;
}

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the admin panel, and names the sitemap on the public origin', async () => {
    const response = await readTwice('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin/',
      '',
      `Sitemap: ${cmsUrl()}/sitemap.xml`,
      '',
    ]);
  });

  it('is the same whatever Host the request names', async () => {
    const poisoned = await rawGet('/robots.txt', FOREIGN_HOST);
    expect(poisoned.status).toBe(200);
    expect(poisoned.text).toContain(`Sitemap: ${cmsUrl()}/sitemap.xml`);
    expect(poisoned.text).not.toContain('attacker');
  });
});

describe('/sitemap.xml', () => {
  let publishedShow: { documentId: string };
  let draftShow: { documentId: string };
  let publishedNotice: { documentId: string };
  let hiddenNotice: { documentId: string };
  let startedAt: number;

  beforeAll(async () => {
    startedAt = Date.now() - 1_000;
    publishedShow = await staff.create(
      SHOW,
      { title: unique('사이트맵 공연'), startsAt: inDays(5), isOrganized: false },
      { publish: true },
    );
    draftShow = await staff.create(SHOW, { title: unique('사이트맵 초안'), startsAt: inDays(6), isOrganized: false });
    publishedNotice = await staff.create(
      NOTICE,
      { title: unique('사이트맵 공지'), category: 'general' },
      { publish: true },
    );
    hiddenNotice = await staff.create(NOTICE, { title: unique('숨긴 공지'), category: 'general' }, { publish: true });
    await staff.unpublish(NOTICE, hiddenNotice.documentId);
  });

  it('is a well-formed urlset of absolute addresses on the public origin', async () => {
    const response = await readTwice('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(validateXml(response.text)).toBe(true);
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n/,
    );
    const entries = sitemapEntries(response.text);
    expect(entries.size).toBe((response.text.match(/<url>/g) ?? []).length);
    for (const [location, lastmod] of entries) {
      expect(location.startsWith(`${cmsUrl()}/`), location).toBe(true);
      if (lastmod !== undefined) expect(lastmod, location).toMatch(W3C_DATETIME);
    }
  });

  it('lists the static pages, but no member, login or form page', async () => {
    const entries = sitemapEntries((await request('/sitemap.xml')).text);
    for (const page of STATIC_PAGES) {
      expect(entries.has(`${cmsUrl()}${page.path}`), page.path).toBe(true);
      expect(entries.has(`${cmsUrl()}${localizedPath(page.path, 'en')}`), page.path).toBe(true);
    }
    const paths = [...entries.keys()].map((location) => new URL(location).pathname);
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(my|detail\/my|login|signup|password|mail|apply\/write|finish)(\/|$)/);
      expect(path).not.toMatch(/^\/(api|admin|uploads)\//);
    }
    // The list pages change with what they list: their lastmod is the newest change to it.
    expect(entries.get(`${cmsUrl()}/notice`)).toMatch(W3C_DATETIME);
    expect(entries.get(`${cmsUrl()}/show/schedule`)).toMatch(W3C_DATETIME);
  });

  it('lists every published show and visible notice with its last change, and no draft or hidden notice', async () => {
    const entries = sitemapEntries((await request('/sitemap.xml')).text);
    const showEntry = `${cmsUrl()}/detail/show/${publishedShow.documentId}`;
    const noticeEntry = `${cmsUrl()}/notice/detail/${publishedNotice.documentId}`;
    for (const location of [showEntry, noticeEntry]) {
      const lastmod = entries.get(location);
      expect(lastmod, location).toMatch(W3C_DATETIME);
      expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);
      expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
    }
    expect(entries.has(`${cmsUrl()}/detail/show/${draftShow.documentId}`)).toBe(false);
    expect(entries.has(`${cmsUrl()}/notice/detail/${hiddenNotice.documentId}`)).toBe(false);

    // Every published record is there, in Korean and in English: as many show and notice entries
    // in each language as the public lists count.
    const total = async (path: string) => (await request(`${path}?pagination[pageSize]=1`)).body.meta.pagination.total;
    const count = (prefix: string) => [...entries.keys()].filter((location) => location.startsWith(prefix)).length;
    expect(count(`${cmsUrl()}/detail/show/`)).toBe(await total('/api/shows'));
    expect(count(`${cmsUrl()}/notice/detail/`)).toBe(await total('/api/notices'));
    expect(count(`${cmsUrl()}/en/detail/show/`)).toBe(await total('/api/shows'));
    expect(count(`${cmsUrl()}/en/notice/detail/`)).toBe(await total('/api/notices'));
  });

  it('is cleared by a publish and an unpublish: the record appears and disappears at once', async () => {
    const notice = await staff.create(NOTICE, { title: unique('곧 게시할 공지'), category: 'general' });
    const location = `${cmsUrl()}/notice/detail/${notice.documentId}`;
    expect(sitemapEntries((await readTwice('/sitemap.xml')).text).has(location)).toBe(false);

    await staff.publish(NOTICE, notice.documentId);
    const afterPublish = await request('/sitemap.xml');
    expect(afterPublish.headers.get('x-cache')).toBe('MISS');
    expect(sitemapEntries(afterPublish.text).has(location)).toBe(true);
    expect(sitemapEntries((await readTwice('/sitemap.xml')).text).has(location)).toBe(true);

    await staff.unpublish(NOTICE, notice.documentId);
    const afterUnpublish = await request('/sitemap.xml');
    expect(afterUnpublish.headers.get('x-cache')).toBe('MISS');
    expect(sitemapEntries(afterUnpublish.text).has(location)).toBe(false);
  });

  it('revalidates with its ETag (304)', async () => {
    const response = await readTwice('/sitemap.xml');
    const revalidated = await request('/sitemap.xml', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('is the same whatever Host the request names, and the cached copy stays clean', async () => {
    await staff.update(NOTICE, publishedNotice.documentId, { title: unique('사이트맵 공지 수정') }, { publish: true });
    const poisoned = await rawGet('/sitemap.xml', FOREIGN_HOST);
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers['x-cache']).toBe('MISS');
    expect(poisoned.text).not.toContain('attacker');
    expect(poisoned.text).toContain(`<loc>${cmsUrl()}/</loc>`);
    const next = await rawGet('/sitemap.xml');
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.text).toBe(poisoned.text);
  });

  it('refuses parameters (400), which are never cached', async () => {
    for (const path of ['/sitemap.xml?page=2', '/robots.txt?x=1', '/notice/feed.xml?format=rss']) {
      const first = await request(path);
      expect(first.status, path).toBe(400);
      expect((await request(path)).headers.get('x-cache'), path).toBeNull();
    }
  });

  it('is not written to by other methods', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/notice/feed.xml']) {
      const response = await request(path, { method: 'POST', body: {} });
      expect([404, 405], path).toContain(response.status);
    }
  });
});

describe('the sitemap of a large site', () => {
  /**
   * A stand-in for the query engine with `shows` published shows and a few notices: it returns
   * the keyset queries the builder makes and records their sizes.
   */
  function fakeStrapi(shows: number, notices: number) {
    const queries: Array<{ uid: string; limit?: number }> = [];
    const tables: Record<string, Array<{ id: number; documentId: string; updatedAt: string }>> = {
      'api::show.show': Array.from({ length: shows }, (_, index) => ({
        id: index + 1,
        documentId: `show${String(index + 1).padStart(20, '0')}`,
        updatedAt: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
      })),
      'api::notice.notice': Array.from({ length: notices }, (_, index) => ({
        id: index + 1,
        documentId: `notice${String(index + 1).padStart(18, '0')}`,
        updatedAt: new Date(Date.UTC(2021, 0, 1) + index * 60_000).toISOString(),
      })),
    };
    const below = (where: { id?: { $lt?: number; $lte?: number } }) => (row: { id: number }) =>
      (where.id?.$lt === undefined || row.id < where.id.$lt) &&
      (where.id?.$lte === undefined || row.id <= where.id.$lte);
    const strapi = {
      db: {
        query: (uid: string) => ({
          async findMany({ where, limit }: { where: { id?: { $lt?: number } }; limit?: number }) {
            queries.push({ uid, limit });
            return tables[uid]!.filter(below(where))
              .sort((a, b) => b.id - a.id)
              .slice(0, limit);
          },
          async count({ where }: { where: { id?: { $lte?: number } } }) {
            return tables[uid]!.filter(below(where)).length;
          },
        }),
      },
    };
    return { strapi: strapi as unknown as Core.Strapi, queries };
  }

  it('reads thousands of shows in slices and lists each once', async () => {
    const { strapi, queries } = fakeStrapi(4_500, 30);
    const { xml, urls, omitted } = await buildSitemap(strapi, 'https://hall.example');
    expect(validateXml(xml)).toBe(true);
    // Each page in Korean and in English.
    expect(urls).toBe(2 * (STATIC_PAGES.length + 4_500 + 30));
    expect(omitted).toBe(0);
    expect(new Set(sitemapEntries(xml).keys()).size).toBe(urls);
    expect(queries.every((query) => query.limit === 1_000)).toBe(true);
    expect(queries.filter((query) => query.uid === 'api::show.show')).toHaveLength(5);
    expect(sitemapEntries(xml).get(`https://hall.example/detail/show/show${String(1).padStart(20, '0')}`)).toBe(
      '2020-01-01T00:00:00Z',
    );
  });

  it('stays within the 50,000 addresses of one file, keeping the newest publications, and counts what it left out', async () => {
    const { strapi } = fakeStrapi(SITEMAP_MAX_URLS + 2_000, 50);
    const { xml, urls, omitted } = await buildSitemap(strapi, 'https://hall.example');
    expect(urls).toBe(SITEMAP_MAX_URLS);
    expect((xml.match(/<url>/g) ?? []).length).toBe(SITEMAP_MAX_URLS);
    // Two addresses a record (Korean and English): half the room left by the static pages' pairs.
    expect(omitted).toBe(SITEMAP_MAX_URLS + 2_000 + 50 - (SITEMAP_MAX_URLS - 2 * STATIC_PAGES.length) / 2);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
    const entries = sitemapEntries(xml);
    expect(
      entries.has(`https://hall.example/detail/show/show${String(SITEMAP_MAX_URLS + 2_000).padStart(20, '0')}`),
    ).toBe(true);
    expect(entries.has(`https://hall.example/detail/show/show${String(1).padStart(20, '0')}`)).toBe(false);
  });
});

describe('/notice/feed.xml', () => {
  let titled: { documentId: string; title: string };
  let hidden: { documentId: string };

  beforeAll(async () => {
    titled = await staff.create(
      NOTICE,
      {
        title: `${unique('피드')} <b>A & B</b>`,
        category: 'ticketOpen',
        externalUrl: 'https://tickets.example.com/feed',
        body: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: '티켓 오픈 안내' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: '예매는 <script>alert(1)</script> ' },
              { type: 'link', url: 'https://tickets.example.com', children: [{ type: 'text', text: '예매처' }] },
              { type: 'text', text: '에서.', bold: true },
            ],
          },
        ],
      },
      { publish: true },
    );
    hidden = await staff.create(
      NOTICE,
      { title: unique('피드에서 숨긴 공지'), category: 'general' },
      { publish: true },
    );
    await staff.unpublish(NOTICE, hidden.documentId);
  });

  it('is a well-formed Atom feed of the site on the public origin', async () => {
    const response = await readTwice('/notice/feed.xml');
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(validateXml(response.text)).toBe(true);
    expect(response.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(response.text).toContain(`<id>${cmsUrl()}/notice</id>`);
    expect(response.text).toContain(`<link rel="self" href="${cmsUrl()}/notice/feed.xml"/>`);
    expect(response.text).toMatch(/<title>.+ 공지사항<\/title>/);
    expect(response.text).not.toContain('<generator>');
  });

  it('carries the latest visible notices, newest first, with a link, dates and a plain-text summary', async () => {
    const response = await request('/notice/feed.xml');
    const entries = feedEntries(response.text);
    const list = await request('/api/notices?sort=postedAt:desc&pagination[pageSize]=20');
    expect(entries.map((entry) => entry.link)).toEqual(
      list.body.data.map((notice: { documentId: string }) => `${cmsUrl()}/notice/detail/${notice.documentId}`),
    );
    const entry = entries.find((candidate) => candidate.link === `${cmsUrl()}/notice/detail/${titled.documentId}`)!;
    // type="html": the escaped text reads as the plain title and body, never as markup.
    expect(entry.title).toBe(titled.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(entry.summary).toBe('티켓 오픈 안내\n예매는 &lt;script&gt;alert(1)&lt;/script&gt; 예매처에서.');
    expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(entry.published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(response.text).not.toContain(hidden.documentId);
  });

  it('is cleared by a publish and an unpublish', async () => {
    const notice = await staff.create(NOTICE, { title: unique('피드 새 공지'), category: 'general' });
    const link = `${cmsUrl()}/notice/detail/${notice.documentId}`;
    expect((await readTwice('/notice/feed.xml')).text).not.toContain(link);

    await staff.publish(NOTICE, notice.documentId);
    const afterPublish = await request('/notice/feed.xml');
    expect(afterPublish.headers.get('x-cache')).toBe('MISS');
    expect(feedEntries(afterPublish.text)[0]!.link).toBe(link);

    await staff.unpublish(NOTICE, notice.documentId);
    const afterUnpublish = await request('/notice/feed.xml');
    expect(afterUnpublish.headers.get('x-cache')).toBe('MISS');
    expect(afterUnpublish.text).not.toContain(link);
  });

  it('is the same whatever Host the request names', async () => {
    await staff.update(NOTICE, titled.documentId, { title: titled.title }, { publish: true });
    const poisoned = await rawGet('/notice/feed.xml', FOREIGN_HOST);
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers['x-cache']).toBe('MISS');
    expect(poisoned.text).not.toContain('attacker');
    const next = await rawGet('/notice/feed.xml');
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.text).toBe(poisoned.text);
  });
});
