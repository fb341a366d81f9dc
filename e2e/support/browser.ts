import path from 'node:path';
import { chromium as playwright, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium';

export const VIEWPORTS = {
  pc: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const e2e = () => inject('e2e');
export const browserMissing = () => e2e().chromium === null;

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

export async function openPage(browser: Browser, viewport: ViewportName, pathname = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await page.goto(new URL(pathname, e2e().baseUrl).toString());
  return page;
}

/** Saves a full-page screenshot under e2e/output/ for a reviewer to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(e2e().outputDir, `${name}.png`), fullPage: true });
}

/** Reads the public API of the started stack. */
export async function api<T = any>(pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, e2e().baseUrl));
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
}
