import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, listRows, logInToAdmin, openAdmin } from './support/admin';
import { browserMissing, closeBrowser, e2e, launchBrowser, screenshot } from './support/browser';
import { seoulDayAfter, signUpMember, submitRentalApplication } from './support/members';

/**
 * The admin home page of the hall office: 대관 신청 현황 and 다가오는 공연 with the numbers the
 * dashboard API returns, a status count opening its filtered list, an application awaiting
 * action opening its edit view, and a remembered list filter that no longer hides entries
 * silently.
 */

const RENTAL = 'api::rental-application.rental-application';
const SHOW = 'api::show.show';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface RentalSummary {
  statuses: Array<{ status: string; label: string; count: number }>;
  total: number;
  awaiting: Array<{ documentId: string; company: string; showTitle: string; statusLabel: string }>;
  awaitingTotal: number;
}
interface UpcomingShows {
  shows: Array<{ documentId: string; title: string; publication: string; hasPoster: boolean; hasTicketUrl: boolean }>;
  total: number;
}

/** One of the member's applications, the `index`-th. */
const submitApplication = (jwt: string, index: number) =>
  submitRentalApplication(jwt, {
    company: `현황 극단 ${index}`,
    email: `applicant-${RUN}@company.example`,
    showTitle: `현황 공연 ${index} ${RUN}`,
    // Far ahead of the demo shows: approving a day with a show is refused.
    desiredDate: seoulDayAfter(1300 + index),
  });

/** The total in the list's header subtitle ("3 개 항목을 찾았습니다.", or "3건" / "3 entries found" in other wordings). */
const listedTotal = async (page: Page) =>
  Number((await page.locator('main').innerText()).match(/(\d+)\s*(?:개|건|entries|entry)/)?.[1]);

