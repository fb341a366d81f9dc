import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, newBrowserContext } from './browser';
import { WAIT_TIMEOUT_MS } from './timeouts.mjs';

/** Staff work on a desktop screen; the admin panel is not built for phones. */
export const ADMIN_VIEWPORT = { width: 1440, height: 900 } as const;

export interface StaffAccount {
  email: string;
  password: string;
}

/** The super admin that global-setup creates (the technical owner's account). */
export const ownerAccount = (): StaffAccount => ({ email: e2e().adminEmail, password: e2e().adminPassword });

/** Calls the admin API of the started stack as a logged-in staff member. */
export async function adminApi<T = any>(
  token: string | null,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(pathname, e2e().baseUrl), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the assertion message
  }
  return { status: response.status, body: parsed as T };
}

/** An admin API token for a staff account, as the login form gets it. */
export async function adminToken(account: StaffAccount = ownerAccount()): Promise<string> {
  const { status, body } = await adminApi<{ data: { token: string } }>(null, 'POST', '/admin/login', account);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.token;
}

/** A fresh browser context at desktop width, in Korean and Seoul time, on the admin login page. */
export async function openAdmin(browser: Browser): Promise<Page> {
  const context = await newBrowserContext(browser, { viewport: ADMIN_VIEWPORT });
  const page = await context.newPage();
  await page.goto(new URL('/admin/auth/login', e2e().baseUrl).toString());
  return page;
}

/**
 * Moves a logged-in admin panel to another of its screens the way its own links do, through its
 * router (React Router follows the history: a pushed address and a popstate event), and waits
 * until the screen's requests are answered. Loading the 5 MB panel anew with page.goto costs
 * Chromium about 1 CPU-s; this about a third of it. A page not yet in the panel (a new context,
 * the login page) is loaded with page.goto. For a reload, to see what the server stored after a
 * change, call page.goto.
 */
export async function openAdminScreen(page: Page, pathname: string) {
  const target = new URL(pathname, e2e().baseUrl);
  const current = new URL(page.url());
  if (
    current.origin !== target.origin ||
    !/^\/admin(\/|$)/.test(current.pathname) ||
    current.pathname.startsWith('/admin/auth/')
  ) {
    await page.goto(target.toString());
    return;
  }
  await whileRequestsLast(page, () =>
    page.evaluate((address) => {
      window.history.pushState(null, '', address);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `${target.pathname}${target.search}`),
  );
}

/**
 * Runs `action`, then waits until the page has had no request in flight for `quietMs` (at most
 * `timeoutMs`): what `waitForLoadState('networkidle')` does for a page load, for a screen the
 * panel renders without one (its route's code, then its data).
 */
async function whileRequestsLast(
  page: Page,
  action: () => Promise<unknown>,
  { quietMs = 300, timeoutMs = 30_000 } = {},
) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    lastChange = Date.now();
    const deadline = Date.now() + timeoutMs;
    while ((inFlight > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The data rows of the list on the admin screen. While a list loads, Strapi's table shows one row
 * whose one cell holds its loader (and an empty list one row with its message), which the first
 * `tbody tr` would be; a data row has a cell per column.
 */
export const listRows = (page: Page) => page.locator('main tbody tr:has(td + td)');

/** Waits until the list on the screen has loaded: its loader (role="alert", in the table) is gone. */
export async function listLoaded(page: Page) {
  await page.locator('main tbody [role="alert"]').waitFor({ state: 'detached' });
}

/**
 * Opens a list row's edit view (`editView`, its address) the way staff do, by clicking the row's
 * first cell that holds no control of its own (a click on the row lands on its centre, whichever
 * cell the column widths put there), and clicks again while the address has not changed: a click
 * the list swallowed (an idle run once waited 30 s for an edit view that never opened) is sent
 * again, not waited for in vain.
 */
export async function openRow(row: Locator, editView: RegExp) {
  const page = row.page();
  const cell = row.locator('td:not(:has(button, input))').first();
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (!editView.test(page.url())) {
    if (Date.now() > deadline) throw new Error(`the row did not open ${editView}; the panel is at ${page.url()}`);
    // The list may be gone by the time of the click: the address, checked again, says why. Each
    // try is short; the deadline above is the guard.
    await cell.click({ timeout: 10_000 }).catch(() => undefined);
    await page.waitForURL(editView, { timeout: 3_000 }).catch(() => undefined);
  }
}

/**
 * Opens a content type's list through the panel's router and waits for the list itself: its
 * heading (the screen before may have a table of its own, such as an application's 진행 이력) and
 * its first data row.
 */
export async function openList(page: Page, uid: string, heading: string) {
  await openAdminScreen(page, `/admin/content-manager/collection-types/${uid}`);
  await page.locator('main h1', { hasText: new RegExp(`^${heading}$`) }).waitFor();
  await listRows(page).first().waitFor();
}

/** Logs in through the admin panel's own login form and waits for its home page. */
export async function logInToAdmin(page: Page, account: StaffAccount = ownerAccount()) {
  if (!page.url().includes('/admin/auth/login'))
    await page.goto(new URL('/admin/auth/login', e2e().baseUrl).toString());
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth/'));
  await page.locator('nav').first().waitFor();
}
