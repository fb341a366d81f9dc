import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desiredDateProblem, type RentalRound } from '@hall/contract/rental-rounds';
import { expectNoSeriousA11yViolations, seoulToday, waitForPage } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  e2e,
  fetchFromSite,
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
} from './support/browser';

/**
 * What search engines, feed readers and a visitor looking for a free date find (docs/decisions/028):
 * the sitemap's pages are real pages, the feed is linked from every page's head and the notice list,
 * and /apply/notice shows the free days of the month, each leading (through the login, for a
 * visitor) into the form with its date.
 */

const sitemapLocations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('discovery files on the started stack', () => {
  it('robots.txt names the sitemap, whose static pages and first records are pages of the site (200, no redirect)', async () => {
    const robots = await (await fetchFromSite('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${e2e().baseUrl}/sitemap.xml`);

    const sitemap = await fetchFromSite('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const locations = sitemapLocations(await sitemap.text());
    const staticPages = locations.filter((location) => !/\/detail\//.test(location));
    const firstShow = locations.find((location) => location.includes('/detail/show/'));
    const firstNotice = locations.find((location) => location.includes('/notice/detail/'));
    expect(staticPages.length).toBeGreaterThanOrEqual(10);
    expect(firstShow && firstNotice).toBeTruthy();
    for (const location of [...staticPages, firstShow!, firstNotice!]) {
      expect(location.startsWith(`${e2e().baseUrl}/`), location).toBe(true);
      const response = await fetch(location, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(response.status, location).toBe(200);
      expect(await response.text(), location).toContain('<div id="root">');
    }
  });
});

describe.skipIf(browserMissing())('free dates and the notices feed in the browser', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;
  });
  afterAll(() => closeBrowser(handle));

  it('every page names the notices feed in its head, and the notice list links it', async () => {
    const page = await openPage(handle!.browser, 'pc', '/notice');
    await waitForPage(page, hallName);
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(await alternate.getAttribute('href')).toBe('/notice/feed.xml');
    const link = page.getByRole('link', { name: 'RSS 구독' });
    expect(await link.getAttribute('href')).toBe('/notice/feed.xml');
    const feed = await fetchFromSite('/notice/feed.xml');
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const firstNotice = (await api('/api/notices?sort=postedAt:desc&pagination[pageSize]=1')).data[0];
    expect(await feed.text()).toContain(`${e2e().baseUrl}/notice/detail/${firstNotice.documentId}`);
    await screenshot(page, 'discovery-notice-feed-link-pc', { fullPage: false });
    await closePage(page);
  });

  describe.each<ViewportName>(['pc', 'mobile'])('at %s, logged out', (viewport) => {
    it('/apply/notice shows the taken and free days, and a free day leads through the login to the form with its date', async () => {
      const today = seoulToday();
      const month = today.key.slice(0, 7);
      const busyDates: string[] = (await api(`/api/rental-busy-dates?month=${month}`)).data.busyDates;
      // A day not taken is free only when the date rule lets it be applied for today: a day of
      // a call for applications in its window, any other day at least the lead time ahead.
      const rounds: RentalRound[] = (await api('/api/rental-rounds')).data;
      const leadDays: number = (await api('/api/site-config')).data.paymentRules.leadDays;
      const applicable = (day: string) =>
        desiredDateProblem({ desiredDate: day, category: null, today: today.key, rounds, leadDays }) === null;

      // bypassCSP: axe-core, injected for the accessibility check, is an inline script.
      const page = await openPage(handle!.browser, viewport, '/apply/notice', { reducedMotion: true, bypassCSP: true });
      await waitForPage(page, hallName);
      const section = page.getByRole('region', { name: '대관 가능일' });
      const table = section.getByRole('table', { name: `${today.year}년 ${today.month}월 대관 가능일` });
      await table.waitFor();

      const states = await table
        .locator('td[data-day]')
        .evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-day'), cell.getAttribute('data-state')]));
      for (const [day, state] of states) {
        if (day! < today.key) expect(state, day!).toBe('past');
        else if (busyDates.includes(day!)) expect(state, day!).toBe('busy');
        else if (applicable(day!)) expect(state, day!).toBe('free');
        else expect(['closed', 'round'], day!).toContain(state);
      }
      for (const day of busyDates.filter((busy) => busy >= today.key))
        expect(await table.locator(`td[data-day="${day}"]`).innerText()).toContain('마감');
      // No sideways scrolling at 390 px either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      // The last free day of the month (or of the next, when this one has none left).
      let free = table.locator('td[data-state="free"] a');
      if ((await free.count()) === 0) {
        await section.getByRole('button', { name: /다음 달/ }).click();
        free = section.locator('table td[data-state="free"] a');
        await free.first().waitFor();
      }
      const chosen = free.last();
      const href = (await chosen.getAttribute('href'))!;
      expect(href).toMatch(/^\/apply\/write\?date=\d{4}-\d{2}-\d{2}$/);
      await section.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `free-dates-${viewport}`);
      await screenshot(section, `discovery-free-dates-${viewport}`);

      await chosen.click();
      await page.waitForURL((url) => url.pathname === '/login');
      const next = new URL(page.url()).searchParams.get('next');
      expect(next).toBe(href);
      await waitForPage(page, hallName);
      await screenshot(page, `discovery-login-with-date-${viewport}`, { fullPage: false });
      await closePage(page);
    });
  });
});
