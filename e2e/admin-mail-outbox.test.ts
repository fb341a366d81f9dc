import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, logInToAdmin, openAdmin, openAdminScreen } from './support/admin';
import { browserMissing, closeBrowser, launchBrowser, screenshot } from './support/browser';
import { signUpMember, submitRentalApplication } from './support/members';
import { WAIT_TIMEOUT_MS } from './support/timeouts.mjs';

/**
 * Staff read the mail outbox (docs/decisions/023) in the real admin panel: the list 메일 발송함
 * with its Korean columns and statuses, and a mail's edit view with its 발송 panel.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OUTBOX = 'api::outbound-mail.outbound-mail';

describe.skipIf(browserMissing())('the mail outbox in the admin panel', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let browser: Browser;
  let page: Page;
  let mailId: string;
  const applicantEmail = `outbox-${RUN}@company.example`;

  beforeAll(async () => {
    handle = await launchBrowser();
    browser = handle.browser;
    const jwt = await signUpMember(`admin-outbox-${RUN}@member.example`);
    await submitRentalApplication(jwt, { email: applicantEmail, showTitle: `발송함 연주회 ${RUN}` });
    const token = await adminToken();
    let status: string | undefined;
    for (const deadline = Date.now() + WAIT_TIMEOUT_MS; status !== 'sent' && Date.now() < deadline; ) {
      const { body } = await adminApi<{ results: Array<{ documentId: string; deliveryStatus: string }> }>(
        token,
        'GET',
        `/content-manager/collection-types/${OUTBOX}?filters[recipient][$containsi]=${encodeURIComponent(applicantEmail)}`,
      );
      mailId = body.results[0]?.documentId;
      status = body.results[0]?.deliveryStatus;
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe('sent');
    page = await openAdmin(browser);
    await logInToAdmin(page);
  });

  afterAll(async () => {
    await page?.context().close();
    await closeBrowser(handle);
  });

  it('lists the mails with Korean columns and statuses, newest first', async () => {
    await openAdminScreen(page, `/admin/content-manager/collection-types/${OUTBOX}`);
    const header = page.locator('thead');
    await header.getByText('받는 사람').waitFor();
    for (const column of ['제목', '받는 사람', '종류', '발송 상태', '기록 일시', '발송 일시'])
      expect(await header.getByText(column, { exact: true }).count(), column).toBeGreaterThan(0);
    const row = page.locator('tbody tr', { hasText: applicantEmail }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('발송됨');
    expect(await row.innerText()).toContain('대관 신청 접수 (신청자)');
    // The times are compact, on one line and on the screen at 1440 px.
    expect(await row.innerText()).toMatch(/\d{1,2}\. \d{1,2}\. \d\d:\d\d/);
    const times = await page
      .locator('table')
      .first()
      .evaluate((table) => {
        const headers = Array.from(table.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim() ?? '');
        const columns = ['기록 일시', '발송 일시'].map((name) => headers.findIndex((text) => text.includes(name)));
        const cells = Array.from(table.querySelector('tbody tr')?.querySelectorAll('td') ?? []);
        return columns.map((index) => {
          const cell = cells[index] as HTMLElement | undefined;
          return {
            text: cell?.innerText ?? '',
            // Cut inside its cell, or pushed past the right edge of the screen.
            cut:
              !cell ||
              cell.scrollWidth > cell.clientWidth + 1 ||
              cell.getBoundingClientRect().right > window.innerWidth,
          };
        });
      });
    for (const time of times) {
      expect(time.text).toMatch(/^((\d{4}\. )?\d{1,2}\. \d{1,2}\. \d\d:\d\d|-)$/);
      expect(time.cut).toBe(false);
    }
    await screenshot(page, 'admin-mail-outbox-list', { fullPage: false });
  });

  it('shows a mail read-only, with its 발송 panel', async () => {
    await openAdminScreen(page, `/admin/content-manager/collection-types/${OUTBOX}/${mailId}`);
    const status = page.locator('[data-mail-status]');
    await status.waitFor();
    expect(await status.getAttribute('data-mail-status')).toBe('sent');
    expect(await status.innerText()).toBe('발송됨');
    expect(await page.getByRole('button', { name: '다시 보내기' }).count()).toBe(0);
    await screenshot(page, 'admin-mail-outbox-sent', { fullPage: false });
  });
});
