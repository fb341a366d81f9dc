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
  type ViewportName,
  VIEWPORTS,
  visit,
} from './support/browser';
import { WAIT_TIMEOUT_MS } from './support/timeouts.mjs';

/**
 * Member accounts against the started stack: signup (with every validation message), login,
 * the session surviving a reload (refresh cookie), My page, logout, and the password reset from
 * /password/find to logging in with the new password, the link taken from the cms's mail outbox
 * (MAIL_OUTBOX_DIR, set by global-setup.ts).
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EMAIL = `member-${RUN}@example.com`;
const PASSWORD = 'Hall-e2e-1!';
const NEW_PASSWORD = 'Hall-e2e-2@';

const MESSAGES = {
  emailFormat: '이메일 형식이 올바르지 않습니다.',
  passwordRule: '영문, 숫자, 특수문자(!@#$%^&*) 조합 6자리 이상 입력해주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  agreementRequired: '필수 동의 항목입니다.',
  signupDone: '회원가입이 완료되었습니다.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  loginFailed: '이메일 또는 비밀번호를 확인해주세요.',
  saved: '정보가 수정되었습니다.',
  loggedOut: '로그아웃 되었습니다.',
  mailSent: '비밀번호 재설정 메일을 발송했습니다. 메일함을 확인해주세요.',
  resetDone: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.',
};

interface OutboxMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

/**
 * A fresh visitor who has already chosen 'don't show today' for the home popups (home.test.ts
 * covers them): login, signup and logout land on the home page, where a popup would cover the
 * header this file clicks.
 */
async function newContext(browser: Browser, viewport: ViewportName = 'pc'): Promise<BrowserContext> {
  const context = await newBrowserContext(browser, { viewport: VIEWPORTS[viewport] });
  const popups = (await api('/api/popups')).data as Array<{ documentId: string }>;
  await context.addCookies(
    popups.map((popup) => ({ name: `hall_popup_hidden_${popup.documentId}`, value: '1', url: e2e().baseUrl })),
  );
  return context;
}

const go = visit;

/** Waits until the page's h1 reads `title` (the auth state has settled and the route rendered). */
async function heading(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

const toast = (page: Page) => page.locator('.toast-region');

async function expectToast(page: Page, message: string) {
  await expect.poll(() => toast(page).innerText()).toBe(message);
}

async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: '회원 메뉴' });

async function expectLoggedIn(page: Page) {
  await accountNav(page).getByRole('link', { name: '마이페이지' }).waitFor();
  expect(await accountNav(page).getByRole('button', { name: '로그아웃' }).count()).toBe(1);
  expect(await accountNav(page).getByRole('link', { name: '로그인' }).count()).toBe(0);
}

async function expectLoggedOut(page: Page) {
  await accountNav(page).getByRole('link', { name: '로그인' }).waitFor();
  expect(await accountNav(page).getByRole('link', { name: '마이페이지' }).count()).toBe(0);
}

