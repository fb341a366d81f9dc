import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminToken,
  listRows,
  logInToAdmin,
  openAdmin,
  openAdminScreen,
  openList,
  openRow,
  ownerAccount,
  type StaffAccount,
} from './support/admin';
import { browserMissing, closeBrowser, e2e, launchBrowser, screenshot } from './support/browser';
import { seoulDayAfter, signUpMember, submitRentalApplication } from './support/members';

/**
 * Each staff role in the real admin panel: invited by the owner through the admin API (as
 * Settings → 사용자 → 초대 does), registered from the invitation link or logged in through the
 * form, and shown only its own menus, in Korean, without Strapi's guided tour or banners.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Staff-Role-e2e-1!';

const TYPES = {
  show: 'api::show.show',
  notice: 'api::notice.notice',
  popup: 'api::popup.popup',
  calendarEvent: 'api::calendar-event.calendar-event',
  siteConfig: 'api::site-config.site-config',
  rentalApplication: 'api::rental-application.rental-application',
  rentalRound: 'api::rental-round.rental-round',
  member: 'plugin::users-permissions.user',
  outboundMail: 'api::outbound-mail.outbound-mail',
};
const SITE_CONTENT = [TYPES.show, TYPES.notice, TYPES.popup, TYPES.calendarEvent, TYPES.siteConfig];

/** What Strapi's own onboarding says (in Korean and English): none of it may show. */
const ONBOARDING_TEXT = [
  '애플리케이션을 살펴보세요',
  '가이드 투어',
  '할 일',
  '단계 중',
  'Strapi Cloud',
  'Discover your application',
  'guided tour',
  'Introducing the new Media Library',
  'revamped version',
];

const APPLICATION_TITLE = `역할 확인 공연 ${RUN}`;

/** A member signs up and submits an application, as the site's form does; returns the member's e-mail. */
async function submitApplication(): Promise<string> {
  const email = `applicant-${RUN}@member.example`;
  await submitRentalApplication(await signUpMember(email, '김신청'), {
    company: '역할확인기획',
    email,
    showTitle: APPLICATION_TITLE,
    performerFormat: '피아노 독주',
    // Far ahead, on a day no other browser test asks for; the form's date rule takes it on any day.
    desiredDate: seoulDayAfter(1200),
  });
  return email;
}

/** Korean names, which the panel must show family name first (김지은, not 지은 김). */
const NAMES: Record<string, { firstname: string; lastname: string }> = {
  content: { firstname: '지은', lastname: '김' },
  rental: { firstname: '대관', lastname: '이' },
  pending: { firstname: '초대', lastname: '박' },
};

interface Invitation {
  email: string;
  registrationToken: string;
}

