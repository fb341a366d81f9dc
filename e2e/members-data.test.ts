import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  browserMissing,
  closeBrowser,
  e2e,
  launchBrowser,
  newBrowserContext,
  screenshot,
  VIEWPORTS,
  visit,
} from './support/browser';
import { MEMBER_PASSWORD, signUpMember, submitRentalApplication } from './support/members';

/**
 * Members' own data on the started stack (docs/decisions/027), at 1440 and 390 px: a member
 * withdraws an application from its detail page, downloads what the site holds about them from
 * /my/info, and deletes the account there; logging in again then fails with the usual message,
 * and staff get the mail at the rental inbox.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newContext(browser: Browser, viewport: 'pc' | 'mobile'): Promise<BrowserContext> {
  const context = await newBrowserContext(browser, { viewport: VIEWPORTS[viewport] });
  // Home popups (home.test.ts covers them) would cover the page the deletion lands on.
  const popups = (await api('/api/popups')).data as Array<{ documentId: string }>;
  await context.addCookies(
    popups.map((popup) => ({ name: `hall_popup_hidden_${popup.documentId}`, value: '1', url: e2e().baseUrl })),
  );
  return context;
}

const toast = (page: Page) => page.locator('.toast-region');

async function expectToast(page: Page, message: string) {
  await expect.poll(() => toast(page).innerText()).toBe(message);
}

async function logIn(page: Page, email: string, password: string) {
  await visit(page, '/login');
  await page.getByLabel('이메일').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function mailsTo(subjectPart: string): Promise<Array<{ to: string[]; subject: string; text: string }>> {
  const names = (await fs.readdir(e2e().mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await fs.readFile(path.join(e2e().mailDir, name), 'utf8'))),
  );
  return mails.filter((mail) => String(mail.subject).includes(subjectPart));
}

describe.skipIf(browserMissing())("members' own data on the started stack", () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  beforeAll(async () => {
    handle = await launchBrowser();
  });

  afterAll(async () => {
    await closeBrowser(handle);
  });

  describe.each(['pc', 'mobile'] as const)('at %s width', (viewport) => {
    const email = `members-data-${viewport}-${RUN}@example.com`;
    let context: BrowserContext;
    let page: Page;
    let withdrawn: string;

    beforeAll(async () => {
      const jwt = await signUpMember(email, '정회원');
      withdrawn = await submitRentalApplication(jwt, { showTitle: `철회할 공연 ${viewport}` });
      await submitRentalApplication(jwt, { showTitle: `탈퇴로 취소될 공연 ${viewport}` });
      context = await newContext(handle!.browser, viewport);
      page = await context.newPage();
      await logIn(page, email, MEMBER_PASSWORD);
      // Logged in: the guard of /login takes the member home.
      await page.waitForURL((url) => url.pathname === '/');
    });

    afterAll(async () => {
      await context?.close();
    });

    it('withdraws an application from its detail page: 취소, marked as the applicant’s', async () => {
      await visit(page, `/detail/my/${withdrawn}`);
      await page.getByRole('heading', { level: 2, name: `철회할 공연 ${viewport}` }).waitFor();
      await page.getByRole('button', { name: '신청 취소하기' }).click();
      const dialog = page.getByRole('dialog', { name: '대관 신청을 취소할까요?' });
      await dialog.getByLabel('취소 사유 (선택)').fill('공연 일정이 바뀌었습니다.');
      await screenshot(page, `members-withdraw-dialog-${viewport}`, { fullPage: false });
      await dialog.getByRole('button', { name: '신청 취소' }).click();

      await expectToast(page, '대관 신청을 취소했습니다.');
      const history = page.getByRole('region', { name: '진행 이력' });
      await expect.poll(() => history.innerText()).toContain('공연 일정이 바뀌었습니다.');
      expect(await history.innerText()).toContain('신청자 취소');
      expect(await page.getByRole('button', { name: '신청 취소하기' }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `members-withdrawn-${viewport}`);

      await expect
        .poll(async () => (await mailsTo(`[대관 신청 취소] 한빛 앙상블 · 철회할 공연 ${viewport}`)).length)
        .toBe(1);
    });

    it('downloads everything the site holds about the member from /my/info', async () => {
      await visit(page, '/my/info');
      await page.getByRole('heading', { level: 1, name: '내 정보' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '내 정보 내려받기' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^hall-member-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await download.path();
      const data = JSON.parse(await fs.readFile(file!, 'utf8'));
      expect(data.profile).toMatchObject({ email, name: '정회원' });
      expect(data.consent.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const titles = data.rentalApplications.map((application: { showTitle: string }) => application.showTitle).sort();
      expect(titles).toEqual([`철회할 공연 ${viewport}`, `탈퇴로 취소될 공연 ${viewport}`].sort());
      await expectToast(page, '내 정보 파일을 내려받았습니다.');
    });

    it('deletes the account with the password: logged out, the login refused, staff told', async () => {
      await visit(page, '/my/info');
      const section = page.getByRole('region', { name: '회원 탈퇴' });
      await section.scrollIntoViewIfNeeded();
      await section.getByLabel('비밀번호 확인').fill(MEMBER_PASSWORD);
      await section.getByRole('checkbox', { name: '위 내용을 확인했으며 회원 탈퇴에 동의합니다.' }).check();
      // The full page from the top (a scrolled page would render the sticky header over it).
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `members-my-info-delete-${viewport}`);
      await section.getByRole('button', { name: '회원 탈퇴' }).click();

      await expectToast(page, '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.');
      await page.waitForURL((url) => url.pathname === '/');
      // Logged out here too: the header offers the login again (in the menu on a phone).
      await expect.poll(() => page.locator('header a[href="/login"]').count()).toBeGreaterThan(0);

      // The application still open was withdrawn with the account; staff hear of both.
      await expect.poll(async () => (await mailsTo(`[회원 탈퇴] ${email}`)).length).toBe(1);
      const [deletion] = await mailsTo(`[회원 탈퇴] ${email}`);
      expect(deletion!.text).toContain('처리 중이던 대관 신청 1건은 취소되었습니다');
      await expect
        .poll(async () =>
          (await mailsTo(`탈퇴로 취소될 공연 ${viewport}`)).some((mail) => mail.subject.startsWith('[대관 신청 취소]')),
        )
        .toBe(true);

      await logIn(page, email, MEMBER_PASSWORD);
      await expectToast(page, '이메일 또는 비밀번호를 확인해주세요.');
      await screenshot(page, `members-login-after-delete-${viewport}`);

      // The e-mail is free again.
      expect(await signUpMember(email, '새회원')).toMatch(/\./);
    });
  });
});
