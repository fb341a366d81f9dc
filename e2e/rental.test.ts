import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, seoulToday } from './support/audit';
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
import { MEMBER_PASSWORD, seoulDayAfter, signUpMember } from './support/members';

/**
 * Venue-rental applications against the started stack, at pc and mobile widths: from the guide
 * to the form (log in on the way), the form's messages, the address typed by hand when the
 * postcode widget cannot load (third-party hosts are unreachable here, and blocked to be sure),
 * two real documents, the completion page, the member's list and detail with a document
 * download, then a staff status change through the admin API that the member sees.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  incomplete: '입력되지 않은 정보가 있습니다.',
  required: '내용을 입력해주세요.',
  address: '주소를 등록해주세요.',
  file: '파일을 등록해주세요.',
  agreement: '필수 동의 항목입니다.',
  email: '이메일 형식이 올바르지 않습니다.',
  addressManual: '주소 검색 서비스를 불러오지 못했습니다. 도로명 주소를 직접 입력해주세요.',
  busy: '선택하신 날짜에는 이미 공연장 일정이 있습니다.',
  finished: '대관 신청이 완료되었습니다.',
  finishedText: '담당자가 영업일 기준 1일 이내에 연락드리겠습니다.',
};

/** A one-page PDF and a 1×1 PNG: real files, as the cms checks the content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Viewport = 'pc' | 'mobile';

const go = visit;

async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}

async function expectToast(page: Page, message: string) {
  await expect.poll(() => page.locator('.toast-region').innerText()).toBe(message);
}

async function staffLogin(): Promise<string> {
  const response = await fetch(new URL('/admin/login', e2e().baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2e().adminEmail, password: e2e().adminPassword }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Staff takes a step of the workflow, as the admin panel's 진행 단계 panel does (admin API). */