async function invite(ownerToken: string, roleCode: string, label: string): Promise<Invitation> {
  const roles = await adminApi<{ data: Array<{ id: number; code: string }> }>(ownerToken, 'GET', '/admin/roles');
  expect(roles.status).toBe(200);
  const role = roles.body.data.find((candidate) => candidate.code === roleCode);
  expect(role, roleCode).toBeDefined();
  const email = `${label}-${RUN}@arthall.example`;
  const invited = await adminApi<{ data: { registrationToken: string } }>(ownerToken, 'POST', '/admin/users', {
    email,
    ...NAMES[label],
    roles: [role!.id],
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  return { email, registrationToken: invited.body.data.registrationToken };
}

/** The links of the main navigation (the left bar), by where they lead. */
async function mainMenu(page: Page): Promise<string[]> {
  await page.locator('nav a[href="/admin/content-manager"], nav a[href^="/admin/content-manager"]').first().waitFor();
  return page
    .locator('nav')
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The content types the content manager lists on its left, by uid. */
async function contentManagerTypes(page: Page): Promise<string[]> {
  await openAdminScreen(page, '/admin/content-manager');
  await page
    .locator('a[href*="/content-manager/collection-types/"], a[href*="/content-manager/single-types/"]')
    .first()
    .waitFor();
  const hrefs = await page
    .locator('a[href*="/content-manager/collection-types/"], a[href*="/content-manager/single-types/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [
    ...new Set(hrefs.map((href) => href.match(/(?:collection|single)-types\/([^/?]+)/)?.[1] ?? '').filter(Boolean)),
  ].sort();
}

async function expectNoOnboarding(page: Page, where: string) {
  // Give Strapi's tour and banner time to appear if they are going to.
  await page.waitForTimeout(1_500);
  const text = await page.locator('body').innerText();
  for (const phrase of ONBOARDING_TEXT) expect(text, `${where}: "${phrase}"`).not.toContain(phrase);
}

/** The panel speaks Korean from the first login: Strapi's own menu entries are in Korean. */
async function expectKorean(page: Page) {
  const nav = await page.locator('nav').first().innerText();
  expect(nav).toMatch(/^홈$/m);
  expect(nav).toMatch(/^설정$/m);
  expect(nav).not.toMatch(/^(Home|Settings|Media Library)$/m);
  expect(await page.locator('html').getAttribute('lang')).toBe('ko');
}

/**
 * Strapi 5.54 shows the Settings entry to every admin: its 개요 page (the application's
 * versions) asks for no permission, and no public API removes it. A staff role must find
 * nothing else there: no users, roles, tokens, webhooks, plugins, e-mail, media or
 * users-permissions settings.
 */
async function expectSettingsHoldOnlyTheOverview(page: Page, name: string) {
  await openAdminScreen(page, '/admin/settings');
  await page.locator('a[href="/admin/settings/application-infos"]').first().waitFor();
  await page.waitForTimeout(1_000);
  const links = await page
    .locator('a[href^="/admin/settings/"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => (anchor.getAttribute('href') ?? '').split('?')[0]))]);
  expect(links).toEqual(['/admin/settings/application-infos']);
  // Not Strapi's overview (plan, versions): what staff can change and where (admin/staff-panel).
  await page.locator('[data-staff-settings]').waitFor();
  const text = await page.locator('body').innerText();
  expect(text).toContain('내 계정');
  expect(text).toContain('사이트 설정 열기');
  for (const word of ['Community', '에디션', 'Node', 'Strapi 버전', 'v5.']) expect(text, word).not.toContain(word);
  await screenshot(page, `admin-roles-${name}-settings`, { fullPage: false });
}

/** The home page holds the hall's widgets and the profile, not Strapi's project statistics. */
async function expectHallHome(page: Page, displayName: string) {
  await page.getByText(displayName, { exact: true }).first().waitFor();
  await page.waitForTimeout(1_000);
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('프로젝트 통계');
  expect(text).not.toContain('싱글 타입');
  expect(text).not.toMatch(/Single[- ]Type/i);
}

describe.skipIf(browserMissing())('staff roles in the admin panel', () => {
  let handle: { browser: Browser } | undefined;
  let ownerToken: string;
  let contentStaff: Invitation;
  let rentalStaff: Invitation;
  let applicantEmail: string;

  beforeAll(async () => {
    handle = await launchBrowser();
    ownerToken = await adminToken();
    contentStaff = await invite(ownerToken, 'hall-content-staff', 'content');
    rentalStaff = await invite(ownerToken, 'hall-rental-staff', 'rental');
    applicantEmail = await submitApplication();
  });

  afterAll(async () => {
    await closeBrowser(handle);
  });

  it('공연장 직원 registers from the invitation link and sees content, media and nothing else, in Korean', async () => {
    const page = await openAdmin(handle!.browser);
    try {
      const registrationPage = new URL(
        `/admin/auth/register?registrationToken=${contentStaff.registrationToken}`,
        e2e().baseUrl,
      ).toString();
      await page.goto(registrationPage);
      // A browser that last showed the panel in English: Korean must come from the new account.
      await page.evaluate(() => window.localStorage.setItem('strapi-admin-language', 'en'));
      await page.goto(registrationPage);
      await page.locator('input[name="password"]').waitFor();
      await expect.poll(() => page.locator('input[name="email"]').inputValue()).toBe(contentStaff.email);
      // Strapi's newsletter is not offered to hall staff.
      await page.waitForTimeout(500);
      expect(await page.locator('form [role="checkbox"]:visible').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toContain('최신 정보');
      expect(await page.locator('a[href*="strapi.io"]:visible').count()).toBe(0);
      await screenshot(page, 'admin-roles-registration', { fullPage: false });
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth/'));

      const menu = await mainMenu(page);
      expect(menu).toContain('/admin/content-manager');
      expect(menu).toContain('/admin/plugins/upload');
      expect(menu.filter((href) => href.includes('content-type-builder'))).toEqual([]);
      expect(menu.filter((href) => href.includes('market'))).toEqual([]);
      await expectKorean(page);
      await expectHallHome(page, '김지은');
      await expectNoOnboarding(page, '공연장 직원 home');
      await screenshot(page, 'admin-roles-content-home', { fullPage: false });

      expect(await contentManagerTypes(page)).toEqual([...SITE_CONTENT].sort());
      await expectNoOnboarding(page, '공연장 직원 content manager');
      await screenshot(page, 'admin-roles-content-manager', { fullPage: false });

      // Through the menu, as staff go there. (On a full page load of this address Strapi 5.54
      // sometimes leaves out the 새로 만들기 button, for the Super Admin too.)
      await page.locator('nav a[href="/admin/plugins/upload"]').first().click();
      await page.locator('main h1').first().waitFor();
      // The role may upload: the media library offers its 새로 만들기 → 파일 업로드 menu.
      await page.getByRole('button', { name: '새로 만들기', exact: true }).click();
      await page.getByRole('menuitem', { name: '파일 업로드' }).first().waitFor();
      await page.keyboard.press('Escape');
      await expectNoOnboarding(page, '공연장 직원 media library');
      await screenshot(page, 'admin-roles-content-media', { fullPage: false });

      // Rental applications stay closed, even by their address.
      await page.goto(
        new URL(`/admin/content-manager/collection-types/${TYPES.rentalApplication}`, e2e().baseUrl).toString(),
      );
      await page.waitForTimeout(2_000);
      expect(await page.locator('body').innerText()).not.toContain(APPLICATION_TITLE);

      await expectSettingsHoldOnlyTheOverview(page, 'content');
      // Typing the address of a settings page shows no list of accounts.
      await page.goto(new URL('/admin/settings/users', e2e().baseUrl).toString());
      await page.waitForTimeout(1_500);
      expect(await page.locator('body').innerText()).not.toContain(ownerAccount().email);
    } finally {
      await page.context().close();
    }
  });

  it('대관 담당 logs in and sees 대관 신청 and the site content read-only, in Korean', async () => {
    const registered = await adminApi(null, 'POST', '/admin/register', {
      registrationToken: rentalStaff.registrationToken,
      userInfo: { ...NAMES.rental, password: PASSWORD },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const account: StaffAccount = { email: rentalStaff.email, password: PASSWORD };

    const page = await openAdmin(handle!.browser);
    try {
      await logInToAdmin(page, account);
      const menu = await mainMenu(page);
      expect(menu).toContain('/admin/content-manager');
      expect(menu.filter((href) => href.includes('/plugins/upload'))).toEqual([]);
      expect(menu.filter((href) => href.includes('content-type-builder'))).toEqual([]);
      expect(menu.filter((href) => href.includes('market'))).toEqual([]);
      await expectKorean(page);
      await expectHallHome(page, '이대관');
      await expectNoOnboarding(page, '대관 담당 home');
      await screenshot(page, 'admin-roles-rental-home', { fullPage: false });

      // 콘텐츠 관리자 opens on 대관 신청, the rental office's work, not on 공연.
      await page.locator('nav a[href="/admin/content-manager"]').first().click();
      await page.waitForURL(/\/content-manager\/collection-types\/api::rental-application\.rental-application/);
      await listRows(page).first().waitFor();

      // The members' list shows only the columns the role may read, none that is always empty.
      await openList(page, TYPES.member, '회원');
      const headers = (await page.locator('main thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      expect(headers).toContain('이메일');
      for (const unreadable of ['이름', '휴대폰 번호', '차단(휴면)'])
        expect(headers, unreadable).not.toContain(unreadable);
      const emptyColumns = await page.locator('main table').evaluate((table) => {
        const rows = Array.from(table.querySelectorAll('tbody tr'));
        const count = table.querySelectorAll('thead th').length;
        return [...Array(count).keys()].filter((index) =>
          rows.every((row) => ['', '-'].includes((row.children[index]?.textContent ?? '').trim())),
        );
      });
      // The first column is the row's checkbox, the last its actions.
      expect(emptyColumns.filter((index) => index > 0 && index < headers.length)).toEqual([]);
      await screenshot(page, 'admin-roles-rental-members', { fullPage: false });

      // 회원 is listed for the applicant's e-mail on an application (the one member field it reads);
      // 메일 발송함 to see whether the applicants' mails went out (docs/decisions/023); 대관 공모 to
      // announce the calls for applications (docs/decisions/031).
      expect(await contentManagerTypes(page)).toEqual(
        [...SITE_CONTENT, TYPES.rentalApplication, TYPES.rentalRound, TYPES.member, TYPES.outboundMail].sort(),
      );
      await openAdminScreen(page, `/admin/content-manager/collection-types/${TYPES.rentalApplication}`);
      await page.locator('main tbody tr', { hasText: APPLICATION_TITLE }).waitFor();
      await expectNoOnboarding(page, '대관 담당 applications');
      await screenshot(page, 'admin-roles-rental-applications', { fullPage: false });
      // The application opens with its applicant shown by e-mail.
      await openRow(
        page.locator('main tbody tr', { hasText: APPLICATION_TITLE }),
        /\/collection-types\/api::rental-application\.rental-application\/[a-z0-9]+/,
      );
      await expect.poll(() => page.locator('main').innerText()).toContain(applicantEmail);
      // It can be changed: the form has its 저장 button (enabled once something is edited).
      await page.locator('main').getByRole('button', { name: '저장', exact: true }).waitFor();
      await screenshot(page, 'admin-roles-rental-application', { fullPage: false });

      // A show opens read-only: no create button on the list, no save or publish in the edit view.
      await openList(page, TYPES.show, '공연');
      expect(await page.locator('main a[href*="/create"]').count()).toBe(0);
      await openRow(listRows(page).first(), /\/collection-types\/api::show\.show\/[a-z0-9]+/);
      await page.locator('main input[name="title"]').waitFor();
      expect(await page.locator('main input[name="title"]').isDisabled()).toBe(true);
      // Strapi keeps its 저장 and 게시 buttons on a read-only form, disabled; the fields cannot be edited.
      for (const label of ['저장', '게시']) {
        const button = page.locator('main').getByRole('button', { name: label, exact: true });
        if ((await button.count()) > 0) expect(await button.first().isDisabled(), label).toBe(true);
      }
      await screenshot(page, 'admin-roles-rental-show-read-only', { fullPage: false });

      await expectSettingsHoldOnlyTheOverview(page, 'rental');
    } finally {
      await page.context().close();
    }
  });

  it('shows the owner no guided tour either', async () => {
    const page = await openAdmin(handle!.browser);
    try {
      await logInToAdmin(page, ownerAccount());
      const menu = await mainMenu(page);
      expect(menu.some((href) => href.startsWith('/admin/settings'))).toBe(true);
      await expectNoOnboarding(page, 'owner home');
      // What keeps them away (cms/src/admin/staff-onboarding): Strapi's own "dismissed" flags.
      const stored = await page.evaluate(() => ({
        tour: window.localStorage.getItem('STRAPI_GUIDED_TOUR'),
        keys: Object.keys(window.localStorage),
      }));
      expect(JSON.parse(stored.tour ?? '{}').enabled).toBe(false);
      expect(
        stored.keys.filter((name) => name.startsWith('STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:')).length,
      ).toBeGreaterThan(0);
      await screenshot(page, 'admin-roles-owner-home', { fullPage: false });
      await openList(page, TYPES.notice, '공지사항');
      await expectNoOnboarding(page, 'owner content manager');
      await screenshot(page, 'admin-roles-owner-content-manager', { fullPage: false });
    } finally {
      await page.context().close();
    }
  });

  it("keeps the project statistics, Strapi's overview and a pending invitation's link for the owner", async () => {
    const pending = await invite(ownerToken, 'hall-content-staff', 'pending');
    const page = await openAdmin(handle!.browser);
    try {
      await logInToAdmin(page, ownerAccount());
      await page.locator('main').getByText('프로젝트 통계').first().waitFor();
      // The owner's content manager still opens as Strapi opens it, on 공연.
      await page.locator('nav a[href="/admin/content-manager"]').first().click();
      await page.waitForURL(/\/content-manager\/collection-types\/api::show\.show/);
      await openAdminScreen(page, '/admin/settings/application-infos');
      // Strapi's own overview, not the staff's 설정 page (which the owner was once shown).
      await page.locator('main').getByText('Strapi 버전').first().waitFor();
      expect(await page.locator('[data-staff-settings]').count()).toBe(0);

      // The invitation dialog was closed long ago: 설정 → 대기 중인 초대 still has the link to send.
      await openAdminScreen(page, '/admin/settings');
      await page.locator('a[href="/admin/settings/staff-invitations"]').first().click();
      const row = page.locator(`tr[data-invitation="${pending.email}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain('박초대');
      const link = () => row.locator('[data-invitation-link]').innerText();
      expect(await link()).toContain(`/admin/auth/register?registrationToken=${pending.registrationToken}`);
      // A lost link is replaced: the old one stops working.
      await row.getByRole('button', { name: '새 링크 만들기' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '새 링크 만들기' }).click();
      await expect.poll(link).not.toContain(pending.registrationToken);
      const token = new URL(await link()).searchParams.get('registrationToken');
      expect((await adminApi(null, 'GET', `/admin/registration-info?registrationToken=${token}`)).status).toBe(200);
      expect(
        (await adminApi(null, 'GET', `/admin/registration-info?registrationToken=${pending.registrationToken}`)).status,
      ).not.toBe(200);
      await screenshot(page, 'admin-roles-owner-pending-invitation', { fullPage: false });
    } finally {
      await page.context().close();
    }
  });
});