describe.skipIf(browserMissing())('the admin home page of the hall office', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let page: Page;
  let token: string;
  let rental: RentalSummary;
  let upcoming: UpcomingShows;
  let draftShow: string | undefined;

  beforeAll(async () => {
    handle = await launchBrowser();
    token = await adminToken();
    const jwt = await signUpMember(`dashboard-${RUN}@example.com`, '김현황');
    // Seven applications: three stay 접수, two go to 검토중, one is approved, one rejected.
    const submitted: string[] = [];
    for (let index = 0; index < 7; index += 1) submitted.push(await submitApplication(jwt, index));
    // Staff move applications by explicit steps (docs/decisions/014).
    const step = async (documentId: string, body: { step: string; reason?: string }) => {
      const moved = await adminApi(token, 'POST', `/admin/rental-applications/${documentId}/steps`, body);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    };
    for (const documentId of submitted.slice(3)) await step(documentId, { step: 'review' });
    await step(submitted[5], { step: 'approve' });
    await step(submitted[6], { step: 'reject', reason: '희망 날짜에 공연장 점검이 있습니다.' });

    // A show entered this morning and not published yet, without poster or ticket link: it comes
    // first (demo shows start in the evening) with both flags.
    const seoulMidnight = new Date(`${seoulDayAfter(0)}T00:00:00+09:00`).getTime();
    const created = await adminApi<{ data: { documentId: string } }>(
      token,
      'POST',
      `/content-manager/collection-types/${SHOW}`,
      {
        title: `포스터 없는 초안 ${RUN}`,
        startsAt: new Date(seoulMidnight + 60_000).toISOString(),
        isOrganized: false,
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    draftShow = created.body.data.documentId;

    const summary = await adminApi<{ data: RentalSummary }>(token, 'GET', '/admin/hall-dashboard/rental-applications');
    expect(summary.status).toBe(200);
    rental = summary.body.data;
    const shows = await adminApi<{ data: UpcomingShows }>(token, 'GET', '/admin/hall-dashboard/upcoming-shows');
    expect(shows.status).toBe(200);
    upcoming = shows.body.data;

    page = await openAdmin(handle.browser);
    await logInToAdmin(page);
  });

  afterAll(async () => {
    if (draftShow) await adminApi(token, 'DELETE', `/content-manager/collection-types/${SHOW}/${draftShow}`);
    await page?.context().close();
    await closeBrowser(handle);
  });

  it("runs React's production build, as staff's browsers get it", async () => {
    // Strapi's build replaces process.env with the STRAPI_ADMIN_* settings alone, so React reads
    // NODE_ENV from the build's own environment: without NODE_ENV=production (cms/package.json's
    // build script) the panel runs React's development build, about a third slower. A development
    // build gives every rendered element's fiber its debugging fields.
    const fiber = await page
      .locator('nav a')
      .first()
      .evaluate((element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
        return key ? { debugFields: '_debugOwner' in (element as unknown as Record<string, object>)[key] } : null;
      });
    expect(fiber).toEqual({ debugFields: false });
  });

  it('shows 대관 신청 현황 with the count of every status and the newest applications awaiting action', async () => {
    const widget = page.locator('[data-widget="rental-status"]');
    await widget.waitFor();
    expect(rental.statuses.find((entry) => entry.status === 'received')?.count).toBeGreaterThanOrEqual(3);
    for (const { status, label, count } of rental.statuses) {
      const tile = widget.locator(`[data-status="${status}"]`);
      expect(await tile.locator('[data-count]').innerText(), status).toBe(String(count));
      expect(await tile.innerText(), status).toContain(label);
    }
    const awaiting = widget.locator('[data-awaiting]');
    expect(await awaiting.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-awaiting')))).toEqual(
      rental.awaiting.map((entry) => entry.documentId),
    );
    expect(await awaiting.first().innerText()).toContain(rental.awaiting[0].showTitle);
    expect(await awaiting.first().innerText()).toContain(rental.awaiting[0].statusLabel);
  });

  it('shows 다가오는 공연 in the order of the API, flagging a missing poster or ticket link', async () => {
    const widget = page.locator('[data-widget="upcoming-shows"]');
    await widget.waitFor();
    expect(upcoming.shows[0]).toMatchObject({
      documentId: draftShow,
      publication: 'draft',
      hasPoster: false,
      hasTicketUrl: false,
    });
    const rows = widget.locator('[data-show]');
    expect(await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-show')))).toEqual(
      upcoming.shows.map((show) => show.documentId),
    );
    for (const [index, show] of upcoming.shows.entries()) {
      const text = await rows.nth(index).innerText();
      expect(text).toContain(show.title);
      expect(text.includes('포스터 없음'), show.title).toBe(!show.hasPoster);
      expect(text.includes('예매 링크 없음'), show.title).toBe(!show.hasTicketUrl);
      expect(text).toContain({ draft: '초안', published: '게시됨', modified: '수정 후 미게시' }[show.publication]);
    }
    expect(await widget.innerText()).toContain(`오늘부터 ${upcoming.total}건`);
    await screenshot(page, 'admin-home-widgets');
  });

  it('shows 대관 실적 of this month and this year, as the report route counts them', async () => {
    const widget = page.locator('[data-widget="rental-report"]');
    await widget.waitFor();
    const { status, body } = await adminApi(token, 'GET', '/admin/hall-dashboard/rental-report');
    expect(status).toBe(200);
    const report = body.data as { month: { label: string; days: number }; year: { label: string; days: number } };
    const month = widget.locator('[data-report="month"]');
    expect(await month.locator('caption').innerText()).toBe(report.month.label);
    expect(await month.locator('tr[data-total]').innerText()).toContain(`${report.month.days}일`);
    expect(await widget.locator('[data-report="year"] tr[data-total]').innerText()).toContain(`${report.year.days}일`);
    await widget.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-home-rental-report', { fullPage: false });
  });

  it('opens the list of one status, with as many rows as the count said', async () => {
    const reviewing = rental.statuses.find((entry) => entry.status === 'reviewing')!;
    await page.locator('[data-widget="rental-status"] [data-status="reviewing"]').click();
    await page.waitForURL((url) => url.pathname.endsWith(`/content-manager/collection-types/${RENTAL}`));
    expect(decodeURIComponent(page.url())).toContain('filters[$and][0][applicationStatus][$eq]=reviewing');
    await expect.poll(() => listRows(page).count()).toBe(reviewing.count);
    expect(await listedTotal(page)).toBe(reviewing.count);
    const notice = page.locator('[data-filter-notice]');
    await expect
      .poll(() => notice.innerText())
      .toBe(`필터 1개 적용 중: 전체 ${rental.total}건 중 ${reviewing.count}건 표시\n필터 해제`);
    await screenshot(page, 'admin-home-filtered-list');
  });

  it('a remembered filter that hides every application says so, and clears', async () => {
    // A status no application has: the list view remembers this filter for the next visit.
    const empty = rental.statuses.find((entry) => entry.count === 0)!;
    expect(empty, 'a status without applications').toBeDefined();
    await page.goto(new URL('/admin', e2e().baseUrl).toString());
    await page.locator(`[data-widget="rental-status"] [data-status="${empty.status}"]`).click();
    await page.waitForURL((url) => url.search.includes(empty.status));
    const notice = page.locator('[data-filter-notice]');
    // The list has opened (and stored its filter) once it has counted what the filter hides.
    await expect.poll(() => notice.innerText()).toContain('모두 가려져 있습니다');

    // Opened later without a filter in the address (as from the menu), the list re-applies it.
    await page.goto(new URL(`/admin/content-manager/collection-types/${RENTAL}`, e2e().baseUrl).toString());
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`[applicationStatus][$eq]=${empty.status}`);
    await expect
      .poll(() => notice.innerText())
      .toBe(`필터 1개 때문에 전체 ${rental.total}건이 모두 가려져 있습니다\n필터 해제`);
    expect(await listRows(page).count()).toBe(0);
    await screenshot(page, 'admin-home-remembered-filter');

    await notice.getByRole('button', { name: '필터 해제' }).click();
    await expect.poll(() => listedTotal(page)).toBe(rental.total);
    const pageSize = Number(new URL(page.url()).searchParams.get('pageSize'));
    expect(await listRows(page).count()).toBe(Math.min(rental.total, pageSize));
    expect(decodeURIComponent(page.url())).not.toContain('filters');
    expect(await notice.count()).toBe(0);
  });

  it('is shown without 대관 신청 현황 to staff whose role cannot read rental applications', async () => {
    const role = await adminApi<{ data: { id: number } }>(token, 'POST', '/admin/roles', {
      name: `공연만 ${RUN}`,
      description: '홈 위젯 시험',
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const readShows = {
      action: 'plugin::content-manager.explorer.read',
      subject: SHOW,
      properties: { fields: ['title', 'startsAt', 'poster', 'ticketUrl'] },
      conditions: [],
    };
    expect(
      (await adminApi(token, 'PUT', `/admin/roles/${role.body.data.id}/permissions`, { permissions: [readShows] }))
        .status,
    ).toBe(200);
    const account = { email: `shows-${RUN}@staff.example`, password: 'Staff-Shows-2026!' };
    const invited = await adminApi<{ data: { registrationToken: string } }>(token, 'POST', '/admin/users', {
      firstname: '공연',
      lastname: '직원',
      email: account.email,
      roles: [role.body.data.id],
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const registered = await adminApi(null, 'POST', '/admin/register', {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: '공연', lastname: '직원', password: account.password },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    const staffPage = await openAdmin(handle!.browser);
    try {
      await logInToAdmin(staffPage, account);
      await staffPage.locator('[data-widget="upcoming-shows"]').waitFor();
      expect(await staffPage.locator('[data-widget="rental-status"]').count()).toBe(0);
      expect(await staffPage.locator('body').innerText()).not.toContain('대관 신청 현황');
      await screenshot(staffPage, 'admin-home-without-rental');
    } finally {
      await staffPage.context().close();
    }
  });

  it('opens an application awaiting action in its edit view', async () => {
    await page.goto(new URL('/admin', e2e().baseUrl).toString());
    const newest = rental.awaiting[0];
    await page.locator(`[data-awaiting="${newest.documentId}"]`).click();
    await page.waitForURL((url) =>
      url.pathname.endsWith(`/content-manager/collection-types/${RENTAL}/${newest.documentId}`),
    );
    await expect.poll(() => page.locator('input[name="company"]').inputValue()).toBe(newest.company);
    await screenshot(page, 'admin-home-edit-view');
  });
});
