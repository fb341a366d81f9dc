import path from 'node:path';
import {
  chromium as playwright,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium';
import { WAIT_TIMEOUT_MS } from './timeouts.mjs';

export const VIEWPORTS = {
  pc: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export const e2e = () => inject('e2e');
export const browserMissing = () => e2e().chromium === null;

export interface PageOptions {
  /** Emulate prefers-reduced-motion: reduce (no reveal animation, no slideshow autoplay). */
  reducedMotion?: boolean;
  /**
   * Ignore the site's Content-Security-Policy. Only for the accessibility audit: axe-core is
   * injected as an inline script, which the site's `script-src 'self'` rightly blocks.
   */
  bypassCSP?: boolean;
}

/**
 * Launches Debian's Chromium headless. Playwright gives every launch a fresh temporary
 * profile (--user-data-dir) and deletes it on close.
 */
export async function launchBrowser(): Promise<{ browser: Browser }> {
  const browser = await playwright.launch({ executablePath: e2e().chromium!, headless: true, args: CHROMIUM_FLAGS });
  return { browser };
}

export async function closeBrowser(handle: { browser: Browser } | undefined) {
  await handle?.browser.close();
}

/**
 * A fresh browser context (its own cookies), in Korean and Seoul time, whose waits and actions
 * give up after WAIT_TIMEOUT_MS. Every test's context is made here.
 */
export async function newBrowserContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    acceptDownloads: true,
    ...options,
  });
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  return context;
}

const pageErrors = new WeakMap<Page, string[]>();
const consoleErrors = new WeakMap<Page, string[]>();

/** A page in a fresh browser context (its own cookies) at one of the three widths. */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  pathname = '/',
  options: PageOptions = {},
): Promise<Page> {
  const context = await newBrowserContext(browser, {
    viewport: VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const logged: string[] = [];
  pageErrors.set(page, errors);
  consoleErrors.set(page, logged);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await visit(page, pathname);
  return page;
}

/**
 * Opens a page of the site and waits until the app runs on it: the server renders every page, and
 * the browser takes it over once it has been shown (web/src/boot.ts). The header's account menu
 * is filled in only then, when the login has been checked.
 */
export async function visit(page: Page, pathname: string) {
  // What the page threw or logged belongs to the document it was on: each visit starts anew.
  errorsOf(page).splice(0);
  consoleErrorsOf(page).splice(0);
  await page.goto(new URL(pathname, e2e().baseUrl).toString());
  await page.locator('nav.site-header__account[aria-busy="false"]').waitFor({ state: 'attached' });
}

/** Uncaught exceptions the page has thrown since its latest visit. */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/** What the page logged as an error since its latest visit (React reports a page it could not take over there). */
export function consoleErrorsOf(page: Page): string[] {
  return consoleErrors.get(page) ?? [];
}

/** Closes the page's browser context. */
export async function closePage(page: Page | undefined) {
  await page?.context().close();
}

/**
 * Saves a screenshot under e2e/output/ for a reviewer to look at: the full page, only the
 * viewport (for a modal dialog, whose fixed backdrop covers the viewport only), or one element.
 * Not in CI, where nobody would look (e2e/global-setup.ts).
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (!e2e().screenshots) return;
  const page = 'page' in target ? target.page() : target;
  // A dialog that is still fading in would be captured half-transparent.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined);
  const file = path.join(e2e().outputDir, `${name}.png`);
  if (target === page) await page.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

/** Reads the public API of the started stack. */
export async function api<T = any>(pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, e2e().baseUrl));
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** GETs a path of the started stack (a file download, say). */
export async function fetchFromSite(pathname: string): Promise<Response> {
  return fetch(new URL(pathname, e2e().baseUrl));
}
