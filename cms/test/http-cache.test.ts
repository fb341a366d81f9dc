import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheKey, tierOfKey } from '../src/http-cache/keys';
import { env } from '@strapi/utils';
import hallConfig from '../config/hall';
import { pagesCache, responseCache, TIER_SHARES, type CachedResponse } from '../src/http-cache/store';
import { registerMember, staff, staffToken, type Member } from './helpers/actors';
import { cmsUrl, request } from './helpers/http';
import { unique, inDays } from './helpers/test-data';

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const PUBLIC = 'public, max-age=0, must-revalidate';
/** The caches' settings as config/hall.ts reads them from this run's environment (the defaults). */
const configuredSettings = () => hallConfig({ env }).publicCache;

/** Reads a public path twice and checks that the second response came from the cache. */
async function readCached(path: string) {
  await request(path);
  const second = await request(path);
  expect(second.status).toBe(200);
  expect(second.headers.get('x-cache'), path).toBe('HIT');
  return second;
}

async function createPublishedShow(title: string) {
  return staff.create(
    SHOW,
    { title, startsAt: inDays(3), isOrganized: false, poster: await staff.anyImageId() },
    { publish: true },
  );
}

describe('the public read cache', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember('cache');
  });

  it('serves a repeated public read from the cache, with an ETag and public Cache-Control', async () => {
    const first = await request('/api/popups');
    const second = await request('/api/popups');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.headers.get('vary')).toContain('Accept-Encoding');
    for (const header of ['x-content-type-options', 'x-frame-options', 'content-security-policy']) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
      expect(second.headers.get(header), header).toBeTruthy();
    }
  });

  it('serves a hit with the headers of the stored response, and a HEAD without its body', async () => {
    const path = `/api/notices?pagination[pageSize]=4&filters[title][$notContains]=${encodeURIComponent(unique('head'))}`;
    const identity = { headers: { 'accept-encoding': 'identity' } };
    const miss = await request(path, identity);
    const hit = await request(path, identity);
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(hit.text).toBe(miss.text);
    // The miss also varies by Origin (CORS); a hit is only ever a response without one.
    miss.headers.forEach((value, name) => {
      if (!['date', 'x-cache', 'vary'].includes(name)) expect(hit.headers.get(name), name).toBe(value);
    });

    const head = await request(path, { ...identity, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(head.headers.get('etag')).toBe(hit.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(hit.text)));
  });

  it('serves a hit the same way ahead of Koa and from the middleware', async () => {
    const identity = { 'accept-encoding': 'identity' };
    await readCached('/api/site-config');
    // Koa reads a URL with a fragment itself (parseurl): the early response leaves it to the middleware.
    const slow = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        http
          .get(cmsUrl(), { path: '/api/site-config#contacts', headers: identity }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
          })
          .on('error', reject);
      },
    );
    const cached = await request('/api/site-config', { headers: identity });
    const cachedHeaders: Record<string, string> = {};
    cached.headers.forEach((value, name) => (cachedHeaders[name] = value));
    const comparable = (headers: Record<string, unknown>) =>
      Object.entries(headers)
        .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
        .sort(([a], [b]) => a.localeCompare(b));
    expect(slow.status).toBe(200);
    expect(slow.text).toBe(cached.text);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(comparable(slow.headers)).toEqual(comparable(cachedHeaders));
  });

  it('responds to a cross-origin read for its origin, never from or into the shared cache', async () => {
    const path = `/api/notices?pagination[pageSize]=2&filters[title][$notContains]=${encodeURIComponent(unique('cors'))}`;
    const headers = { origin: 'https://elsewhere.example' };
    expect((await request(path, { headers })).headers.get('x-cache')).toBe('MISS');
    expect((await request(path, { headers })).headers.get('x-cache')).toBe('MISS');
    expect((await request(path)).headers.get('x-cache')).toBe('MISS');
  });

  it('sends the cached body gzipped to clients that accept it, and as is to others', async () => {
    await readCached('/api/home');
    const gzipped = await request('/api/home', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await request('/api/home', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzipped.text).toBe(plain.text);
    expect(gzipped.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('responds 304 without a body to a matching If-None-Match, and 200 to a stale one', async () => {
    const { headers } = await readCached('/api/site-config');
    const etag = headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const revalidated = await request('/api/site-config', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);

    const changed = await request('/api/site-config', { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.hallName).toEqual(expect.any(String));
  });

  it('shares one entry between orderings of the same query', async () => {
    const marker = Date.now();
    await request(
      `/api/notices?pagination[pageSize]=3&sort=postedAt:desc&pagination[page]=1&filters[title][$notContains]=${marker}`,
    );
    const reordered = await request(
      `/api/notices?filters[title][$notContains]=${marker}&pagination[page]=1&sort=postedAt:desc&pagination[pageSize]=3`,
    );
    expect(reordered.headers.get('x-cache')).toBe('HIT');
  });

  it('serves the changed show after a staff edit in the admin panel', async () => {
    const show = await createPublishedShow(unique('캐시 공연'));
    try {
      const path = `/api/shows/${show.documentId}`;
      expect((await readCached(path)).body.data.title).toBe(show.title);
      const schedule = `/api/shows?filters[documentId][$eq]=${show.documentId}`;
      await readCached(schedule);

      const renamed = unique('바뀐 제목');
      await staff.update(SHOW, show.documentId, { title: renamed }, { publish: true });

      const detail = await request(path);
      expect(detail.headers.get('x-cache')).toBe('MISS');
      expect(detail.body.data.title).toBe(renamed);
      expect((await request(schedule)).body.data[0].title).toBe(renamed);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('drops an unpublished show from every cached response', async () => {
    const show = await createPublishedShow(unique('내려갈 공연'));
    try {
      const list = `/api/shows?filters[documentId][$eq]=${show.documentId}`;
      expect((await readCached(list)).body.data).toHaveLength(1);
      expect((await readCached('/api/home')).text).toContain(show.documentId);
      await readCached(`/api/shows/${show.documentId}`);

      const unpublished = await request(
        `/content-manager/collection-types/${SHOW}/${show.documentId}/actions/unpublish`,
        {
          method: 'POST',
          token: await staffToken(),
          body: {},
        },
      );
      expect(unpublished.status).toBe(200);

      expect((await request(list)).body.data).toHaveLength(0);
      expect((await request('/api/home')).text).not.toContain(show.documentId);
      expect((await request(`/api/shows/${show.documentId}`)).status).toBe(404);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('drops a notice from the cached list once staff take it off the site (배포 취소)', async () => {
    const notice = await staff.create(
      NOTICE,
      { title: unique('숨길 공지'), category: 'general', postedAt: inDays(1) },
      { publish: true },
    );
    try {
      const list = '/api/notices?sort=postedAt:desc&pagination[pageSize]=10';
      expect((await readCached(list)).body.data.map((item: { documentId: string }) => item.documentId)).toContain(
        notice.documentId,
      );
      expect((await readCached('/api/home')).text).toContain(notice.documentId);

      await staff.unpublish(NOTICE, notice.documentId);

      expect((await request(list)).body.data.map((item: { documentId: string }) => item.documentId)).not.toContain(
        notice.documentId,
      );
      expect((await request('/api/home')).text).not.toContain(notice.documentId);
      expect((await request(`/api/notices/${notice.documentId}`)).status).toBe(404);
    } finally {
      await staff.remove(NOTICE, notice.documentId);
    }
  });

  it('serves the new text of a poster changed in the media library', async () => {
    const show = await createPublishedShow(unique('포스터 공연'));
    try {
      const path = `/api/shows/${show.documentId}`;
      const poster = (await readCached(path)).body.data.poster;
      const alternativeText = unique('새 대체 텍스트');
      const form = new FormData();
      form.append('fileInfo', JSON.stringify({ alternativeText, caption: null, name: 'poster' }));
      const updated = await fetch(`${cmsUrl()}/upload?id=${poster.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await staffToken()}` },
        body: form,
      });
      expect(updated.status).toBe(200);
      expect((await request(path)).body.data.poster.alternativeText).toBe(alternativeText);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it("gives a member the public body without sharing the member's request, and sets no cookie", async () => {
    const path = `/api/shows?pagination[pageSize]=5&filters[title][$notContains]=${encodeURIComponent(unique('x'))}`;
    const asMember = await request(path, { token: member.jwt });
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get('x-cache')).toBe('MISS');

    const anonymous = await request(path);
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(anonymous.text).toBe(asMember.text);
    expect((await request(path)).headers.get('x-cache')).toBe('HIT');
    // A token is always checked (an ended login gets 401 on public reads too): never from the cache.
    const again = await request(path, { token: member.jwt });
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(again.text).toBe(asMember.text);

    for (const publicPath of [
      '/api/home',
      '/api/shows',
      '/api/notices',
      '/api/popups',
      '/api/site-config',
      '/api/calendar.ics',
      path,
    ]) {
      for (const token of [undefined, member.jwt]) {
        const response = await request(publicPath, { token });
        expect(response.status, publicPath).toBe(200);
        expect(response.headers.get('set-cookie'), publicPath).toBeNull();
        expect(response.headers.get('cache-control'), publicPath).toBe(PUBLIC);
        expect(response.text, publicPath).not.toContain(member.email);
        expect(response.text, publicPath).not.toMatch(
          /"(password|owner|username|phoneNumber|resetPasswordToken|confirmationToken)"/,
        );
      }
    }
  });

  it("keeps a member's own routes private: never cached, never shared", async () => {
    const other = await registerMember('cache-other');
    const mine = await request('/api/users/me', { token: member.jwt });
    const theirs = await request('/api/users/me', { token: other.jwt });
    expect(mine.body.email).toBe(member.email);
    expect(theirs.body.email).toBe(other.email);
    for (const response of [mine, theirs]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-cache')).toBeNull();
      expect(response.headers.get('etag')).toBeNull();
    }
    expect((await request('/api/users/me')).status).toBe(403);
  });

  it('refuses unbounded pages and populates on public lists', async () => {
    for (const query of [
      'pagination[pageSize]=1000',
      'pagination[limit]=-1',
      'pagination[start]=0&pagination[limit]=5000',
    ]) {
      const response = await request(`/api/notices?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body.data.length, query).toBeLessThanOrEqual(100);
    }
    const populated = await request('/api/shows?populate=*&pagination[pageSize]=2');
    expect(Object.keys(populated.body.data[0]).sort()).toEqual(
      [
        // 배리어프리 서비스 (docs/decisions/039): the route populates it, whatever the client asks.
        'access',
        'documentId',
        'endsAt',
        'id',
        'isOrganized',
        'locale',
        'performers',
        'poster',
        'previousStartsAt',
        'runningTimeMinutes',
        'showStatus',
        'startsAt',
        'ticketUrl',
        'title',
      ].sort(),
    );
    expect((await request('/api/home?populate=*')).status).toBe(400);
  });

  it("sends a detail's previous and next entries with it, never an unpublished notice", async () => {
    const shows = (
      await request('/api/shows?sort=startsAt:asc&pagination[pageSize]=3&fields[0]=title&fields[1]=startsAt')
    ).body.data;
    const middle = (await request(`/api/shows/${shows[1].documentId}`)).body;
    expect(middle.meta.adjacent.previous).toMatchObject({ documentId: shows[0].documentId, title: shows[0].title });
    expect(middle.meta.adjacent.next).toMatchObject({ documentId: shows[2].documentId, title: shows[2].title });

    const visible = (await request('/api/notices?sort=postedAt:desc&pagination[pageSize]=3')).body.data;
    const hidden = await staff.create(NOTICE, {
      title: unique('숨은 이웃'),
      category: 'general',
      postedAt: new Date(Date.parse(visible[1].postedAt) + 1000).toISOString(),
    });
    try {
      const detail = (await request(`/api/notices/${visible[1].documentId}`)).body;
      expect(detail.meta.adjacent.next.documentId).toBe(visible[0].documentId);
      expect(detail.meta.adjacent.previous.documentId).toBe(visible[2].documentId);
    } finally {
      await staff.remove(NOTICE, hidden.documentId);
    }
  });
});

describe('a cache budget that cannot be flooded', () => {
  const budget = 0.25 * 1024 * 1024;
  const settings = () => ({ ...configuredSettings(), maxBytes: budget });
  /** A response as the middleware stores it: `bytes` of JSON that compresses poorly (random text). */
  const storedResponse = (bytes: number): CachedResponse => {
    const body = Buffer.from(
      JSON.stringify({
        data: crypto
          .randomBytes(Math.ceil(bytes / 2))
          .toString('hex')
          .slice(0, bytes),
      }),
    );
    const notModified = ['X-Cache', 'HIT', 'ETag', 'W/"x"'];
    return {
      body,
      contentType: 'application/json',
      etag: 'W/"x"',
      headers: {},
      hit: { notModified, ok: [...notModified, 'Content-Length', String(body.length)] },
    };
  };
  const key = (path: string, query = '') => cacheKey(path, query);

  // First: the property tests below keep this worker busy for seconds, and a kept-alive
  // connection the server closed meanwhile would fail the next request.
  it('over HTTP: a flood of one-off queries leaves the hot responses HIT, and unknown parameters share their entry', async () => {
    const hot = '/api/shows?sort[0]=startsAt:asc&pagination[pageSize]=5';
    await readCached(hot);
    await readCached('/api/home');
    const flood = [
      ...Array.from(
        { length: 150 },
        (_, index) => `/api/shows?filters[title][$containsi]=${encodeURIComponent(`찾기${index}-${Math.random()}`)}`,
      ),
      ...Array.from(
        { length: 150 },
        (_, index) => `/api/notices?filters[id][$eq]=${index + 1}&pagination[page]=${index + 1}`,
      ),
      ...Array.from({ length: 100 }, (_, index) => `/api/home?x=${index}`),
    ];
    for (let start = 0; start < flood.length; start += 20) {
      const responses = await Promise.all(flood.slice(start, start + 20).map((path) => request(path)));
      for (const [offset, response] of responses.entries())
        expect(response.status, flood[start + offset]).toBeLessThan(500);
    }
    expect((await request(hot)).headers.get('x-cache')).toBe('HIT');
    expect((await request('/api/home')).headers.get('x-cache')).toBe('HIT');
    // The home page takes no parameters: refused, never served from the entry of /api/home.
    expect((await request('/api/home?x=1')).status).toBe(400);
    // A content read ignores an unknown parameter, and is served from the same entry.
    const withUnknown = await request(`${hot}&utm_source=${Math.random()}`);
    expect(withUnknown.status).toBe(200);
    expect(withUnknown.headers.get('x-cache')).toBe('HIT');
  });

  it('counts the gzipped copy of an entry with its body', () => {
    const cache = responseCache(settings());
    const entry = storedResponse(20_000);
    cache.set(key('/api/home'), entry, cache.generation);
    expect(entry.gzipped).toBeDefined();
    expect(cache.bytes).toBeGreaterThanOrEqual(entry.body.length + entry.gzipped!.length);
    const pages = pagesCache(settings());
    const page = {
      status: 200,
      body: Buffer.from(`<html>${crypto.randomBytes(8000).toString('hex')}</html>`),
      etag: 'W/"p"',
    };
    pages.set('/?#2026-01-01 http://127.0.0.1 desktop', page, pages.generation);
    expect(pages.bytes).toBeGreaterThanOrEqual(page.body.length + zlib.gzipSync(page.body).length);
  });

  it('never counts more bytes than PUBLIC_CACHE_MAX_MB, whatever is stored, and keeps the hot entries', () => {
    const shapes = fc.record({
      kind: fc.constantFrom('search', 'filter', 'unknown parameter', 'page search', 'page'),
      text: fc.string({ minLength: 1, maxLength: 12 }),
      bytes: fc.integer({ min: 10, max: 60_000 }),
    });
    fc.assert(
      fc.property(fc.array(shapes, { minLength: 50, maxLength: 300 }), (flood) => {
        const cache = responseCache(settings());
        const hot = [
          key('/api/home'),
          key('/api/shows', 'sort[0]=startsAt:asc&pagination[page]=1'),
          key('/api/notices', 'pagination[page]=2'),
        ];
        for (const hotKey of hot) {
          cache.set(hotKey, storedResponse(15_000), cache.generation);
          cache.get(hotKey);
        }
        for (const [index, { kind, text, bytes }] of flood.entries()) {
          const value = encodeURIComponent(`${text}${index}`);
          const floodKey =
            kind === 'search'
              ? key('/api/shows', `filters[title][$containsi]=${value}`)
              : kind === 'filter'
                ? key('/api/shows', `filters[id][$eq]=${index}`)
                : kind === 'unknown parameter'
                  ? key('/api/notices', `x=${value}`)
                  : kind === 'page search'
                    ? `${key('/notice', `q=${value}`)} http://127.0.0.1 desktop`
                    : `${key('/schedule', `utm=${value}`)} http://127.0.0.1 desktop`;
          cache.set(floodKey, storedResponse(bytes), cache.generation);
          expect(cache.bytes).toBeLessThanOrEqual(budget);
          // The site keeps asking for its hot responses while the flood goes on.
          if (index % 10 === 0) for (const hotKey of hot) expect(cache.get(hotKey), hotKey).toBeDefined();
        }
        for (const hotKey of hot) expect(cache.tierHolding(hotKey)).toBe('main');
      }),
      { numRuns: 40 },
    );
  });

  it('gives searches their own small share, keeps other queries on trial until asked for again, and keeps no page with a parameter the site does not read', () => {
    expect(tierOfKey(key('/api/home'))).toBe('main');
    expect(tierOfKey(key('/api/shows', 'filters[title][$containsi]=%EA%B0%80'))).toBe('freeText');
    expect(tierOfKey(key('/api/notices', 'filters[title][$eq]=x'))).toBe('freeText');
    expect(tierOfKey(key('/api/shows', 'filters[id][$eq]=3'))).toBe('trial');
    expect(tierOfKey(`${key('/notice', 'q=abc')} http://127.0.0.1 desktop`)).toBe('freeText');
    expect(tierOfKey(`${key('/notice', 'page=2')} http://127.0.0.1 desktop`)).toBe('trial');
    expect(tierOfKey(`${key('/notice', 'page=2&fbclid=x')} http://127.0.0.1 desktop`)).toBe('none');
    // Unknown parameters of a content read are dropped before keying: one entry.
    expect(key('/api/shows', 'x=1&sort=title')).toBe(key('/api/shows', 'sort=title'));
    expect(key('/api/notices/abc', 'utm_source=x')).toBe(key('/api/notices/abc'));
    expect(key('/api/home', 'x=1')).not.toBe(key('/api/home'));
    // …unless the server refuses it whatever the read (a NUL): then the key keeps it, and the refusal is never stored.
    expect(key('/api/notices', 'q=%00')).not.toBe(key('/api/notices'));

    const cache = responseCache(settings());
    const searches = Array.from({ length: 200 }, (_, index) =>
      key('/api/shows', `filters[title][$containsi]=${index}`),
    );
    for (const search of searches) {
      cache.set(search, storedResponse(2_000), cache.generation);
      cache.get(search);
      cache.get(search);
    }
    // Asked for again and again, a search still never leaves its share.
    expect(cache.bytes).toBeLessThanOrEqual(budget * TIER_SHARES.freeText);
    const once = key('/api/shows', 'filters[id][$eq]=1');
    cache.set(once, storedResponse(2_000), cache.generation);
    expect(cache.tierHolding(once)).toBe('trial');
    cache.get(once);
    expect(cache.tierHolding(once)).toBe('main');
  });
});

describe('entries stored while other instances’ invalidations cannot be heard (docs/decisions/022)', () => {
  const entry = (): CachedResponse => {
    const body = Buffer.from('{"data":[]}');
    return { body, contentType: 'application/json', etag: 'W/"y"', headers: {}, hit: { notModified: [], ok: [] } };
  };
  const settings = { ...configuredSettings(), unsynchronizedTtlMs: 200 };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('live unsynchronizedTtlMs only, also once promoted from trial to main; others live the full TTL', async () => {
    const cache = responseCache(settings);
    const home = cacheKey('/api/home', '');
    const onTrial = cacheKey('/api/shows', 'sort=title:asc');
    const keptLong = cacheKey('/api/popups', '');
    cache.set(keptLong, entry(), cache.generation);
    cache.shortLived = true;
    cache.set(home, entry(), cache.generation);
    cache.set(onTrial, entry(), cache.generation);
    expect(cache.get(home)).toBeDefined();
    expect(cache.get(onTrial)).toBeDefined();
    expect(cache.tierHolding(onTrial)).toBe('main');
    await pause(450);
    expect(cache.get(home)).toBeUndefined();
    expect(cache.get(onTrial)).toBeUndefined();
    expect(cache.get(keptLong)).toBeDefined();

    cache.shortLived = false;
    cache.set(home, entry(), cache.generation);
    await pause(450);
    expect(cache.get(home)).toBeDefined();
  });
});
