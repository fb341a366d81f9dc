import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishHydration, startHydration } from '@/shared/ssr/hydration';
import { buildNotice, buildPopup, buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { mockViewport, setNow } from '@/testing/render';
import { createPageRenderer } from './entry-server';
import { startApp } from './start';

/**
 * The browser hydrating a page the server rendered: the page the renderer produced is put into
 * the document as the server sends it, then started as main.tsx starts it. React reports any
 * difference between its first render and the server's HTML; none may occur, and the loaders'
 * responses must be taken from the router's hydration data, not fetched again (neither by a
 * loader nor by a page's SWR hook).
 */

const TEMPLATE =
  '<!doctype html><html lang="ko"><head><title>공연장</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const renderer = createPageRenderer({
  template: TEMPLATE,
  manifest: { 'index.html': { file: 'assets/boot.js', isEntry: true } },
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';

async function hydrate(path: string, { userAgent }: { userAgent?: string } = {}) {
  // Rendered as the server renders it: everything the browser would reveal later is visible. (In jsdom
  // there is a window, so SWR picks useLayoutEffect, which React warns about on the server.)
  startHydration();
  const serverWarnings = vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
    if (!String(message).includes('useLayoutEffect does nothing on the server')) throw new Error(String(message));
  });
  let html: string;
  try {
    const page = await renderer.render({
      url: path,
      origin: window.location.origin,
      apiOrigin: window.location.origin,
      variant: renderer.variantOf({ url: path, userAgent }),
    });
    expect(page.status).toBe(200);
    html = page.html;
  } finally {
    finishHydration();
    serverWarnings.mockRestore();
  }
  document.body.innerHTML = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
  window.history.replaceState(null, '', path);
  requests.length = 0;

  const logged = vi.spyOn(console, 'error');
  await startApp(document.getElementById('root')!);
  // The app is running once the header knows whether the visitor is logged in.
  await waitFor(() => expect(document.querySelector('nav.site-header__account')).toHaveAttribute('aria-busy', 'false'));
  const hydrationProblems = logged.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((message) => /did not match|hydrat|server HTML|server rendered/i.test(message));
  expect(hydrationProblems).toEqual([]);
  return { pageRequests: () => requests.map((request) => request.path) };
}

// The app runs as in the browser, outside Testing Library's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('a page rendered by the server, hydrated by the browser', () => {
  it('the notice list: without asking for the notices again', async () => {
    db.notices = [buildNotice({ title: '서버가 그린 공지' })];
    const { pageRequests } = await hydrate('/notice');
    expect(screen.getByText('서버가 그린 공지')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageRequests()).toEqual([]);
  });

  it('the home page with its popups, slideshow and notices', async () => {
    setNow('2026-11-24T03:00:00.000Z');
    db.shows = [
      buildShow({
        title: '다가오는 공연',
        startsAt: '2026-11-28T10:30:00.000Z',
        ticketUrl: 'https://tickets.example/1',
      }),
    ];
    db.popups = [buildPopup({ title: '첫 방문 팝업' })];
    db.notices = [buildNotice({ title: '홈 공지' })];
    const { pageRequests } = await hydrate('/');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByText('다가오는 공연').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageRequests()).toEqual([]);
  });

  it('a show list rendered for a phone, on a phone', async () => {
    setNow('2026-11-24T03:00:00.000Z');
    mockViewport(390);
    db.shows = Array.from({ length: 10 }, (_, index) =>
      buildShow({
        title: `휴대폰 공연 ${index + 1}`,
        startsAt: `2026-12-${String(index + 1).padStart(2, '0')}T10:30:00.000Z`,
      }),
    );
    const { pageRequests } = await hydrate('/show/schedule', { userAgent: PHONE });
    expect(screen.getByText('휴대폰 공연 8')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageRequests()).toEqual([]);
  });

  it('the calendar, which FullCalendar then renders in the browser', async () => {
    setNow('2026-11-24T03:00:00.000Z');
    db.shows = [buildShow({ title: '달력 공연', startsAt: '2026-11-26T10:30:00.000Z' })];
    const { pageRequests } = await hydrate('/show/calendar');
    await waitFor(() => expect(document.querySelectorAll('.fc-daygrid-day')).toHaveLength(42));
    expect(pageRequests()).toEqual([]);
  });

  it("a show's page", async () => {
    const show = buildShow({ title: '상세 공연' });
    db.shows = [show];
    const { pageRequests } = await hydrate(`/detail/show/${show.documentId}`);
    expect(screen.getByRole('heading', { level: 1, name: '상세 공연' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageRequests()).toEqual([]);
  });

  it('then navigates with the loaders, whose responses the pages take without asking again', async () => {
    setNow('2026-11-24T03:00:00.000Z');
    // A record of its own: SWR's cache outlives a test, and the fixtures' ids start again in each.
    const show = buildShow({
      documentId: 'navigated-show',
      title: '이동한 공연',
      startsAt: '2026-11-28T10:30:00.000Z',
    });
    db.shows = [show];
    // A search of its own, too: the list's SWR key is not one an earlier test filled.
    const { pageRequests } = await hydrate('/show/schedule?q=이동한');
    document.querySelector<HTMLAnchorElement>(`a[href="/detail/show/${show.documentId}"]`)!.click();
    // The show's page module is loaded on the way (route lazy), beside its loader.
    expect(await screen.findByRole('heading', { level: 1, name: '이동한 공연' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The show's loader fetched it once, and the page did not ask again; the site config is not fetched again.
    expect(pageRequests()).toEqual([`/api/shows/${show.documentId}`]);
    await waitFor(() => expect(document.title).toBe('이동한 공연 | 테스트 아트홀'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/detail/show/${show.documentId}`,
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/uploads/poster_${show.id}.png`,
    );
  });
});
