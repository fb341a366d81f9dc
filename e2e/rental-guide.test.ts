import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, waitForPage } from './support/audit';
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
import type { SiteConfig, StrapiFile } from '../web/src/shared/api/types';

/** The 8-step procedure of the copy deck (shared/spec/copy-ko.md). */
const STEPS = [
  '대관 신청',
  '심사',
  '결과 통보',
  '대관 계약',
  '계약금 납부 및 부대시설 신청',
  '잔금 납부',
  '공연',
  '부대비용 및 추가비용 정산',
];

describe.skipIf(browserMissing())('rental guide (/apply/notice) on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let config: SiteConfig;
  let ancillaryForm: StrapiFile;

  beforeAll(async () => {
    handle = await launchBrowser();
    config = (await api('/api/site-config')).data;
    expect(config.ancillaryForm).toBeTruthy();
    ancillaryForm = config.ancillaryForm!;
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    it('shows the 8 steps, the fees, the rental contact and the ancillary form download', async () => {
      const page = await openPage(handle!.browser, viewport, '/apply/notice');
      await waitForPage(page, config.hallName);
      expect(await page.locator('h1').innerText()).toBe('대관 절차 및 비용');

      expect(await page.locator('.procedure .procedure__name').allInnerTexts()).toEqual(STEPS);

      const fees = page.locator('table.rental__fees').first();
      const rows = await fees.locator('tbody tr').allInnerTexts();
      expect(rows).toHaveLength(3);
      expect(rows[0]).toContain('1,540,000원');
      expect(rows[1]).toContain('1,760,000원');
      expect(rows[2]).toContain('1,760,000원');
      for (const row of rows) expect(row).toContain('6시간');
      // The extra facilities' fees of the site config, settled after the show.
      const facilities = await page.locator('table.rental__facility-fees tbody tr').allInnerTexts();
      expect(facilities.join('\n')).toContain('영상 촬영');
      expect(facilities.join('\n')).toContain('300,000원');

      const inquiry = page.locator('section', { has: page.getByRole('heading', { level: 2, name: '기타 문의' }) });
      await expect.poll(() => inquiry.getByRole('link', { name: config.rentalPhone }).count()).toBe(1);
      expect(await inquiry.getByRole('link', { name: config.rentalPhone }).getAttribute('href')).toBe(
        `tel:${config.rentalPhone.replace(/[^0-9+]/g, '')}`,
      );
      expect(await inquiry.getByRole('link', { name: config.rentalEmail }).getAttribute('href')).toBe(
        `mailto:${config.rentalEmail}`,
      );

      const link = page.getByRole('link', { name: /부대시설 신청서 다운로드/ });
      expect(await link.getAttribute('href')).toBe(ancillaryForm.url);
      const response = await fetchFromSite(ancillaryForm.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(ancillaryForm.mime!);
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThan(0);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(ancillaryForm.name);
      expect((await fs.stat((await download.path())!)).size).toBe(bytes);

      expect(await page.getByRole('link', { name: '대관 신청하기' }).getAttribute('href')).toBe('/apply/write');
      expect(await page.getByRole('link', { name: '시설 안내 보기' }).getAttribute('href')).toBe('/about/info');
      await closePage(page);
    });

    it('passes the accessibility audit and is screenshotted', async () => {
      const page = await openPage(handle!.browser, viewport, '/apply/notice', { reducedMotion: true, bypassCSP: true });
      await auditPage(page, {
        name: `rental-guide-${viewport}`,
        title: `대관 절차 및 비용 | ${config.hallName}`,
        hallName: config.hallName,
      });
      await closePage(page);
    });
  });
});