/** The mail and its reset link that arrived for `email` after `since`. */
async function waitForResetMail(email: string, since: number): Promise<{ mail: OutboxMail; link: string }> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const files = await fs.readdir(e2e().mailDir).catch(() => [] as string[]);
    const candidates = files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of candidates) {
      const mail = JSON.parse(await fs.readFile(path.join(e2e().mailDir, file), 'utf8')) as OutboxMail;
      if (Date.parse(mail.date) < since - 1000) break;
      if (!mail.to.some((to) => to.includes(email))) continue;
      const link = /https?:\/\/[^\s"'<>]+\/mail\?code=[0-9a-f]+/.exec(mail.text)?.[0];
      if (link) return { mail, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in ${e2e().mailDir}`);
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('이메일').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

describe.skipIf(browserMissing())('member accounts on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let context: BrowserContext;
  let page: Page;
  let hallName: string;

  beforeAll(async () => {
    handle = await launchBrowser();
    context = await newContext(handle.browser);
    page = await context.newPage();
    hallName = (await api('/api/site-config')).data.hallName;
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser(handle);
  });

  it('shows each signup validation message and enables the button only when the form is valid', async () => {
    await go(page, '/signup');
    await heading(page, '회원가입');
    await expect.poll(() => page.title()).toBe(`회원가입 | ${hallName}`);
    expect(await page.locator('footer').count()).toBe(0);
    const submit = page.getByRole('button', { name: '가입하기' });
    expect(await submit.isDisabled()).toBe(true);

    const email = page.getByLabel('이메일');
    await email.fill('not-an-email');
    await email.blur();
    await page.getByText(MESSAGES.emailFormat).waitFor();

    await page.getByLabel('이름').fill('김가입');
    // Digits and hyphens only, as typed, at most 13.
    await page.getByLabel('휴대폰 번호').pressSequentially('tel 010-1234-56789');
    expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe('010-1234-5678');

    const password = page.locator('input[name="password"]');
    await password.fill('abcdef');
    await password.blur();
    await page.getByText(MESSAGES.passwordRule).waitFor();

    const confirm = page.locator('input[name="passwordConfirm"]');
    await confirm.fill('Other-1!');
    await confirm.blur();
    await page.getByText(MESSAGES.passwordMismatch).waitFor();

    const agreement = page.getByRole('checkbox', { name: /이용약관 및 개인정보 수집·이용에 동의합니다/ });
    await agreement.check();
    await agreement.uncheck();
    await page.getByText(MESSAGES.agreementRequired).waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // The privacy text of the site config opens in the modal.
    await page.getByRole('button', { name: '개인정보 수집·이용 내용 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '개인정보처리방침' });
    await dialog.waitFor();
    const privacy = (await api('/api/site-config')).data.privacyPolicy as string;
    expect((await dialog.innerText()).replace(/\s+/g, ' ')).toContain(privacy.split('\n')[0]!.trim());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await email.fill(EMAIL);
    await password.fill(PASSWORD);
    await confirm.fill(PASSWORD);
    expect(await submit.isDisabled()).toBe(true);
    await agreement.check();
    for (const message of Object.values(MESSAGES).slice(0, 4)) expect(await page.getByText(message).count()).toBe(0);
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'auth-signup-pc');
  });

  it('signs up, logs the member in, and keeps the session across a reload (refresh cookie)', async () => {
    await page.getByRole('button', { name: '가입하기' }).click();
    await expectToast(page, MESSAGES.signupDone);
    await expectPath(page, '/');
    await expectLoggedIn(page);

    const cookies = await context.cookies();
    const refresh = cookies.find((cookie) => cookie.name === 'hall_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    // The access token is in memory only.
    const storage = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
    }));
    expect(storage).toEqual({ local: 0, session: 0, cookie: expect.not.stringContaining('hall_refresh') });

    await page.reload();
    await expectLoggedIn(page);

    // A logged-in member cannot see login and signup.
    await go(page, '/login');
    await expectPath(page, '/');
    await go(page, '/signup');
    await expectPath(page, '/');
  });

  it('refuses a second signup with the same e-mail', async () => {
    const other = await newContext(handle!.browser);
    const second = await other.newPage();
    try {
      await go(second, '/signup');
      await heading(second, '회원가입');
      await second.getByLabel('이메일').fill(EMAIL.toUpperCase());
      await second.getByLabel('이름').fill('중복');
      await second.getByLabel('휴대폰 번호').fill('01000000000');
      await second.locator('input[name="password"]').fill(PASSWORD);
      await second.locator('input[name="passwordConfirm"]').fill(PASSWORD);
      await second.getByRole('checkbox', { name: /동의합니다/ }).check();
      await second.getByRole('button', { name: '가입하기' }).click();
      await expectToast(second, MESSAGES.emailTaken);
      await expect.poll(() => second.locator('.form-field__error').allInnerTexts()).toContain(MESSAGES.emailTaken);
      expect(new URL(second.url()).pathname).toBe('/signup');
    } finally {
      await other.close();
    }
  });

  it('edits the name and phone on /my/info, and the change survives a reload', async () => {
    await accountNav(page).getByRole('link', { name: '마이페이지' }).click();
    await expectPath(page, '/my/info');
    await heading(page, '내 정보');
    await expect.poll(() => page.title()).toBe(`내 정보 | ${hallName}`);
    expect(await page.getByLabel('이메일').inputValue()).toBe(EMAIL);
    expect(await page.getByLabel('이메일').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('이름').inputValue()).toBe('김가입');
    // The signup number has 13 characters; the profile allows 11.
    expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe('010-1234-5678');
    await page.getByText('휴대폰 번호는 11자 이내로 입력해주세요.').waitFor();

    await page.getByLabel('이름').fill('박수정');
    await page.getByLabel('휴대폰 번호').fill('01098765432');
    await page.getByRole('button', { name: '정보 수정' }).click();
    await expectToast(page, MESSAGES.saved);

    await page.reload();
    await heading(page, '내 정보');
    await expect.poll(() => page.getByLabel('이름').inputValue()).toBe('박수정');
    expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe('01098765432');
    await screenshot(page, 'auth-my-info-pc');

    await page.getByRole('button', { name: '비밀번호 변경 메일 받기' }).click();
    await expectToast(page, MESSAGES.mailSent);
  });

  it('logs out: the server ends the session and a reload stays logged out', async () => {
    await accountNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expectToast(page, MESSAGES.loggedOut);
    await expectPath(page, '/');
    await expectLoggedOut(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'hall_refresh' && cookie.value)).toBe(false);
    await page.reload();
    await expectLoggedOut(page);
  });

  it('refuses a wrong login with one message and returns to the page asked for after a right one', async () => {
    await go(page, '/my/info');
    await expectPath(page, '/login');
    await heading(page, '로그인');
    await expect.poll(() => page.title()).toBe(`로그인 | ${hallName}`);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('button', { name: '로그인', exact: true }).isDisabled()).toBe(true);

    await login(page, EMAIL, 'Wrong-pass1!');
    await expectToast(page, MESSAGES.loginFailed);
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed }).waitFor();

    await login(page, `nobody-${RUN}@example.com`, PASSWORD);
    await expectToast(page, MESSAGES.loginFailed);
    await screenshot(page, 'auth-login-pc');

    await login(page, EMAIL, PASSWORD);
    await expectPath(page, '/my/info');
    await heading(page, '내 정보');
    await expectLoggedIn(page);
  });

  it('resets the password from /password/find through the mailed link, then logs in with the new one', async () => {
    // Logged out (a new browser context) as someone who forgot the password.
    const resetContext = await newContext(handle!.browser);
    const visitor = await resetContext.newPage();
    try {
      await go(visitor, '/login');
      await heading(visitor, '로그인');
      await visitor.getByRole('link', { name: '비밀번호 찾기' }).click();
      await expectPath(visitor, '/password/find');
      await heading(visitor, '비밀번호 찾기');
      await expect.poll(() => visitor.title()).toBe(`비밀번호 찾기 | ${hallName}`);

      const button = visitor.getByRole('button', { name: '재설정 메일 받기' });
      const email = visitor.getByLabel('이메일');
      await email.fill('member@');
      await email.blur();
      await visitor.getByText(MESSAGES.emailFormat).waitFor();
      expect(await button.isDisabled()).toBe(true);
      await screenshot(visitor, 'auth-password-find-pc');

      await email.fill(EMAIL);
      expect(await button.isEnabled()).toBe(true);
      const requestedAt = Date.now();
      await button.click();
      await expectToast(visitor, MESSAGES.mailSent);
      await visitor.getByRole('heading', { name: '메일을 확인해주세요' }).waitFor();
      await visitor.getByRole('button', { name: '메일 다시 받기' }).waitFor();
      await screenshot(visitor, 'auth-password-sent-pc');

      const { mail, link } = await waitForResetMail(EMAIL, requestedAt);
      expect(mail.subject).toMatch(/[가-힣]/);
      expect(link.startsWith(`${e2e().baseUrl}/mail?code=`)).toBe(true);

      await go(visitor, link);
      await heading(visitor, '비밀번호 재설정');
      await expect.poll(() => visitor.title()).toBe(`비밀번호 재설정 | ${hallName}`);
      const newPassword = visitor.locator('input[name="password"]');
      const newConfirm = visitor.locator('input[name="passwordConfirm"]');
      await newPassword.fill('short');
      await newPassword.blur();
      await visitor.getByText(MESSAGES.passwordRule).waitFor();
      await newPassword.fill(NEW_PASSWORD);
      await newConfirm.fill(`${NEW_PASSWORD}x`);
      await newConfirm.blur();
      await visitor.getByText(MESSAGES.passwordMismatch).waitFor();
      expect(await visitor.getByRole('button', { name: '비밀번호 변경' }).isDisabled()).toBe(true);
      await newConfirm.fill(NEW_PASSWORD);
      await screenshot(visitor, 'auth-password-reset-pc');

      const alerted = new Promise<string>((resolve) => {
        visitor.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      });
      await visitor.getByRole('button', { name: '비밀번호 변경' }).click();
      expect(await alerted).toBe(MESSAGES.resetDone);
      await expectPath(visitor, '/login');
      await heading(visitor, '로그인');

      // The reset ended every session, the first browser's too.
      await page.reload();
      await expectPath(page, '/login');
      await expectLoggedOut(page);

      await login(visitor, EMAIL, PASSWORD);
      await expectToast(visitor, MESSAGES.loginFailed);
      await login(visitor, EMAIL, NEW_PASSWORD);
      await expectPath(visitor, '/');
      await expectLoggedIn(visitor);

      // The link works once.
      await go(visitor, link);
      await heading(visitor, '비밀번호 재설정');
      await visitor.locator('input[name="password"]').fill('Third-pass3#');
      await visitor.locator('input[name="passwordConfirm"]').fill('Third-pass3#');
      await visitor.getByRole('button', { name: '비밀번호 변경' }).click();
      await visitor.getByRole('heading', { name: '사용할 수 없는 링크예요' }).waitFor();
      expect(await visitor.getByRole('link', { name: '재설정 메일 다시 받기' }).getAttribute('href')).toBe(
        '/password/find',
      );
      await screenshot(visitor, 'auth-password-reset-invalid-pc');
    } finally {
      await resetContext.close();
    }
  });

  it('takes screenshots of the account pages at 390 wide', async () => {
    const mobile = await newContext(handle!.browser, 'mobile');
    const phone = await mobile.newPage();
    try {
      for (const [pathname, title, name] of [
        ['/login', '로그인', 'auth-login-mobile'],
        ['/signup', '회원가입', 'auth-signup-mobile'],
        ['/password/find', '비밀번호 찾기', 'auth-password-find-mobile'],
        ['/mail?code=0000', '비밀번호 재설정', 'auth-password-reset-mobile'],
      ] as const) {
        await go(phone, pathname);
        await heading(phone, title);
        await expect.poll(() => phone.title()).toBe(`${title} | ${hallName}`);
        expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(phone, name);
      }

      await go(phone, '/login');
      await heading(phone, '로그인');
      await login(phone, EMAIL, NEW_PASSWORD);
      await expectPath(phone, '/');
      await go(phone, '/my/info');
      await heading(phone, '내 정보');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(phone, 'auth-my-info-mobile');

      // The account links live in the mobile menu.
      await phone.getByRole('button', { name: '메뉴 열기' }).click();
      await expectLoggedIn(phone);
      await screenshot(phone, 'auth-menu-member-mobile');
    } finally {
      await mobile.close();
    }
  });
});
