import fs from 'node:fs/promises';
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
  VIEWPORT_NAMES,
  type ViewportName,
} from './support/browser';

/** Spec section 9: 8 shows per page, 9 on tablet. */
const PAGE_SIZE: Record<ViewportName, number> = { pc: 8, tablet: 9, mobile: 8 };
const IMPOSSIBLE_SEARCH = 'zqxj-없는-공연-7319';

interface Show {
  documentId: string;
  title: string;
  startsAt: string;
}

const cards = (page: Page) => page.locator('.show-list__grid > li');
const cardTitles = (page: Page) => page.locator('.show-list__grid .show-card__title').allInnerTexts();

/** A word of at least two characters from a title, to search with. */
function searchWordOf(title: string): string {
  const word = title.split(/[\s–\-'()〈〉&]+/).find((part) => part.length >= 2);
  if (!word) throw new Error(`no searchable word in ${title}`);
  return word;
}

describe.skipIf(browserMissing())('show pages on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  let todayStart: string;
  let upcoming: Show[];
  let upcomingTotal: number;
  let past: Show[];
  let pastTotal: number;

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;
    const today = seoulToday();
    todayStart = seoulMidnight(today.year, today.month, today.day);
    const upcomingPage = await api(
      `/api/shows?filters[startsAt][$gte]=${todayStart}&sort=startsAt:asc&pagination[pageSize]=30`,
    );
    upcoming = upcomingPage.data;
    upcomingTotal = upcomingPage.meta.pagination.total;
    const pastPage = await api(
      `/api/shows?filters[startsAt][$lt]=${todayStart}&sort=startsAt:desc&pagination[pageSize]=10`,
    );
    past = pastPage.data;
    pastTotal = pastPage.meta.pagination.total;
    // Enough seeded shows for 'load more' at every page size.
    expect(upcomingTotal).toBeGreaterThan(PAGE_SIZE.tablet);
    expect(pastTotal).toBeGreaterThan(0);
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    const pageSize = PAGE_SIZE[viewport];

    it(`/show/schedule lists upcoming shows and '더보기' adds ${pageSize} more`, async () => {
      const page = await openPage(handle!.browser, viewport, '/show/schedule');
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(Math.min(pageSize, upcomingTotal));
      expect(await cardTitles(page)).toEqual(upcoming.slice(0, pageSize).map((show) => show.title));
      expect(await page.locator('.show-list__summary').innerText()).toContain(`총 ${upcomingTotal}건`);

      await page.getByRole('button', { name: /더보기/ }).click();
      await expect.poll(() => cards(page).count()).toBe(Math.min(2 * pageSize, upcomingTotal));
      expect(await cardTitles(page)).toEqual(upcoming.slice(0, 2 * pageSize).map((show) => show.title));

      await cards(page).first().getByRole('link').click();
      await page.waitForURL(`**/detail/show/${upcoming[0]!.documentId}`);
      await closePage(page);
    });

    it('/show/schedule searches titles; an impossible search says there are no results', async () => {
      const word = searchWordOf(upcoming[1]!.title);
      const expected = await api(
        `/api/shows?filters[startsAt][$gte]=${todayStart}&filters[title][$containsi]=${encodeURIComponent(word)}&sort=startsAt:asc&pagination[pageSize]=${pageSize}`,
      );
      expect(expected.meta.pagination.total).toBeGreaterThan(0);

      const page = await openPage(handle!.browser, viewport, '/show/schedule');
      await cards(page).first().waitFor({ timeout: 15_000 });
      await page.getByRole('searchbox', { name: '공연명 검색' }).fill(word);
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await expect.poll(() => cardTitles(page)).toEqual(expected.data.map((show: Show) => show.title));
      for (const title of await cardTitles(page)) expect(title.toLowerCase()).toContain(word.toLowerCase());
      expect(await page.locator('.show-list__summary').innerText()).toContain(`총 ${expected.meta.pagination.total}건`);

      await page.getByRole('searchbox', { name: '공연명 검색' }).fill(IMPOSSIBLE_SEARCH);
      await page.getByRole('searchbox', { name: '공연명 검색' }).press('Enter');
      await page.getByText('검색 결과가 없습니다.').waitFor();
      expect(await cards(page).count()).toBe(0);
      await closePage(page);
    });

    it('/show/finish lists past shows, latest first', async () => {
      const page = await openPage(handle!.browser, viewport, '/show/finish');
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(Math.min(pageSize, pastTotal));
      expect(await cardTitles(page)).toEqual(past.slice(0, pageSize).map((show) => show.title));
      await closePage(page);
    });

    it('show detail: title, poster, PerformingArtsEvent JSON-LD and an .ics download', async () => {
      const show = upcoming[0]!;
      const page = await openPage(handle!.browser, viewport, `/detail/show/${show.documentId}`);
      await waitForPage(page, hallName);
      expect(await page.locator('h1').innerText()).toBe(show.title);

      const poster = page.locator('.show-detail__poster img');
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);

      const jsonLd = page.locator('script[type="application/ld+json"]');
      expect(await jsonLd.count()).toBe(1);
      await expect.poll(async () => JSON.parse((await jsonLd.textContent()) ?? '{}').location?.name).toBe(hallName);
      const data = JSON.parse((await jsonLd.textContent()) ?? '');
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe('PerformingArtsEvent');
      expect(data.name).toBe(show.title);
      expect(Date.parse(data.startDate)).toBe(Date.parse(show.startsAt));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: '내 캘린더에 추가' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const ics = await fs.readFile((await download.path())!, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
      const unfolded = ics.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain('BEGIN:VEVENT');
      expect(unfolded).toContain(`SUMMARY:${show.title.replace(/([,;\\])/g, '\\$1')}`);
      await closePage(page);
    });

    it('pass the accessibility audit and are screenshotted', async () => {
      const routes: Array<[string, string, string]> = [
        ['/show/schedule', `공연 안내 | ${hallName}`, 'show-schedule'],
        ['/show/finish', `지난 공연 | ${hallName}`, 'show-finish'],
        [`/detail/show/${upcoming[0]!.documentId}`, `${upcoming[0]!.title} | ${hallName}`, 'show-detail'],
      ];
      for (const [path, title, name] of routes) {
        const page = await openPage(handle!.browser, viewport, path, { reducedMotion: true, bypassCSP: true });
        await auditPage(page, { name: `${name}-${viewport}`, title, hallName });
        await closePage(page);
      }
    });
  });
});
