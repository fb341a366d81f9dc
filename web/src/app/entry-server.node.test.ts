import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from 'vite';
import { buildNotice, buildPopup, buildShow, resetSequence } from '@/testing/fixtures';
import { db, requests, resetDb } from '@/testing/mock-cms';
import { server } from '@/testing/server';
import { createPageRenderer, PREVIEW_TOKEN_HEADER, type PageRequestInfo } from './entry-server';

/**
 * The page renderer as the cms runs it (Node, no window): rendered pages, their <head>, the styles
 * and modules linked from the build manifest, the loaders' data handed to the browser as the
 * router's hydration data, status codes, and a render aborted with its fetches.
 */

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <title>기본 제목</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/boot.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/boot.js', src: 'index.html', isEntry: true, dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': {
    file: 'assets/main.js',
    src: 'src/main.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', 'index.html'],
    css: ['assets/main.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'], css: ['assets/ui.css'] },
  'src/features/notices/routes/notice-list.tsx': {
    file: 'assets/notice-list.js',
    src: 'src/features/notices/routes/notice-list.tsx',
    isDynamicEntry: true,
    imports: ['_ui.js', 'src/main.tsx'],
    css: ['assets/notices.css'],
  },
};

const ORIGIN = 'https://hall.example';
const renderer = createPageRenderer({ template: TEMPLATE, manifest: MANIFEST });
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';

function render(url: string, request: Omit<PageRequestInfo, 'url'> = {}) {
  return renderer.render({
    url,
    origin: ORIGIN,
    apiOrigin: 'http://127.0.0.1:1337',
    variant: renderer.variantOf({ url, ...request }),
  });
}

function jsonScript(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`no #${id}`);
  return JSON.parse(match[1]!);
}