async function staffStep(token: string, documentId: string, body: { step: string; reason?: string }) {
  const response = await fetch(new URL(`/admin/rental-applications/${documentId}/steps`, e2e().baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A day after today on which the hall is already taken (shows of the demo content), if any. */
async function busyDayAhead(): Promise<string | null> {
  // Not sooner than the 수시대관 lead time (30 days by default): the form would refuse it.
  const earliest = seoulDayAfter(30);
  for (const offset of [30, 62]) {
    const month = seoulDayAfter(offset).slice(0, 7);
    const { data } = await api<{ data: { month: string; busyDates: string[] } }>(
      `/api/rental-busy-dates?month=${month}`,
    );
    expect(data.month).toBe(month);
    const day = data.busyDates.find((date) => date >= earliest);
    if (day) return day;
  }
  return null;
}

const fieldError = (page: Page, text: string) => page.locator('.rental-form .form-field__error', { hasText: text });

describe.skipIf(browserMissing())('venue-rental applications on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  let staffToken: string;
  let filesDir: string;

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;
    // Strapi limits /admin/login: one staff login for the whole file.
    staffToken = await staffLogin();
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hall-e2e-rental-'));
    await fs.writeFile(path.join(filesDir, '사업자등록증.pdf'), PDF);
    await fs.writeFile(path.join(filesDir, '공연계획서.png'), PNG);
  });

  afterAll(async () => {
    await closeBrowser(handle);
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
  });

  describe.each<Viewport>(['pc', 'mobile'])('at %s', (viewport) => {
    const email = `renter-${viewport}-${RUN}@example.com`;
    const showTitle = `e2e 대관 공연 ${viewport} ${RUN}`;
    let context: BrowserContext;
    let page: Page;
    let documentId: string;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      await signUpMember(email);
      context = await newMemberContext(handle!.browser, viewport);
      page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
    });

    afterAll(async () => {
      await context?.close();
    });

    it('takes a visitor from the guide to the login page and back to the form', async () => {
      await go(page, '/apply/notice');
      await page.getByRole('link', { name: '대관 신청하기' }).click();
      await expectToast(page, MESSAGES.loginRequired);
      await expectPath(page, '/login');

      await page.getByLabel('이메일').fill(email);
      await page.locator('input[name="password"]').fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expectPath(page, '/apply/write');
      await page.getByRole('button', { name: '신청서 제출' }).waitFor();
      await auditPage(page, { name: `rental-write-${viewport}`, title: `대관 신청서 | ${hallName}`, hallName });
    });

    it('shows the messages of an empty form and focuses the first one', async () => {
      await page.getByRole('button', { name: '신청서 제출' }).click();
      await expectToast(page, MESSAGES.incomplete);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('termsAgreed');
      expect(await fieldError(page, MESSAGES.agreement).count()).toBe(2);
      expect(await fieldError(page, MESSAGES.file).count()).toBe(2);
      expect(await fieldError(page, MESSAGES.address).count()).toBe(1);
      // Every text and number field but 팩스, which may stay empty.
      expect(await fieldError(page, MESSAGES.required).count()).toBe(11);
      expect(await page.getByLabel(/^팩스/).getAttribute('required')).toBeNull();
      await screenshot(page, `rental-write-errors-${viewport}`);

      await page.getByLabel(/^이메일/).fill('booking@example');
      await page.getByLabel(/^이메일/).blur();
      await fieldError(page, MESSAGES.email).waitFor();
    });

    it('submits the form with the address typed by hand and two documents', async () => {
      await page.getByRole('checkbox', { name: /위 대관 준수 사항을 확인했으며/ }).check();
      await page.getByRole('radio', { name: '기업 강연' }).check();
      await page.getByText('기업·행사 대관 6시간 기준 1,760,000원 (VAT 포함)').waitFor();
      await page.getByLabel(/^신청자\(단체명\)/).fill('주식회사 도심이벤트');
      await page.getByLabel(/^사업자등록번호/).pressSequentially('123-45-67890');
      expect(await page.getByLabel(/^사업자등록번호/).inputValue()).toBe('1234567890');
      await page
        .locator('input[type="file"][name="businessRegistration"]')
        .setInputFiles(path.join(filesDir, '사업자등록증.pdf'));
      await page.getByText('사업자등록증.pdf').waitFor();

      await page.getByRole('button', { name: '주소 검색' }).click();
      await page.getByText(MESSAGES.addressManual).waitFor();
      const basic = page.getByLabel('기본 주소');
      expect(await basic.getAttribute('readonly')).toBeNull();
      await basic.fill('서울특별시 중구 세종대로 110');
      await page.getByLabel('상세 주소').fill('테스트타워 12층');

      await page.getByLabel(/^전화번호/).fill('0212345678');
      await page.getByLabel(/^팩스/).fill('0212345679');
      await page.getByLabel(/^이메일/).fill('booking@example.com');
      expect(await fieldError(page, MESSAGES.email).count()).toBe(0);
      await page.getByLabel(/^공연명/).fill(showTitle);
      await page.getByLabel(/^출연 형태/).fill('강연자 1인과 사회자');
      await page
        .locator('input[type="file"][name="performancePlan"]')
        .setInputFiles(path.join(filesDir, '공연계획서.png'));
      await page.getByText('공연계획서.png').waitFor();

      // A day already taken gets a warning, not a block.
      const busyDay = await busyDayAhead();
      const desiredDate = busyDay ?? seoulDayAfter(40);
      await page.getByLabel(/^희망 대관일/).fill(desiredDate);
      if (busyDay) await page.getByText(MESSAGES.busy).waitFor();
      await page.getByLabel(/^희망 시간/).fill('14시 행사, 10시부터 준비');
      await page.getByLabel(/^담당자 이름/).fill('박담당');
      await page.getByLabel(/^담당자 연락처/).fill('01098765432');
      await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
      expect(await page.locator('.rental-form .form-field__error').count()).toBe(0);
      await screenshot(page, `rental-write-filled-${viewport}`);

      await page.getByRole('button', { name: '신청서 제출' }).click();
      await expectPath(page, '/finish/apply');
      await page.getByRole('heading', { name: MESSAGES.finished }).waitFor();
      expect(await page.getByText(MESSAGES.finishedText).count()).toBe(1);
      expect(await page.getByRole('link', { name: '메인으로' }).getAttribute('href')).toBe('/');
      await auditPage(page, { name: `rental-finish-${viewport}`, title: `대관 신청 완료 | ${hallName}`, hallName });
    });

    it("lists the application in the member's list and shows it in full, with its documents", async () => {
      await page.getByRole('link', { name: '대관 신청 내역 보기' }).click();
      await expectPath(page, '/my/list');
      const row = page.locator('.application-table tbody tr', { hasText: showTitle });
      await row.waitFor();
      expect(await row.locator('.application-table__status').innerText()).toBe('접수');
      expect(await row.locator('.application-table__submitted').innerText()).toContain(
        seoulToday().key.replaceAll('-', '.'),
      );
      await auditPage(page, {
        name: `my-list-${viewport}`,
        title: `대관 신청 내역 | ${hallName}`,
        hallName,
        membersPage: true,
      });

      await row.getByRole('link', { name: showTitle }).click();
      await page.getByRole('heading', { level: 2, name: showTitle }).waitFor();
      documentId = new URL(page.url()).pathname.split('/').pop()!;
      const fields = page.locator('.application-detail__fields');
      expect(await fields.innerText()).toContain('기업 강연');
      expect(await fields.innerText()).toContain('서울특별시 중구 세종대로 110 테스트타워 12층');
      expect(await fields.innerText()).toContain('주식회사 도심이벤트');
      expect(await page.locator('.application-detail__summary .application-status').innerText()).toBe('접수');
      expect(await page.locator('.application-history tbody tr').count()).toBe(1);

      const button = page.getByRole('button', { name: '사업자등록증 다운로드' });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(await fs.readFile((await download.path())!)).toEqual(PDF);
      await auditPage(page, {
        name: `my-detail-${viewport}`,
        title: `대관 신청 상세 | ${hallName}`,
        hallName,
        membersPage: true,
      });
    });

    it('shows the status that staff set in the admin panel', async () => {
      await staffStep(staffToken, documentId, { step: 'review' });
      if (viewport === 'mobile') {
        await staffStep(staffToken, documentId, { step: 'reject', reason: '희망일에 기획공연이 예정되어 있습니다.' });
      }
      await page.reload();
      const expected = viewport === 'mobile' ? '반려' : '검토중';
      await page.getByRole('heading', { level: 2, name: showTitle }).waitFor();
      expect(await page.locator('.application-detail__summary .application-status').innerText()).toBe(expected);
      const history = await page.locator('.application-history tbody tr .application-status').allInnerTexts();
      expect(history).toEqual(viewport === 'mobile' ? ['접수', '검토중', '반려'] : ['접수', '검토중']);
      if (viewport === 'mobile') {
        expect(await page.locator('.application-detail__rejection').innerText()).toContain(
          '희망일에 기획공연이 예정되어 있습니다.',
        );
      }
      await screenshot(page, `my-detail-status-${viewport}`);

      await go(page, '/my/list');
      const row = page.locator('.application-table tbody tr', { hasText: showTitle });
      await row.waitFor();
      expect(await row.locator('.application-table__status').innerText()).toBe(expected);
      expect(pageErrors).toEqual([]);
    });
  });
});

/**
 * A member's browser at one width. The audit injects axe-core as an inline script, which the
 * site's CSP rightly blocks, so CSP is bypassed here; the address service's hosts are blocked
 * instead, so that the form's hand-typed fallback is what this test sees on any network.
 */
async function newMemberContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  const context = await newBrowserContext(browser, {
    viewport: VIEWPORTS[viewport],
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  const origin = new URL(e2e().baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  return context;
}
