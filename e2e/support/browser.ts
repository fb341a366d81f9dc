import fs from 'node:fs/promises';
import os from 'node:os';
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

/** Launches Debian's Chromium headless with a fresh profile; close it with `closeBrowser`. */
export async function launchBrowser(): Promise<{ browser: Browser; profileDir: string }> {
  const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hall-chromium-'));
  const browser = await playwright.launch({
    executablePath: e2e().chromium!,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`],
  });
  return { browser, profileDir };
}

export async function closeBrowser(handle: { browser: Browser; profileDir: string } | undefined) {
  if (!handle) return;
  await handle.browser.close();
  await fs.rm(handle.profileDir, { recursive: true, force: true });
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
