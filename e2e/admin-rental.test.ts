import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, logInToAdmin, openAdmin, openAdminScreen } from './support/admin';
import {
  browserMissing,
  closeBrowser,
  e2e,
  launchBrowser,
  newBrowserContext,
  screenshot,
  VIEWPORTS,
  visit,
} from './support/browser';
import { PDF_DOCUMENT as PDF, PNG_IMAGE as PNG } from '../cms/test/fixtures/rental-application';
import { MEMBER_PASSWORD, seoulDayAfter, signUpMember, submitRentalApplication } from './support/members';

/**
 * Hall staff process venue-rental applications in the real admin panel (docs/decisions/014): a
 * member's application goes 접수 → 검토 시작 → 반려 (refused without a reason, with the message on
 * screen and the state unchanged; then with a reason, which the member reads on My page);
 * another goes 승인 → 계약 완료 → 완료; both documents are downloaded from the 첨부 서류 panel.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const RENTAL_APPLICATION = 'api::rental-application.rental-application';
const REASON = '희망일에 기획공연이 예정되어 있어 대관이 어렵습니다.';

/**
 * A member's application for a corporate lecture, `daysAhead` days from today: far enough ahead
 * that no demo show uses the day (approving a day with a show is refused).
 */
const submit = (jwt: string, showTitle: string, daysAhead: number) =>
  submitRentalApplication(jwt, {
    company: '주식회사 도심이벤트',
    category: 'lecture',
    address: { basic: '서울특별시 중구 세종대로 110', detail: '12층' },
    email: `company-${RUN}@event.example`,
    showTitle,
    performerFormat: '강연자 1명, 사회자 1명',
    contactName: '이담당',
    contactPhone: '01055556666',
    desiredDate: seoulDayAfter(daysAhead),
    desiredTime: '14:00 ~ 17:00',
  });

const editUrl = (documentId: string) =>
  new URL(`/admin/content-manager/collection-types/${RENTAL_APPLICATION}/${documentId}`, e2e().baseUrl).toString();