/** The serialised SWR keys of each route's loader data in the router's hydration data. */
function responseKeysByRoute(html: string): Record<string, string[]> {
  const { loaderData } = jsonScript(html, 'router-hydration-data') as {
    loaderData: Record<string, { responses: Array<{ key: string }> } | null>;
  };
  return Object.fromEntries(
    Object.entries(loaderData).flatMap(([routeId, data]) =>
      data ? [[routeId, data.responses.map((response) => response.key)]] : [],
    ),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  resetSequence();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T03:00:00.000Z'));
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('a page rendered on the server', () => {
  it('carries its content, head, styles and the loader data it was rendered with', async () => {
    db.notices = [buildNotice({ title: '12월 공연 안내' }), buildNotice({ title: '주차 안내' })];
    const page = await render('/notice');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(true);
    expect(page.html).toContain('12월 공연 안내');
    expect(page.html).toContain('<title>공지사항 | 테스트 아트홀</title>');
    expect(page.html).not.toContain('기본 제목');
    expect(page.html).toContain(
      '<meta name="description" content="공연장 운영 소식과 티켓 오픈 일정을 알려드립니다." />',
    );
    expect(page.html).toContain('<meta property="og:title" content="공지사항 | 테스트 아트홀" />');
    // The page's styles are in the head, each once; index.html's own script stays as it was.
    for (const css of ['/assets/main.css', '/assets/ui.css', '/assets/notices.css']) {
      expect(page.html.split(`<link rel="stylesheet" href="${css}" />`)).toHaveLength(2);
    }
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>');

    // The modules for boot.ts, each after the modules it imports; none that index.html loads already.
    expect(jsonScript(page.html, 'app-modules')).toEqual([
      '/assets/react.js',
      '/assets/ui.js',
      '/assets/main.js',
      '/assets/notice-list.js',
    ]);

    // The router's hydration data: each loader's responses, under the keys the page's hooks read
    // (the layout's site config, the list's first page of notices).
    expect(jsonScript(page.html, 'render-environment')).toEqual({ breakpoint: 'pc' });
    expect(Object.values(responseKeysByRoute(page.html))).toEqual([
      [expect.stringContaining('/site-config')],
      [expect.stringContaining('/notices')],
    ]);
    expect(page.html).toContain('<link rel="canonical" href="https://hall.example/notice" />');
    expect(requests.map((request) => request.path).sort()).toEqual(['/api/notices', '/api/site-config']);
  });

  it('cannot be broken out of by content: the hydration data is JSON a script cannot end early, the text is escaped', async () => {
    db.notices = [buildNotice({ title: '</script><script>alert(1)</script>' })];
    const page = await render('/notice');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(JSON.stringify(jsonScript(page.html, 'router-hydration-data'))).toContain(
      '</script><script>alert(1)</script>',
    );

    const notice = buildNotice({ title: `"공지" </title><script>alert('head')</script>` });
    db.notices = [notice];
    const detail = await render(`/notice/detail/${notice.documentId}`);
    const escaped = '&#34;공지&#34; &#60;/title&#62;&#60;script&#62;alert(&#39;head&#39;)&#60;/script&#62;';
    expect(detail.html).toContain(`<title>${escaped} | 테스트 아트홀</title>`);
    expect(detail.html).toContain(`<meta property="og:title" content="${escaped} | 테스트 아트홀" />`);
  });

  it('is rendered for the breakpoint a phone is assumed to have, and lists that many shows', async () => {
    db.shows = Array.from({ length: 12 }, (_, index) =>
      buildShow({
        title: `공연 ${index + 1}`,
        startsAt: `2026-12-${String(index + 1).padStart(2, '0')}T10:30:00.000Z`,
      }),
    );
    const android = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36';
    expect(renderer.variantOf({ url: '/show/schedule', userAgent: phone })).toBe('mobile');
    expect(renderer.variantOf({ url: '/show/schedule', userAgent: android })).toBe('tablet');
    expect(renderer.variantOf({ url: '/show/schedule' })).toBe('pc');

    const onPhone = await render('/show/schedule', { userAgent: phone });
    expect(jsonScript(onPhone.html, 'render-environment')).toEqual({ breakpoint: 'mobile' });
    expect(onPhone.html.match(/<li class="reveal/g)).toHaveLength(8);
    const onTablet = await render('/show/schedule', { userAgent: android });
    expect(onTablet.html.match(/<li class="reveal/g)).toHaveLength(9);
  });

  it('leaves out the popups dismissed for today, and varies by nothing else of the cookies', async () => {
    const [kept, dismissed] = [buildPopup({ title: '남는 팝업' }), buildPopup({ title: '닫은 팝업' })];
    db.popups = [kept, dismissed];
    const cookie = `hall_refresh=secret; hall_popup_hidden_${dismissed.documentId}=1; hall_popup_hidden_x=0; theme=dark`;
    expect(renderer.variantOf({ url: '/', cookie })).toBe(`pc|hall_popup_hidden_${dismissed.documentId}=1`);
    const many = Array.from(
      { length: 30 },
      (_, index) => `hall_popup_hidden_p${String(index).padStart(2, '0')}=1`,
    ).join('; ');
    expect(renderer.variantOf({ url: '/', cookie: many }).split('|')).toHaveLength(1 + 10);
    const page = await render('/', { cookie });
    expect(page.html).toContain('aria-label="남는 팝업"');
    expect(page.html).not.toContain('aria-label="닫은 팝업"');
    expect(page.html).not.toContain('secret');
  });

  it('responds 404 for a record that does not exist, and for an unknown path (with the home page)', async () => {
    const missingShow = await render('/detail/show/does-not-exist');
    expect(missingShow.status).toBe(404);
    expect(missingShow.html).toContain('공연 정보를 찾을 수 없습니다.');
    expect(missingShow.complete).toBe(true);
    const unknown = await render('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('class="home"');
  });

  it('redirects old and partial addresses', async () => {
    expect(await render('/about')).toMatchObject({ status: 302, location: '/about/intro' });
    expect(await render('/about/whatever')).toMatchObject({ status: 302, location: '/about/intro' });
  });

  it("sends a visitor without a login from a members' page to /login, and renders it for a browser with one", async () => {
    expect(renderer.variantOf({ url: '/my/info' })).toBe('pc|visitor');
    expect(renderer.variantOf({ url: '/apply/write', cookie: 'hall_signed_in=1' })).toBe('pc|signed-in');
    expect(renderer.variantOf({ url: '/notice', cookie: 'hall_signed_in=1' })).toBe('pc');

    expect(await render('/my/info?tab=1')).toMatchObject({
      status: 302,
      location: '/login?next=%2Fmy%2Finfo%3Ftab%3D1',
    });
    expect(await render('/apply/write')).toMatchObject({ status: 302, location: '/login?next=%2Fapply%2Fwrite' });
    const member = await render('/apply/write', { cookie: 'hall_signed_in=1' });
    expect(member.status).toBe(200);
    expect(member.html).toContain('대관 신청서');
  });

  it('is rendered without a response the cms could not give, and says it is incomplete', async () => {
    server.use(
      http.get('*/api/notices', () => HttpResponse.json({ error: { status: 500, message: 'down' } }, { status: 500 })),
    );
    const page = await render('/notice');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(page.html).toContain('불러오는 중입니다.');
  });

  it("renders a preview with the token on every API request, without the app, and leaves other renders' requests alone", async () => {
    db.shows = [buildShow({ documentId: 'draft-show', title: '미리 보는 공연' })];
    const seen: Array<{ path: string; token: string | null }> = [];
    server.events.on('request:start', ({ request }) => {
      seen.push({ path: new URL(request.url).pathname, token: request.headers.get(PREVIEW_TOKEN_HEADER) });
    });
    try {
      const url = '/detail/show/draft-show';
      const [preview, visit] = await Promise.all([
        renderer.render({
          url,
          origin: ORIGIN,
          apiOrigin: 'http://127.0.0.1:1337',
          variant: 'pc',
          preview: { token: 'signed.token' },
        }),
        render('/notice'),
      ]);
      expect(preview.status).toBe(200);
      expect(preview.html).toContain('미리 보는 공연');
      // Static HTML: no module script, no hydration data or module list for the browser to hydrate with.
      expect(preview.html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
      expect(preview.html).not.toContain('modulepreload');
      expect(visit.html).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>');

      // The visit rendered at the same time asked for the site config and the notices without it.
      expect(
        seen
          .filter(({ token }) => token === 'signed.token')
          .map(({ path }) => path)
          .sort(),
      ).toEqual(['/api/shows/draft-show', '/api/site-config']);
      expect(
        seen
          .filter(({ token }) => token === null)
          .map(({ path }) => path)
          .sort(),
      ).toEqual(['/api/notices', '/api/site-config']);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it("links its canonical address on the public origin, and a show's poster as its preview image", async () => {
    const show = buildShow({ title: '미리보기 이미지 공연' });
    db.shows = [show];
    const page = await render(`/detail/show/${show.documentId}?utm_source=feed`);
    const canonical = `https://hall.example/detail/show/${show.documentId}`;
    expect(page.html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(page.html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(page.html).toContain('<meta property="og:title" content="미리보기 이미지 공연 | 테스트 아트홀" />');
    expect(page.html).toContain('<meta property="og:description" content="미리보기 이미지 공연 소개" />');
    // The smallest format wide enough for a link preview: here the original (its medium is 531 px).
    expect(page.html).toContain(
      `<meta property="og:image" content="https://hall.example/uploads/poster_${show.id}.png" />`,
    );

    // A list keeps its page in the canonical address, not its search.
    const list = await render('/notice?page=2&q=%EA%B3%B5%EC%A7%80');
    expect(list.html).toContain('<link rel="canonical" href="https://hall.example/notice?page=2" />');
  });

  it("aborts its loaders' fetches and fails when the cms gives up on it (its signal)", async () => {
    const fetches: Array<{ path: string; signal: AbortSignal | undefined }> = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      fetches.push({ path: url.pathname, signal: init?.signal ?? undefined });
      return realFetch(input, init);
    });
    // The cms is slow to respond to the notices.
    server.use(http.get('*/api/notices', () => new Promise<never>(() => undefined)));
    try {
      const giveUp = new AbortController();
      const rendering = renderer.render({
        url: '/notice',
        origin: ORIGIN,
        apiOrigin: 'http://127.0.0.1:1337',
        variant: 'pc',
        signal: giveUp.signal,
      });
      await vi.waitFor(() => expect(fetches.map((fetch) => fetch.path)).toContain('/api/notices'));
      giveUp.abort();
      await expect(rendering).rejects.toThrow(/aborted/);
      expect(fetches.map((fetch) => fetch.signal?.aborted)).toEqual([true, true]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the languages of a rendered page (docs/decisions/038)', () => {
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
      lang,
      href,
    ]);

  it('names both languages of a translated page, the Korean one as the default, in both languages', async () => {
    db.notices = [buildNotice({ title: '주차 안내' })];
    const expected = [
      ['ko', 'https://hall.example/notice?page=2'],
      ['en', 'https://hall.example/en/notice?page=2'],
      ['x-default', 'https://hall.example/notice?page=2'],
    ];
    const korean = await render('/notice?page=2&utm_source=x');
    expect(korean.html).toContain('<html lang="ko">');
    expect(alternates(korean.html)).toEqual(expected);
    expect(korean.html).toContain('<link rel="canonical" href="https://hall.example/notice?page=2" />');
    expect(korean.html).toContain('<meta property="og:locale" content="ko_KR" />');
    expect(korean.html).toContain('<meta property="og:locale:alternate" content="en_US" />');

    const english = await render('/en/notice?page=2');
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en">');
    expect(alternates(english.html)).toEqual(expected);
    expect(english.html).toContain('<link rel="canonical" href="https://hall.example/en/notice?page=2" />');
    expect(english.html).toContain('<meta property="og:locale" content="en_US" />');
    expect(english.html).toContain('<title>Notices | 테스트 아트홀</title>');
    expect(english.html).toContain(
      '<meta name="description" content="News from the hall and ticket opening dates." />',
    );
    expect(english.html).not.toContain('name="robots"');
    // Asked in English: the API's locale parameter, and SWR keys of their own.
    expect(requests.map((request) => [request.path, request.query.locale]).sort()).toEqual([
      ['/api/notices', undefined],
      ['/api/notices', 'en'],
      ['/api/site-config', undefined],
      ['/api/site-config', 'en'],
    ]);
    expect(
      Object.values(responseKeysByRoute(english.html))
        .flat()
        .every((key) => key.includes('en')),
    ).toBe(true);
  });

  it('gives every translated page its pair, home included', async () => {
    const show = buildShow({ title: '겨울 실내악' });
    const notice = buildNotice({ title: '주차 안내' });
    db.shows = [show];
    db.notices = [notice];
    const pages = [
      '/',
      '/show/schedule',
      '/show/finish',
      '/show/calendar',
      `/detail/show/${show.documentId}`,
      '/notice',
    ];
    pages.push(`/notice/detail/${notice.documentId}`, '/about/intro', '/about/info', '/about/layout', '/about/address');
    pages.push('/apply/notice');
    for (const path of pages) {
      const english = path === '/' ? '/en' : `/en${path}`;
      for (const url of [path, english]) {
        const page = await render(url);
        expect(page.status, url).toBe(200);
        expect(alternates(page.html), url).toEqual([
          ['ko', `https://hall.example${path}`],
          ['en', `https://hall.example${english}`],
          ['x-default', `https://hall.example${path}`],
        ]);
      }
    }
  });

  it('names no other language for a page in Korean only, and marks its English stand-in noindex', async () => {
    const login = await render('/login');
    expect(alternates(login.html)).toEqual([]);
    expect(login.html).not.toContain('og:locale:alternate');

    const english = await render('/en/login');
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<meta name="robots" content="noindex" />');
    expect(english.html).toContain('Available in Korean only');
    expect(english.html).toContain('href="/login"');
    expect(alternates(english.html)).toEqual([]);

    const unknown = await render('/en/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('redirects under /en to English addresses', async () => {
    expect(await render('/en/about')).toMatchObject({ status: 302, location: '/en/about/intro' });
    expect(await render('/en/about/whatever')).toMatchObject({ status: 302, location: '/en/about/intro' });
  });

  it("says the language of a show's texts in its JSON-LD, and marks a Korean fallback lang=ko", async () => {
    const show = buildShow({ title: '겨울 실내악' });
    db.shows = [show];
    const jsonLd = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

    const fallback = await render(`/en/detail/show/${show.documentId}`);
    expect(jsonLd(fallback.html)).toMatchObject({
      inLanguage: 'ko',
      url: `https://hall.example/en/detail/show/${show.documentId}`,
    });
    expect(fallback.html).toMatch(/<h1 class="show-detail__title" lang="ko">겨울 실내악<\/h1>/);

    db.english = { [show.documentId]: { title: 'Winter Chamber Music' } };
    const translated = await render(`/en/detail/show/${show.documentId}`);
    expect(jsonLd(translated.html)).toMatchObject({ inLanguage: 'en', name: 'Winter Chamber Music' });
    expect(translated.html).toContain('<h1 class="show-detail__title">Winter Chamber Music</h1>');
    expect(translated.html).toContain('<title>Winter Chamber Music | 테스트 아트홀</title>');

    const korean = await render(`/detail/show/${show.documentId}`);
    expect(jsonLd(korean.html)).toMatchObject({ inLanguage: 'ko', name: '겨울 실내악' });
  });
});
