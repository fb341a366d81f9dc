import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, seoulMidnight, seoulToday, waitForPage } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  launchBrowser,
  openPage,
  screenshot,
  visit,
} from './support/browser';

/**
 * The English pages under /en (docs/decisions/038) at 1440 and 390 px: each page's audit in
 * English, the language switch both ways, Korean fallbacks marked lang="ko", and the English stand-in
 * of a page that exists in Korean only. Content staff have not translated (all of the seed until the
 * cms is localized) is Korean: the API says so with `locale` (or says nothing, and it is Korean).
 */

interface Localized {
  documentId: string;
  title: string;
  category?: string;
  locale?: 'ko' | 'en';
}

const VIEWPORTS = ['pc', 'mobile'] as const;
const langOf = (document: Localized) => ((document.locale ?? 'ko') === 'en' ? null : 'ko');

/** Opens the mobile menu where the header folds its links into it. */
async function headerSwitch(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: /^(Open menu|메뉴 열기)$/ });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

describe.skipIf(browserMissing())('English pages on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  /** The site config's Korean hall name, in the titles of the Korean pages. */
  let koreanHallName: string;
  let show: Localized;
  let notices: Localized[];
  /** A notice with a page of its own (ticket openings may link out instead). */
  let notice: Localized;

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config?locale=en')).data.hallName;
    koreanHallName = (await api('/api/site-config')).data.hallName;
    const today = seoulToday();
    const todayStart = seoulMidnight(today.year, today.month, today.day);
    show = (
      await api(`/api/shows?filters[startsAt][$gte]=${todayStart}&sort=startsAt:asc&pagination[pageSize]=1&locale=en`)
    ).data[0];
    notices = (await api('/api/notices?sort=postedAt:desc&pagination[pageSize]=10&locale=en')).data;
    notice = notices.find((item) => item.category === 'general') ?? notices[0]!;
    expect(show).toBeTruthy();
    expect(notices.length).toBeGreaterThan(0);
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORTS)('at %s', (viewport) => {
    /** Each page's address, expected title and screenshot name; the title may be a show's or notice's own. */
    const routes: Array<[string, () => [string, string, boolean?]]> = [
      // The home's title is the hall's name (the site config's own text).
      ['en-home', () => ['/en', hallName, true]],
      ['en-show-schedule', () => ['/en/show/schedule', `Upcoming shows | ${hallName}`]],
      ['en-show-finish', () => ['/en/show/finish', `Past shows | ${hallName}`]],
      ['en-show-detail', () => [`/en/detail/show/${show.documentId}`, `${show.title} | ${hallName}`, true]],
      ['en-show-calendar', () => ['/en/show/calendar', `Calendar | ${hallName}`]],
      ['en-notice-list', () => ['/en/notice', `Notices | ${hallName}`]],
      ['en-notice-detail', () => [`/en/notice/detail/${notice.documentId}`, `${notice.title} | ${hallName}`, true]],
      ['en-about-intro', () => ['/en/about/intro', `The hall | ${hallName}`]],
      ['en-about-info', () => ['/en/about/info', `Facilities | ${hallName}`]],
      ['en-about-layout', () => ['/en/about/layout', `Seating plan | ${hallName}`]],
      ['en-about-address', () => ['/en/about/address', `Directions | ${hallName}`]],
      ['en-apply-notice', () => ['/en/apply/notice', `Rental guide and fees | ${hallName}`]],
      ['en-login', () => ['/en/login', `Available in Korean only | ${hallName}`]],
    ];

    // One page for the routes of this width, as a visitor goes from page to page (auditRoutes).
    let audited: Page | undefined;
    afterAll(() => closePage(audited));

    it.each(routes)('%s passes the audit in English and is screenshotted', async (name, route) => {
      const [path, title, contentTitle] = route();
      if (audited) await visit(audited, path);
      else audited = await openPage(handle!.browser, viewport, path, { reducedMotion: true, bypassCSP: true });
      await auditPage(audited, { name: `${name}-${viewport}`, title, hallName, language: 'en', contentTitle });
    });

    it('switch languages from the header, to the same page both ways', async () => {
      const page = await openPage(handle!.browser, viewport, '/notice');
      await waitForPage(page, koreanHallName);
      const english = await headerSwitch(page, 'English');
      // At 390 px the switch is in the menu, under the member links.
      await screenshot(page, `en-switch-${viewport}`, { fullPage: false });
      expect(await english.getAttribute('lang')).toBe('en');
      expect(await english.getAttribute('hreflang')).toBe('en');
      await english.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/en/notice');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
      await expect.poll(() => page.locator('h1').innerText()).toBe('Notices');

      const korean = await headerSwitch(page, '한국어');
      expect(await korean.getAttribute('lang')).toBe('ko');
      await korean.click();
      await page.waitForURL((url) => url.pathname === '/notice');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ko');
      await expect.poll(() => page.locator('h1').innerText()).toBe('공지사항');

      // A page without English switches to the English home.
      await visit(page, '/password/find');
      await waitForPage(page, koreanHallName);
      expect(await (await headerSwitch(page, 'English')).getAttribute('href')).toBe('/en');
      await closePage(page);
    });

    it('mark what is not translated yet lang="ko", and keep their links in English', async () => {
      const page = await openPage(handle!.browser, viewport, '/en/notice');
      await waitForPage(page, hallName);
      const rows = page.locator('.notice-table tbody .notice-table__title');
      await expect.poll(() => rows.count()).toBe(notices.length);
      const langs = await rows.evaluateAll((cells) =>
        cells.map((cell) => cell.querySelector('[lang]')?.getAttribute('lang') ?? null),
      );
      expect(langs).toEqual(notices.map(langOf));
      const hrefs = await rows
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.every((href) => href!.startsWith('/en/notice/detail/'))).toBe(true);

      await visit(page, `/en/detail/show/${show.documentId}`);
      await waitForPage(page, hallName);
      expect(await page.locator('h1').getAttribute('lang')).toBe(langOf(show));
      expect(await page.locator('.show-detail__facts dt').first().innerText()).toBe('Date and time');
      await closePage(page);
    });

    it('/en/show/calendar is an English month', async () => {
      const page = await openPage(handle!.browser, viewport, '/en/show/calendar');
      await waitForPage(page, hallName);
      const today = seoulToday();
      const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(today.year, today.month - 1, 1),
      );
      await expect.poll(() => page.locator('.cal-toolbar__title').innerText()).toBe(`${month} ${today.year}`);
      await expect.poll(() => page.locator('.fc-col-header-cell').first().innerText()).toBe('Sun');
      expect(await page.getByRole('button', { name: 'Today' }).count()).toBe(1);
      await closePage(page);
    });

    it('/en/login says in English that the page is Korean only, and links there', async () => {
      const page = await openPage(handle!.browser, viewport, '/en/login');
      await waitForPage(page, hallName);
      expect(await page.locator('h1').innerText()).toBe('Available in Korean only');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.getByRole('link', { name: 'Go to the Korean page' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expect.poll(() => page.locator('h1').innerText()).toBe('로그인');
      await closePage(page);
    });
  });
});
