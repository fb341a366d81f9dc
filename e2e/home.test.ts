import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, expectNoSeriousA11yViolations, seoulMidnight, seoulToday, waitForPage } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORT_NAMES,
} from './support/browser';

const SLIDESHOW_MAX = 10;
const HOME_NOTICE_MAX = 9;
const DAY_SECONDS = 24 * 60 * 60;

interface Named {
  documentId: string;
  title: string;
}

/** The popup dialog shown on arrival, if any. */
const popupDialog = (page: Page) => page.getByRole('dialog', { name: '알림' });

/** Dismisses every popup with the given button ('닫기' or '오늘 하루 보지 않기'). */
async function dismissPopups(page: Page, button: '닫기' | '오늘 하루 보지 않기') {
  const dialog = popupDialog(page);
  await dialog.waitFor();
  const buttons = dialog.getByRole('button', { name: button, exact: true });
  while ((await buttons.count()) > 0) await buttons.first().click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/**
 * Reloads and waits until the app runs on the page again. The server renders the popups that are
 * not dismissed into the page itself, so whatever is on screen then is all there will be.
 */
async function reloadAndWaitForPopups(page: Page) {
  await page.reload();
  await page.locator('nav.site-header__account[aria-busy="false"]').waitFor({ state: 'attached' });
  await page.locator('[data-testid="hero-slide"]').first().waitFor();
}

describe.skipIf(browserMissing())('home page on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  let upcoming: Named[];
  let upcomingTotal: number;
  let popups: Named[];
  let generalNotices: { data: Named[]; meta: { pagination: { total: number } } };
  let ticketNotices: { data: Named[]; meta: { pagination: { total: number } } };

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;
    const today = seoulToday();
    const shows = await api(
      `/api/shows?filters[startsAt][$gte]=${seoulMidnight(today.year, today.month, today.day)}&sort=startsAt:asc&pagination[pageSize]=${SLIDESHOW_MAX}`,
    );
    upcoming = shows.data;
    upcomingTotal = shows.meta.pagination.total;
    popups = (await api('/api/popups')).data;
    generalNotices = await api(
      `/api/notices?filters[category][$eq]=general&sort=postedAt:desc&pagination[pageSize]=${HOME_NOTICE_MAX}`,
    );
    ticketNotices = await api(
      `/api/notices?filters[category][$eq]=ticketOpen&sort=postedAt:desc&pagination[pageSize]=${HOME_NOTICE_MAX}`,
    );
    // The seeded content these tests need.
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(popups.length).toBeGreaterThan(0);
    expect(ticketNotices.data.length).toBeGreaterThan(0);
  });
  afterAll(() => closeBrowser(handle));

  it('shows the seeded hall, upcoming shows and notices from the cms', async () => {
    const page = await openPage(handle!.browser, 'pc', '/');
    // The home data and the site config (header, footer) arrive in separate responses.
    for (const expected of [upcoming[0]!.title, hallName, generalNotices.data[0]!.title]) {
      await expect.poll(() => page.locator('body').innerText()).toContain(expected);
    }
    await closePage(page);
  });

  it('serves a deep link to the site as a page rendered by the server', async () => {
    const page = await openPage(handle!.browser, 'mobile', '/show/schedule');
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).not.toBe('');
    await closePage(page);
  });

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    it('slideshow: up to 10 upcoming shows, arrows move it, a thumbnail brings its show to the front', async () => {
      // Reduced motion: no autoplay, so that only the clicks move the slideshow.
      const page = await openPage(handle!.browser, viewport, '/', { reducedMotion: true });
      await dismissPopups(page, '닫기');

      const slides = page.getByTestId('hero-slide');
      await slides.first().waitFor();
      expect(await slides.count()).toBe(Math.min(SLIDESHOW_MAX, upcomingTotal));
      expect(await slides.locator('h3').allInnerTexts()).toEqual(upcoming.map((show) => show.title));

      const current = page.locator('[data-testid="hero-slide"][aria-hidden="false"]');
      const viewportBox = await page.locator('.hero__viewport').boundingBox();
      /** The shown slide's title, once it sits in the carousel's window. */
      const frontTitle = async () => {
        const box = await current.boundingBox();
        const inFront = box !== null && viewportBox !== null && Math.abs(box.x - viewportBox.x) < 2;
        return inFront ? current.locator('h3').innerText() : null;
      };
      expect(await frontTitle()).toBe(upcoming[0]!.title);

      await page.getByRole('button', { name: '다음 공연', exact: true }).click();
      await expect.poll(frontTitle).toBe(upcoming[1]!.title);
      await page.getByRole('button', { name: '이전 공연', exact: true }).click();
      await expect.poll(frontTitle).toBe(upcoming[0]!.title);
      await page.getByRole('button', { name: '이전 공연', exact: true }).click();
      await expect.poll(frontTitle).toBe(upcoming.at(-1)!.title);

      const thumb = page.locator('.hero__thumbs button').nth(4);
      expect(await thumb.getAttribute('aria-label')).toContain(upcoming[4]!.title);
      await thumb.click();
      await expect.poll(frontTitle).toBe(upcoming[4]!.title);
      expect(await thumb.getAttribute('aria-current')).toBe('true');
      expect(await page.locator('.hero__counter strong').innerText()).toBe('05');
      await closePage(page);
    });

    it("popup: '오늘 하루 보지 않기' sets a one-day cookie and the popup stays away after reload; '닫기' only hides it", async () => {
      const page = await openPage(handle!.browser, viewport, '/');
      const dialog = popupDialog(page);
      await dialog.waitFor();
      for (const popup of popups) expect(await dialog.getByRole('article', { name: popup.title }).count()).toBe(1);

      // Closing only hides the popups: they are back after a reload.
      await dismissPopups(page, '닫기');
      expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('hall_popup_hidden_'))).toEqual(
        [],
      );
      await reloadAndWaitForPopups(page);
      expect(await dialog.count()).toBe(1);

      const dismissedAt = Date.now() / 1000;
      await dismissPopups(page, '오늘 하루 보지 않기');
      const cookies = await page.context().cookies();
      for (const popup of popups) {
        const cookie = cookies.find((candidate) => candidate.name === `hall_popup_hidden_${popup.documentId}`);
        expect(cookie?.value, popup.title).toBe('1');
        expect(cookie!.expires - dismissedAt).toBeGreaterThan(DAY_SECONDS - 120);
        expect(cookie!.expires - dismissedAt).toBeLessThan(DAY_SECONDS + 120);
      }

      await reloadAndWaitForPopups(page);
      expect(await dialog.count()).toBe(0);
      await closePage(page);
    });

    it('notice box: the tabs switch between notices and ticket openings', async () => {
      const page = await openPage(handle!.browser, viewport, '/');
      await dismissPopups(page, '닫기');
      const tabs = page.getByRole('tablist', { name: '공지 분류' });
      const generalTab = tabs.getByRole('tab', { name: '공지사항' });
      const ticketTab = tabs.getByRole('tab', { name: '티켓오픈' });
      const visiblePanel = page.locator('.notice-box [role="tabpanel"]:not([hidden])');

      expect(await generalTab.getAttribute('aria-selected')).toBe('true');
      await expect
        .poll(() => visiblePanel.locator('.notice-box__title').allInnerTexts())
        .toEqual(generalNotices.data.map((notice) => notice.title));

      await ticketTab.click();
      expect(await ticketTab.getAttribute('aria-selected')).toBe('true');
      expect(await generalTab.getAttribute('aria-selected')).toBe('false');
      await expect
        .poll(() => visiblePanel.locator('.notice-box__title').allInnerTexts())
        .toEqual(ticketNotices.data.map((notice) => notice.title));
      expect(await visiblePanel.locator('li').count()).toBe(
        Math.min(HOME_NOTICE_MAX, ticketNotices.meta.pagination.total),
      );

      await generalTab.click();
      await expect
        .poll(() => visiblePanel.locator('.notice-box__title').first().innerText())
        .toBe(generalNotices.data[0]!.title);
      await closePage(page);
    });

    it('passes the accessibility audit with and without the popups, and is screenshotted', async () => {
      const page = await openPage(handle!.browser, viewport, '/', { reducedMotion: true, bypassCSP: true });
      await waitForPage(page, hallName);
      await popupDialog(page).waitFor();
      await expectNoSeriousA11yViolations(page, `home-popup-${viewport}`);
      await screenshot(page, `home-popup-${viewport}`, { fullPage: false });

      await dismissPopups(page, '닫기');
      await auditPage(page, { name: `home-${viewport}`, title: hallName, hallName });
      await closePage(page);
    });
  });
});
