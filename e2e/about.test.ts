import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig, StrapiSeatLayout } from '../web/src/shared/api/types';
import { auditRoutes, waitForPage } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  fetchFromSite,
  launchBrowser,
  openPage,
  VIEWPORT_NAMES,
} from './support/browser';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

describe.skipIf(browserMissing())('hall pages (/about/*) on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let config: SiteConfig;
  let seatLayout: StrapiSeatLayout;

  beforeAll(async () => {
    handle = await launchBrowser();
    config = (await api('/api/site-config')).data;
    expect(config.seatLayout).toBeTruthy();
    seatLayout = config.seatLayout!;
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    it('/about/intro introduces the hall with its acoustics, genres and contacts', async () => {
      const page = await openPage(handle!.browser, viewport, '/about/intro');
      await waitForPage(page, config.hallName);
      expect(await page.locator('h1').innerText()).toBe('공연장 소개');
      await expect.poll(() => page.locator('.about__lead').innerText()).toContain(config.hallName);
      for (const heading of ['음향 특성', '추천 장르', '문의'])
        expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
      const acoustics = await page.locator('.fact-card__value').allInnerTexts();
      expect(acoustics).toEqual(expect.arrayContaining(['280석', '1.2~1.3초']));

      const contact = page.locator('section', { has: page.getByRole('heading', { level: 2, name: '문의' }) });
      expect(await contact.getByRole('link', { name: config.phone }).getAttribute('href')).toBe(telHref(config.phone));
      expect(await contact.getByRole('link', { name: config.email }).getAttribute('href')).toBe(
        `mailto:${config.email}`,
      );
      expect(await contact.getByRole('link', { name: config.rentalPhone }).getAttribute('href')).toBe(
        telHref(config.rentalPhone),
      );
      expect(await contact.getByRole('link', { name: config.rentalEmail }).getAttribute('href')).toBe(
        `mailto:${config.rentalEmail}`,
      );
      await closePage(page);
    });

    it('/about/info lists the facilities and links to the seat layout', async () => {
      const page = await openPage(handle!.browser, viewport, '/about/info');
      await waitForPage(page, config.hallName);
      expect(await page.locator('h1').innerText()).toBe('시설 안내');
      for (const heading of ['공연장 개요', '배리어프리 시설 안내', '음향 설계', '보유 장비', '녹음·촬영 장비']) {
        expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
      }
      // 배리어프리 시설 from the site config (docs/decisions/039), each in words beside its hidden icon.
      const facilities = config.accessFacilities!;
      expect(facilities).toBeTruthy();
      const access = page.locator('section', { has: page.getByRole('heading', { name: '배리어프리 시설 안내' }) });
      const terms = await access.locator('.access-facilities dt').allInnerTexts();
      expect(terms).toContain('휠체어석');
      expect(terms).toContain('엘리베이터');
      expect(await access.innerText()).toContain(`${facilities.wheelchairSeats}석`);
      expect(await access.innerText()).toContain(facilities.entrance);
      expect(await access.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
      await page.getByRole('link', { name: '좌석 배치도 보기' }).click();
      await page.waitForURL('**/about/layout');
      await closePage(page);
    });

    it('/about/layout shows the loaded seat-layout image and downloads it', async () => {
      const page = await openPage(handle!.browser, viewport, '/about/layout');
      await waitForPage(page, config.hallName);
      const image = page.locator('.seat-layout__figure img');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
        .toBeGreaterThan(0);
      expect(await image.getAttribute('alt')).toBe(seatLayout.alternativeText);

      const link = page.getByRole('link', { name: /좌석 배치도 다운로드/ });
      expect(await link.getAttribute('href')).toBe(seatLayout.url);
      const response = await fetchFromSite(seatLayout.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(seatLayout.mime!);
      const bytes = (await response.arrayBuffer()).byteLength;

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(seatLayout.name);
      expect((await fs.stat((await download.path())!)).size).toBe(bytes);
      await closePage(page);
    });

    it('/about/address gives the address and opens Kakao Map and Naver Map', async () => {
      const page = await openPage(handle!.browser, viewport, '/about/address');
      await waitForPage(page, config.hallName);
      const panel = page.getByRole('region', { name: '공연장 위치' });
      await expect.poll(() => panel.innerText()).toContain(config.address);

      const kakao = panel.getByRole('link', { name: /카카오맵에서 보기/ });
      const kakaoHref = (await kakao.getAttribute('href'))!;
      expect(kakaoHref.startsWith('https://map.kakao.com/link/map/')).toBe(true);
      expect(kakaoHref).toContain(`${config.latitude},${config.longitude}`);
      expect(await kakao.getAttribute('target')).toBe('_blank');
      expect(
        (await panel.getByRole('link', { name: /카카오맵 길찾기/ }).getAttribute('href'))!.startsWith(
          'https://map.kakao.com/link/to/',
        ),
      ).toBe(true);

      const naver = panel.getByRole('link', { name: /네이버 지도에서 보기/ });
      expect(await naver.getAttribute('href')).toBe(
        `https://map.naver.com/p/search/${encodeURIComponent(config.address)}`,
      );
      expect(await naver.getAttribute('rel')).toBe('noopener noreferrer');

      for (const heading of ['대중교통', '건물 내 이동', '주차 안내'])
        expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
      await closePage(page);
    });

    it('pass the accessibility audit and are screenshotted', async () => {
      const routes: Array<[string, string]> = [
        ['intro', '공연장 소개'],
        ['info', '시설 안내'],
        ['layout', '좌석 배치도'],
        ['address', '오시는 길'],
      ];
      await auditRoutes(
        handle!.browser,
        viewport,
        config.hallName,
        routes.map(([slug, title]) => ({
          path: `/about/${slug}`,
          name: `about-${slug}-${viewport}`,
          title: `${title} | ${config.hallName}`,
        })),
      );
    });
  });
});
