import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  visit,
} from './support/browser';

const NOTICE_PAGE_SIZE = 10;

interface Notice {
  documentId: string;
  title: string;
  category: 'general' | 'ticketOpen';
  attachment: { url: string; name: string; mime: string; size: number } | null;
}

/** Titles of the listed notices (without the hidden '(새 창)' of external links). */
const rowTitles = (page: Page) =>
  page
    .locator('.notice-table tbody .notice-table__title a')
    .evaluateAll((links) => links.map((link) => link.firstChild?.textContent?.trim() ?? ''));

describe.skipIf(browserMissing())('notice pages on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  let firstPage: Notice[];
  let total: number;
  /** A notice with an attached file. */
  let withFile: Notice & { attachment: NonNullable<Notice['attachment']> };

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;
    const list = await api(`/api/notices?sort=postedAt:desc&pagination[pageSize]=${NOTICE_PAGE_SIZE}`);
    firstPage = list.data;
    total = list.meta.pagination.total;
    // Lists carry no attachments (the cms keeps list responses lean); the details do.
    const all: Notice[] = (await api('/api/notices?sort=postedAt:desc&pagination[pageSize]=100')).data;
    for (const notice of all.filter((item) => item.category === 'general')) {
      const detail: Notice = (await api(`/api/notices/${notice.documentId}`)).data;
      if (detail.attachment) {
        withFile = detail as typeof withFile;
        break;
      }
    }
    if (!withFile) throw new Error('no seeded notice with an attachment');
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    it('/notice lists the newest notices with the total', async () => {
      const page = await openPage(handle!.browser, viewport, '/notice');
      await expect.poll(() => rowTitles(page)).toEqual(firstPage.map((notice) => notice.title.trim()));
      expect(await page.locator('.notices__summary').innerText()).toContain(`총 ${total}건`);
      if (total > NOTICE_PAGE_SIZE) {
        await page
          .getByRole('navigation', { name: '페이지 이동' })
          .getByRole('link', { name: /^2\s?페이지$/ })
          .click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        const second = await api(
          `/api/notices?sort=postedAt:desc&pagination[pageSize]=${NOTICE_PAGE_SIZE}&pagination[page]=2`,
        );
        await expect.poll(() => rowTitles(page)).toEqual(second.data.map((notice: Notice) => notice.title.trim()));
      }

      // A general notice opens its detail page (ticket openings link out to the ticket site).
      const general = firstPage.find((notice) => notice.category === 'general')!;
      await visit(page, '/notice');
      await page.getByRole('link', { name: general.title, exact: true }).click();
      await page.waitForURL(`**/notice/detail/${general.documentId}`);
      await expect.poll(() => page.locator('h1').innerText()).toBe(general.title);
      await closePage(page);
    });

    it('a notice with an attachment downloads the file', async () => {
      const page = await openPage(handle!.browser, viewport, `/notice/detail/${withFile.documentId}`);
      await waitForPage(page, hallName);
      expect(await page.locator('h1').innerText()).toBe(withFile.title);

      const link = page.getByRole('link', { name: `${withFile.attachment.name} 내려받기` });
      const href = await link.getAttribute('href');
      expect(href).toBe(withFile.attachment.url);
      const response = await fetchFromSite(href!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(withFile.attachment.mime);
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThan(0);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(withFile.attachment.name);
      expect((await fs.stat((await download.path())!)).size).toBe(bytes);
      await closePage(page);
    });

    it('pass the accessibility audit and are screenshotted', async () => {
      const routes: Array<[string, string, string]> = [
        ['/notice', `공지사항 | ${hallName}`, 'notice-list'],
        [`/notice/detail/${withFile.documentId}`, `${withFile.title} | ${hallName}`, 'notice-detail'],
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