describe.skipIf(browserMissing())('rental applications in the admin panel', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let browser: Browser;
  let page: Page;
  let token: string;
  let memberEmail: string;
  let rejectedId: string;
  let approvedId: string;
  const pageErrors: string[] = [];
  /** Requests to the stack itself that failed. */
  const failedRequests: string[] = [];

  /** The stored state, read through the admin API (what the screen must agree with). */
  const stored = async (documentId: string) => {
    const { status, body } = await adminApi<{
      data: {
        applicationStatus: string;
        rejectionReason: string | null;
        statusHistory: unknown[];
        [field: string]: unknown;
      };
    }>(token, 'GET', `/admin/rental-applications/${documentId}/steps`);
    expect(status).toBe(200);
    return body.data;
  };

  const stepsPanel = () => page.locator('[data-rental-panel="steps"]');
  const historyRows = () => page.locator('table[aria-label="진행 이력"] tbody tr');
  const expectBadge = (label: string) =>
    expect.poll(() => stepsPanel().locator('[data-rental-status]').innerText()).toBe(label);
  const stepButtons = () => stepsPanel().getByRole('button').allInnerTexts();

  async function open(documentId: string) {
    await page.goto(editUrl(documentId));
    await stepsPanel().locator('[data-rental-status]').waitFor();
  }

  /** Clicks a step, confirms its dialog (with `reason` typed in when given) and waits for the server's response. */
  async function takeStep(label: string, reason?: string) {
    await stepsPanel().getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: `${label} 진행` }).click();
  }

  beforeAll(async () => {
    handle = await launchBrowser();
    browser = handle.browser;
    token = await adminToken();
    memberEmail = `admin-rental-${RUN}@member.example`;
    const jwt = await signUpMember(memberEmail);
    rejectedId = await submit(jwt, `반려될 강연 ${RUN}`, 970);
    approvedId = await submit(jwt, `완료될 강연 ${RUN}`, 971);
    page = await openAdmin(browser);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const origin = new URL(e2e().baseUrl).origin;
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === origin)
        failedRequests.push(`${request.failure()?.errorText} ${request.url()}`);
    });
    await logInToAdmin(page);
  });

  afterAll(async () => {
    await page?.context().close();
    await closeBrowser(handle);
  });

  it('offers only the legal steps, refuses 반려 without a reason on screen, and stores 반려 with one', async () => {
    await open(rejectedId);
    await expectBadge('접수');
    expect(await stepButtons()).toEqual(['검토 시작', '취소']);
    // The history is a panel of its own, which may render after the steps panel.
    await expect.poll(() => historyRows().count()).toBe(1);
    await screenshot(page, 'admin-rental-received', { fullPage: false });

    await takeStep('검토 시작');
    await page.getByText("진행 상태가 '검토중'으로 바뀌었습니다.", { exact: false }).first().waitFor();
    await expectBadge('검토중');
    expect(await stepButtons()).toEqual(['승인', '반려', '취소']);
    await expect.poll(() => historyRows().count()).toBe(2);
    expect((await stored(rejectedId)).applicationStatus).toBe('reviewing');

    await takeStep('반려');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('반려 사유를 입력해주세요. 사유 없이는 반려할 수 없습니다.').waitFor();
    await screenshot(page, 'admin-rental-reject-without-reason', { fullPage: false });
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectBadge('검토중');
    expect(await page.getByText("'반려'로 바뀌었습니다", { exact: false }).count()).toBe(0);
    expect(await stored(rejectedId)).toMatchObject({ applicationStatus: 'reviewing', rejectionReason: null });

    await takeStep('반려', REASON);
    await page.getByText("진행 상태가 '반려'로 바뀌었습니다.", { exact: false }).first().waitFor();
    await expectBadge('반려');
    expect(await stepsPanel().getByText('더 이상 진행할 단계가 없습니다.').count()).toBe(1);
    await expect.poll(() => historyRows().count()).toBe(3);
    expect(await historyRows().first().innerText()).toContain(REASON);
    // The form shows the stored reason (read-only) after the refetch.
    await expect.poll(() => page.locator('textarea[name="rejectionReason"]').inputValue()).toBe(REASON);
    expect(await page.locator('textarea[name="rejectionReason"]').isDisabled()).toBe(true);
    expect(await stored(rejectedId)).toMatchObject({ applicationStatus: 'rejected', rejectionReason: REASON });
    await screenshot(page, 'admin-rental-rejected', { fullPage: false });

    // 저장 of an ordinary field still works: the form sends the whole document back, unchanged otherwise.
    await page.locator('input[name="contactName"]').fill('박담당');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(async () => (await stored(rejectedId)).contactName).toBe('박담당');
    expect(await stored(rejectedId)).toMatchObject({ applicationStatus: 'rejected', rejectionReason: REASON });
    // The saved version reloads the history panel: wait for its rows, not its loading text.
    await expect.poll(() => historyRows().count()).toBe(3);
  });

  it('lets the member read the rejection and its reason on My page', async () => {
    const context = await newBrowserContext(browser, { viewport: VIEWPORTS.pc, bypassCSP: true });
    try {
      const member = await context.newPage();
      await visit(member, '/login');
      await member.getByLabel('이메일').fill(memberEmail);
      await member.locator('input[name="password"]').fill(MEMBER_PASSWORD);
      await member.getByRole('button', { name: '로그인', exact: true }).click();
      await member.waitForURL((url) => url.pathname !== '/login');
      await visit(member, `/detail/my/${rejectedId}`);
      await member.locator('.application-detail__summary .application-status').waitFor();
      expect(await member.locator('.application-detail__summary .application-status').innerText()).toBe('반려');
      expect(await member.locator('.application-detail__rejection').innerText()).toContain(REASON);
      expect(await member.locator('.application-history tbody tr .application-status').allInnerTexts()).toEqual([
        '접수',
        '검토중',
        '반려',
      ]);
      await screenshot(member, 'admin-rental-member-sees-rejection');
    } finally {
      await context.close();
    }
  });

  it('shows the server’s refusal of a step taken elsewhere meanwhile, then takes the application through 승인 → 계약 완료 → 완료', async () => {
    await open(approvedId);
    await expectBadge('접수');
    // Another staff member starts the review while this screen still shows 접수.
    expect(
      (await adminApi(token, 'POST', `/admin/rental-applications/${approvedId}/steps`, { step: 'review' })).status,
    ).toBe(200);
    await takeStep('검토 시작');
    const refusal =
      "지금 상태는 '검토중'입니다. '검토 시작' 단계는 진행할 수 없습니다. 할 수 있는 단계: 승인, 반려, 취소";
    await page.getByRole('alertdialog').getByText(refusal).waitFor();
    expect(await page.getByText(refusal).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText('바뀌었습니다. 신청자에게', { exact: false }).count()).toBe(0);
    await expectBadge('검토중');
    await expect.poll(() => historyRows().count()).toBe(2);
    await screenshot(page, 'admin-rental-step-refused', { fullPage: false });
    await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click();
    expect(await stepButtons()).toEqual(['승인', '반려', '취소']);

    const move = async (label: string, status: string, next: string[]) => {
      await takeStep(label);
      await page
        .getByText(`진행 상태가 '${status}'${/[료]$/.test(status) ? '로' : '으로'} 바뀌었습니다.`, { exact: false })
        .first()
        .waitFor();
      await expectBadge(status);
      expect(await stepButtons()).toEqual(next);
    };
    await move('승인', '승인', ['계약 완료']);

    // 계약 완료 before the deposit: refused on screen, the state unchanged.
    await takeStep('계약 완료');
    const noDeposit = '계약금 528,000원 중 0원만 입금되었습니다.';
    await page.getByRole('alertdialog').getByText(noDeposit, { exact: false }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click();
    await expectBadge('승인');

    // The deposit, recorded in 대관료·입금: the outstanding amount follows, and 진행 이력 says so.
    const payments = page.locator('[data-rental-panel="payments"]');
    await expect.poll(() => payments.locator('[data-fee-row="미수금"]').innerText()).toBe('1,760,000원');
    await payments.getByLabel('금액(원)').fill('528,000');
    await payments.getByLabel('메모').fill('무통장 입금 (신한)');
    await payments.getByRole('button', { name: '입금 기록', exact: true }).click();
    await page.getByText('계약금 528,000원을 기록했습니다.', { exact: false }).first().waitFor();
    await expect.poll(() => payments.locator('[data-fee-row="미수금"]').innerText()).toBe('1,232,000원');
    expect(await payments.locator('[data-fee-row="입금액"]').innerText()).toBe('528,000원');
    await expect.poll(() => historyRows().count()).toBe(4);
    expect(await historyRows().first().innerText()).toContain('계약금 528,000원 입금');
    await screenshot(page, 'admin-rental-deposit-recorded', { fullPage: false });
    expect((await stored(approvedId)).fee).toMatchObject({ paidTotal: 528_000, outstanding: 1_232_000 });

    await move('계약 완료', '계약완료', ['완료']);
    await move('완료', '완료', []);
    await expect.poll(() => historyRows().count()).toBe(6);
    expect((await stored(approvedId)).applicationStatus).toBe('completed');
    await screenshot(page, 'admin-rental-completed', { fullPage: false });
  });

  it('warns of another application for the same day and refuses to approve it, naming the one approved', async () => {
    const jwt = await signUpMember(`admin-rental-rival-${RUN}@member.example`);
    const rivalId = await submit(jwt, `같은 날 강연 ${RUN}`, 971);
    expect(
      (await adminApi(token, 'POST', `/admin/rental-applications/${rivalId}/steps`, { step: 'review' })).status,
    ).toBe(200);
    await open(rivalId);
    const warning = page.locator('[data-rental-conflict="taken"]');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('이 날짜는 이미 대관되었거나 공연이 있습니다. 승인할 수 없습니다.');
    expect(await warning.innerText()).toContain(`완료될 강연 ${RUN}`);
    await takeStep('승인');
    const refusal = `${seoulDayAfter(971)}에는 이미 '완료' 상태의 대관 신청이 있습니다`;
    await page.getByRole('alertdialog').getByText(refusal, { exact: false }).waitFor();
    await screenshot(page, 'admin-rental-conflict', { fullPage: false });
    await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click();
    await expectBadge('검토중');
    expect((await stored(rivalId)).applicationStatus).toBe('reviewing');

    // In the list, the waiting application says its day is taken.
    await openAdminScreen(
      page,
      `/admin/content-manager/collection-types/${RENTAL_APPLICATION}?page=1&pageSize=10&_q=${encodeURIComponent(`같은 날 강연 ${RUN}`)}`,
    );
    const badge = page.locator(`[data-held-day="${seoulDayAfter(971)}"]`);
    await badge.waitFor();
    expect(await badge.innerText()).toContain('날짜 마감');
    expect(await badge.getAttribute('title')).toBe("'완료' 상태의 대관 신청이 있는 날짜입니다.");
    await screenshot(page, 'admin-rental-list-held-day', { fullPage: false });
  });

  it('registers an application received by phone, with both documents uploaded in the 첨부 서류 panel', async () => {
    // 새 항목 추가 in the content manager, filled in as staff do from a phone call.
    await openAdminScreen(page, `/admin/content-manager/collection-types/${RENTAL_APPLICATION}/create`);
    await page.locator('input[name="company"]').waitFor();
    const showTitle = `전화로 받은 합창 공연 ${RUN}`;
    await page.locator('input[name="company"]').fill('전화 접수 합창단');
    await page.getByRole('combobox', { name: /공연 유형/ }).click();
    await page.getByRole('option', { name: '클래식' }).click();
    await page.locator('input[name="businessNumber"]').fill('2208123456');
    const addAddress = page.getByRole('button', { name: /주소/ }).filter({ hasNotText: '검색' });
    if ((await page.locator('input[name="address.basic"]').count()) === 0) await addAddress.first().click();
    await page.locator('input[name="address.basic"]').fill('서울특별시 종로구 세종대로 175');
    await page.locator('input[name="address.detail"]').fill('2층');
    await page.locator('input[name="tel"]').fill('0223456789');
    await page.locator('input[name="fax"]').fill('0223456780');
    await page.locator('input[name="email"]').fill(`choir-${RUN}@choir.example`);
    await page.locator('input[name="showTitle"]').fill(showTitle);
    await page.locator('textarea[name="performerFormat"]').fill('합창단 40명');
    await page.locator('input[name="contactName"]').fill('최단장');
    await page.locator('input[name="contactPhone"]').fill('01077778888');
    const [year, month, day] = seoulDayAfter(90).split('-').map(Number);
    const dateInput = page.locator('input[name="desiredDate"]');
    await dateInput.click();
    await dateInput.fill(new Intl.DateTimeFormat('ko-KR').format(new Date(Date.UTC(year, month - 1, day, 12))));
    await dateInput.press('Enter');
    await page.locator('textarea[name="desiredTime"]').fill('19:30 공연');
    await screenshot(page, 'admin-rental-phone-form', { fullPage: true });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    const documentId = new URL(page.url()).pathname.split('/').pop()!;
    const registered = await stored(documentId);
    expect(registered).toMatchObject({
      applicationStatus: 'received',
      hasOwner: false,
      showTitle,
      desiredDate: seoulDayAfter(90),
    });
    expect(registered.statusHistory).toHaveLength(1);

    await open(documentId);
    await expectBadge('접수');
    await stepsPanel().getByText('전화나 서면으로 받은 신청입니다.', { exact: false }).waitFor();
    // The documents panel loads on its own, beside the steps panel.
    await expect.poll(() => page.getByText('첨부된 파일이 없습니다.').count()).toBe(2);

    for (const [field, label, name, bytes] of [
      ['businessRegistration', '사업자등록증', '사업자등록증(팩스).pdf', PDF],
      ['performancePlan', '공연 계획서', '합창 공연 계획서.png', PNG],
    ] as const) {
      await page
        .locator(`input[data-document-field="${field}"]`)
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
      await page
        .getByText(`${label}${label === '사업자등록증' ? '을' : '를'} 올렸습니다.`)
        .first()
        .waitFor();
      await page.getByText(name, { exact: false }).first().waitFor();
    }
    const links = await adminApi<{ data: Record<string, { name: string } | null> }>(
      token,
      'GET',
      `/admin/rental-documents/${documentId}/links`,
    );
    expect(links.body.data.businessRegistration?.name).toBe('사업자등록증(팩스).pdf');
    expect(links.body.data.performancePlan?.name).toBe('합창 공연 계획서.png');

    // A file that is not a document is refused with the server's message; the stored one stays.
    await page
      .locator('input[data-document-field="performancePlan"]')
      .setInputFiles({ name: '계획서.html', mimeType: 'text/html', buffer: Buffer.from('<html></html>') });
    await page.getByText('공연 계획서: PDF, JPG, PNG, HWP, HWPX, DOCX 파일만 등록할 수 있습니다.').first().waitFor();
    expect(
      (await adminApi(token, 'GET', `/admin/rental-documents/${documentId}/links`)).body.data.performancePlan.name,
    ).toBe('합창 공연 계획서.png');
    await screenshot(page, 'admin-rental-phone-application', { fullPage: false });
  });

  it('downloads the applications with their fees as an Excel file from the list view', async () => {
    await openAdminScreen(page, `/admin/content-manager/collection-types/${RENTAL_APPLICATION}`);
    await page.getByRole('button', { name: '엑셀로 내려받기' }).click();
    const dialog = page.getByRole('alertdialog', { name: '대관 신청 내려받기' });
    await dialog.waitFor();
    await dialog.getByLabel('시작 날짜').fill(seoulDayAfter(971));
    await dialog.getByLabel('끝 날짜').fill(seoulDayAfter(971));
    // The dialog fades in: the screenshot waits for it to be opaque.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await screenshot(page, 'admin-rental-export-dialog', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '엑셀(XLSX) 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`대관신청_${seoulDayAfter(971)}_${seoulDayAfter(971)}.xlsx`);
    const bytes = await fs.readFile((await download.path())!);
    // An XLSX file is a ZIP archive whose sheet holds the application's row.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const csv = await adminApi<string>(
      token,
      'GET',
      `/admin/rental-applications/export?format=csv&from=${seoulDayAfter(971)}&to=${seoulDayAfter(971)}`,
    );
    expect(String(csv.body)).toContain(`완료될 강연 ${RUN}`);
    expect(String(csv.body)).toContain(',1760000,528000,');
  });

  it('downloads both documents from the 첨부 서류 panel, byte for byte', async () => {
    await open(approvedId);
    for (const [label, bytes] of [
      ['사업자등록증', PDF],
      ['공연 계획서', PNG],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `${label} 다운로드` }).click(),
      ]);
      expect(await fs.readFile((await download.path())!)).toEqual(bytes);
    }
    await screenshot(page, 'admin-rental-documents', { fullPage: false });
    // Moving to another edit view aborts the admin panel's requests still under way (and a
    // download ends its navigation the same way); Strapi's analytics host is unreachable here.
    // The panel reports those as "Failed to fetch". Nothing else may fail.
    expect(failedRequests.filter((failure) => !failure.startsWith('net::ERR_ABORTED '))).toEqual([]);
    expect(pageErrors.filter((message) => message !== 'Failed to fetch')).toEqual([]);
  });
});
