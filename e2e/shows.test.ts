import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes, seoulMidnight, seoulToday, waitForPage } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  fetchFromSite,
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
  showStatus: 'scheduled' | 'cancelled' | 'rescheduled';
  previousStartsAt: string | null;
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
  /** The demo seed's cancelled and moved shows (docs/decisions/035), among the next ones. */
  let cancelled: Show;
  let moved: Show;

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
    cancelled = upcoming.find((show) => show.showStatus === 'cancelled')!;
    moved = upcoming.find((show) => show.showStatus === 'rescheduled')!;
    expect(cancelled).toBeDefined();
    expect(moved).toBeDefined();
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    const pageSize = PAGE_SIZE[viewport];

    it(`/show/schedule lists upcoming shows and '더보기' adds ${pageSize} more`, async () => {
      const page = await openPage(handle!.browser, viewport, '/show/schedule');
      await expect.poll(() => cards(page).count()).toBe(Math.min(pageSize, upcomingTotal));
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
      await cards(page).first().waitFor();
      await page.getByRole('searchbox', { name: '공연명 검색' }).fill(word);
      // The list's own form (the header has the site search's 검색 too).
      await page
        .locator('form', { has: page.getByRole('searchbox', { name: '공연명 검색' }) })
        .getByRole('button', { name: '검색', exact: true })
        .click();
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
      await expect.poll(() => cards(page).count()).toBe(Math.min(pageSize, pastTotal));
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
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
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

    it('a cancelled and a moved show say so on their cards, their pages, their structured data and their files', async () => {
      const list = await openPage(handle!.browser, viewport, '/show/schedule');
      await expect.poll(() => cards(list).count()).toBe(Math.min(pageSize, upcomingTotal));
      // The seed places both among the first shows of the list.
      const cancelledCard = list.locator('.show-card', { hasText: cancelled.title });
      await expect.poll(() => cancelledCard.locator('.badge--cancelled').innerText()).toBe('공연 취소');
      expect(await cancelledCard.locator('.badge--today, .badge--week').count()).toBe(0);
      const movedCard = list.locator('.show-card', { hasText: moved.title });
      expect(await movedCard.locator('.badge--rescheduled').innerText()).toBe('일정 변경');
      expect(await movedCard.locator('.show-previous del time').getAttribute('datetime')).toMatch(/\+09:00$/);
      await closePage(list);

      const jsonLdOf = async (page: Page) => {
        const script = page.locator('script[type="application/ld+json"]');
        await expect.poll(async () => JSON.parse((await script.textContent()) ?? '{}').location?.name).toBe(hallName);
        return JSON.parse((await script.textContent()) ?? '');
      };

      const cancelledPage = await openPage(handle!.browser, viewport, `/detail/show/${cancelled.documentId}`);
      await waitForPage(cancelledPage, hallName);
      const cancelledNotice = cancelledPage.getByRole('region', { name: '공연 취소 안내' });
      expect(await cancelledNotice.innerText()).toContain('이 공연은 취소되었습니다.');
      expect(await cancelledPage.getByRole('link', { name: '내 캘린더에 추가' }).count()).toBe(0);
      expect(await cancelledPage.getByRole('link', { name: /예매하기/ }).count()).toBe(0);
      const cancelledData = await jsonLdOf(cancelledPage);
      expect(cancelledData.eventStatus).toBe('https://schema.org/EventCancelled');
      expect(cancelledData).not.toHaveProperty('offers');
      expect(cancelledData).not.toHaveProperty('previousStartDate');
      await closePage(cancelledPage);

      const movedPage = await openPage(handle!.browser, viewport, `/detail/show/${moved.documentId}`);
      await waitForPage(movedPage, hallName);
      const movedData = await jsonLdOf(movedPage);
      expect(movedData.eventStatus).toBe('https://schema.org/EventRescheduled');
      expect(Date.parse(movedData.startDate)).toBe(Date.parse(moved.startsAt));
      expect(Date.parse(movedData.previousStartDate)).toBe(Date.parse(moved.previousStartsAt!));
      const movedNotice = movedPage.getByRole('region', { name: '일정 변경 안내' });
      expect(await movedNotice.locator('del time').getAttribute('datetime')).toBe(movedData.previousStartDate);
      await closePage(movedPage);

      const icsOf = async (show: Show) =>
        (await (await fetchFromSite(`/api/shows/${show.documentId}/calendar.ics`)).text()).replace(/\r\n[ \t]/g, '');
      expect(await icsOf(cancelled)).toContain('STATUS:CANCELLED');
      expect(await icsOf(moved)).toContain('STATUS:CONFIRMED');
      expect(await icsOf(moved)).toContain(`UID:show-${moved.documentId}@`);
    });

    it('/show/schedule filters by 배리어프리 서비스 with the keyboard, in the address; the show page lists them', async () => {
      const expectedOf = async (access: string) =>
        api(
          `/api/shows?filters[startsAt][$gte]=${todayStart}&access=${access}&sort=startsAt:asc&pagination[pageSize]=${pageSize}`,
        );
      const captioned = await expectedOf('captions');
      const both = await expectedOf('captions,wheelchair');
      // The demo seed marks several upcoming shows (docs/decisions/039).
      expect(captioned.meta.pagination.total).toBeGreaterThan(0);
      expect(both.meta.pagination.total).toBeLessThanOrEqual(captioned.meta.pagination.total);

      const page = await openPage(handle!.browser, viewport, '/show/schedule');
      await cards(page).first().waitFor();
      const group = page.getByRole('group', { name: '배리어프리 서비스' });
      const captions = group.getByRole('checkbox', { name: '한글자막' });
      await captions.focus();
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('access') === 'captions');
      await expect.poll(() => cardTitles(page)).toEqual(captioned.data.map((show: Show) => show.title));
      // A click, not check(): the box is controlled by the address, and shows the new choice once
      // the router has taken it (check() looks at it the instant after the click).
      const wheelchair = group.getByRole('checkbox', { name: '휠체어석' });
      await wheelchair.click();
      await page.waitForURL((url) => url.searchParams.get('access') === 'captions,wheelchair');
      await expect.poll(() => wheelchair.isChecked()).toBe(true);
      await expect.poll(() => cardTitles(page)).toEqual(both.data.map((show: Show) => show.title));
      expect(await page.locator('.show-list__summary').innerText()).toContain('한글자막, 휠체어석 제공 공연');
      // Each card of the list names its services for screen readers.
      const badges = cards(page).first().getByRole('list', { name: '배리어프리 서비스' });
      expect(await badges.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

      await cards(page).first().getByRole('link').click();
      await page.waitForURL(`**/detail/show/${both.data[0].documentId}`);
      const services = page.getByRole('region', { name: '배리어프리 서비스' });
      await expect
        .poll(async () => (await services.getByRole('listitem').allInnerTexts()).map((item) => item.split('\n')[0]))
        .toEqual(expect.arrayContaining(['한글자막', '휠체어석']));
      const script = page.locator('script[type="application/ld+json"]');
      await expect
        .poll(async () => JSON.parse((await script.textContent()) ?? '{}').workPerformed?.accessibilityFeature)
        .toContain('captions');
      await closePage(page);

      // Server-rendered with the services of the address, as a visitor without JavaScript gets it.
      const html = await (await fetchFromSite('/show/schedule?access=wheelchair&access=captions')).text();
      for (const show of both.data as Show[])
        expect(html).toContain(show.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    });

    it('pass the accessibility audit and are screenshotted', async () => {
      const routes: Array<[string, string, string]> = [
        ['/show/schedule', `공연 안내 | ${hallName}`, 'show-schedule'],
        ['/show/schedule?access=captions,wheelchair', `공연 안내 | ${hallName}`, 'show-schedule-access'],
        ['/show/finish', `지난 공연 | ${hallName}`, 'show-finish'],
        [`/detail/show/${upcoming[0]!.documentId}`, `${upcoming[0]!.title} | ${hallName}`, 'show-detail'],
        [`/detail/show/${cancelled.documentId}`, `${cancelled.title} | ${hallName}`, 'show-detail-cancelled'],
        [`/detail/show/${moved.documentId}`, `${moved.title} | ${hallName}`, 'show-detail-rescheduled'],
      ];
      await auditRoutes(
        handle!.browser,
        viewport,
        hallName,
        routes.map(([path, title, name]) => ({ path, title, name: `${name}-${viewport}` })),
      );
    });
  });
});
