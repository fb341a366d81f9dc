import { createRequire } from 'node:module';
import { seoulDateKey as contractSeoulDateKey, seoulParts, seoulWallTimeToDate } from '@hall/contract/seoul-time';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { closePage, consoleErrorsOf, errorsOf, openPage, screenshot, visit, type ViewportName } from './browser';

const require = createRequire(import.meta.url);
/** The minified build next to axe-core's main file. */
export const AXE_PATH = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

const HANGUL = /[가-힣]/;

/** Waits until the route has rendered: no loading indicator, an h1, the hall name in the title. */
export async function waitForPage(page: Page, hallName: string) {
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('.state-box--loading, .loading-overlay').count()).toBe(0);
  await expect.poll(() => page.title()).toContain(hallName);
}

/**
 * Scrolls to the bottom in viewport steps (reveal-on-scroll elements and lazy images load on
 * the way), waits until the network is quiet and the eager images have loaded, then scrolls
 * back to the top. (Lazy images that never come into view, such as the slides hidden in the
 * carousel, rightly stay unloaded.)
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
  // The network may never be idle (a stream, a poll): a short try, then the images are checked.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect
    .poll(() =>
      page.evaluate(
        () => Array.from(document.images).filter((image) => image.loading !== 'lazy' && !image.complete).length,
      ),
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/**
 * The document title is `expected` with a meta description, both already in the page the server
 * sent (search engines and link previews read that), together with the page's own content. On a
 * Korean page both are Korean. On an English page (docs/decisions/038) the document says it is
 * English (`<html lang="en">`) and the page's own words are English; a title or description taken
 * from a show or notice not translated yet may be Korean (the hall name in the title is staff's). A
 * members' page is rendered by the server without the member (the login is checked in the
 * browser): only its frame is in what the server sent.
 */
export async function expectTitleAndDescription(
  page: Page,
  expected: string,
  { membersPage = false, language = 'ko', contentTitle = false }: { membersPage?: boolean } & LanguageOptions = {},
) {
  await expect.poll(() => page.title()).toBe(expected);
  expect(await page.getAttribute('html', 'lang')).toBe(language);
  if (language === 'ko') expect(expected).toMatch(HANGUL);
  // The page's part of an English title is English, unless it is a show's or a notice's own.
  else if (!contentTitle) expect(expected.split(' | ')[0]).not.toMatch(HANGUL);
  const descriptions = page.locator('head meta[name="description"]');
  expect(await descriptions.count()).toBe(1);
  const description = (await descriptions.getAttribute('content')) ?? '';
  if (language === 'ko') expect(description).toMatch(HANGUL);
  else if (!contentTitle) expect(description).not.toMatch(HANGUL);
  expect(description.length).toBeGreaterThanOrEqual(15);
  expect(description.length).toBeLessThanOrEqual(160);

  // The same page again, with the browser's cookies (a member's page needs its login).
  const sent = await (
    await page.request.get(page.url(), {
      headers: { accept: 'text/html', 'user-agent': await page.evaluate(() => navigator.userAgent) },
    })
  ).text();
  expect(sent, 'the page rendered by the server').toContain('<div id="root"><div class="site">');
  if (membersPage) return;
  expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(sent)?.[1] ?? ''), 'title in the HTML the server sent').toBe(
    expected,
  );
  expect(
    decodeEntities(/<meta name="description" content="([^"]*)"/.exec(sent)?.[1] ?? ''),
    'description in the HTML the server sent',
  ).toBe(description);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string; summary: string }>;
}

/** Runs axe-core on the whole document: no violation may be serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<any> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as any[]).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: (violation.nodes as any[])
        .slice(0, 5)
        .map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
    }));
  });
  const blocking = (violations as AxeViolation[]).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking, `${label}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

export interface AuditOptions {
  /** Screenshot name: e2e/output/<name>.png */
  name: string;
  /** Expected document title. */
  title: string;
  hallName: string;
  /** A page for logged-in members only (/my/*, /detail/my/*): the server renders only its frame. */
  membersPage?: boolean;
}

export interface LanguageOptions {
  /** The page's language: 'en' for the English pages under /en. */
  language?: 'ko' | 'en';
  /** The title and description are a show's or notice's own (Korean until staff translate it). */
  contentTitle?: boolean;
}

/**
 * The checks every route gets at every width: rendered without errors, Korean title and
 * meta description, no horizontal overflow, no serious or critical axe violations, and a
 * full-page screenshot after scrolling through the page.
 */
export async function auditPage(
  page: Page,
  { name, title, hallName, membersPage, language, contentTitle }: AuditOptions & LanguageOptions,
) {
  await waitForPage(page, hallName);
  await expectTitleAndDescription(page, title, { membersPage, language, contentTitle });
  await scrollThrough(page);
  // Nothing sticks out sideways (a page that scrolls horizontally on a phone looks broken).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `horizontal overflow on ${name}`,
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, name);
  await screenshot(page, name);
  expect(errorsOf(page), `uncaught errors on ${name}`).toEqual([]);
  expect(consoleErrorsOf(page), `errors logged on ${name}`).toEqual([]);
}

/** A route for `auditRoutes`: its path and what `auditPage` expects there. */
export type AuditedRoute = Omit<AuditOptions, 'hallName'> & LanguageOptions & { path: string };

/**
 * `auditPage` on each route in turn, in one page at one width, as a visitor goes from page to
 * page: one browser context for all of them instead of one each (a fresh context starts a renderer
 * with an empty cache, about a CPU-second a route on the 2-core CI machine).
 */
export async function auditRoutes(browser: Browser, viewport: ViewportName, hallName: string, routes: AuditedRoute[]) {
  let page: Page | undefined;
  try {
    for (const { path, ...route } of routes) {
      if (page) await visit(page, path);
      else page = await openPage(browser, viewport, path, { reducedMotion: true, bypassCSP: true });
      await auditPage(page, { ...route, hallName });
    }
  } finally {
    await closePage(page);
  }
}

/** Today's date in Seoul as YYYY-MM-DD, and its parts (the contract's Seoul calendar). */
export function seoulToday(now = new Date()) {
  const { year, month, day } = seoulParts(now);
  return { year, month, day, key: contractSeoulDateKey(now) };
}

/** The instant 00:00 Seoul of a date, as ISO. */
export function seoulMidnight(year: number, month: number, day: number): string {
  return seoulWallTimeToDate(year, month, day).toISOString();
}

/** YYYY-MM-DD of an instant in Seoul. */
export function seoulDateKey(iso: string): string {
  return contractSeoulDateKey(iso);
}
