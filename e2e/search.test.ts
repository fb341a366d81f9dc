import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, waitForPage } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  e2e,
  fetchFromSite,
  launchBrowser,
  openPage,
} from './support/browser';

/**
 * The site search (docs/decisions/040): the header's search box on a page, the results page
 * grouped by kind, and a result opened — at 1440 and 390 px, with the audit. The query and what
 * it must find come from the API, never from hard-coded demo titles.
 */

interface SearchItem {
  title: string;
  documentId?: string;
  path?: string;
  locale?: 'ko' | 'en';
}
interface SearchBody {
  data: Record<'shows' | 'notices' | 'pages', { count: number; items: SearchItem[] }>;
}

describe.skipIf(browserMissing())('site search on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  /** A word of the next show's title, as a visitor would type it. */
  let query: string;
  let expected: SearchBody;

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;
    const next = (await api('/api/home')).data.slides[0];
    query = (next.title as string).split(/\s+/).find((word) => word.length >= 2) ?? next.title;
    expected = await api(`/api/search?q=${encodeURIComponent(query)}`);
    expect(expected.data.shows.count).toBeGreaterThan(0);
  });
  afterAll(() => closeBrowser(handle));

  it('keeps /search out of the sitemap and out of search engines (noindex)', async () => {
    const sitemap = await (await fetchFromSite('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search');
    const html = await (await fetchFromSite(`/search?q=${encodeURIComponent(query)}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const about = await (await fetchFromSite('/about/intro')).text();
    expect(about).not.toContain('noindex');
  });

  describe.each(['pc', 'mobile'] as const)('at %s', (viewport) => {
    it('searches from the header box, lists the results by kind with the match marked, and opens a result', async () => {
      const page = await openPage(handle!.browser, viewport, '/about/intro', { reducedMotion: true, bypassCSP: true });
      try {
        await waitForPage(page, hallName);
        // At 390 px the box is in the menu behind the menu button.
        if (viewport === 'mobile') await page.getByRole('button', { name: '메뉴 열기' }).click();
        const box = page.getByRole('searchbox', { name: '사이트 검색' });
        await box.fill(query);
        await box.press('Enter');
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);

        const shows = page.getByRole('region', { name: new RegExp(`^공연 ${expected.data.shows.count}건`) });
        await expect
          .poll(() => shows.locator('.search-result__title').allInnerTexts())
          .toEqual(expected.data.shows.items.map((item) => item.title));
        expect(await shows.locator('mark.search-mark').count()).toBeGreaterThan(0);
        expect(await page.locator('.search-page__summary').innerText()).toContain(`‘${query}’ 검색 결과`);

        await auditPage(page, { name: `search-${viewport}`, title: `‘${query}’ 검색 결과 | ${hallName}`, hallName });

        const first = expected.data.shows.items[0]!;
        await shows.locator('.search-result__title').first().click();
        await page.waitForURL((url) => url.pathname === `/detail/show/${first.documentId}`);
        await expect.poll(() => page.locator('h1').first().innerText()).toContain(first.title);
      } finally {
        await closePage(page);
      }
    });

    it('says when nothing matched, and refuses a query that is too long in Korean', async () => {
      const page = await openPage(
        handle!.browser,
        viewport,
        `/search?q=${encodeURIComponent('없는검색어없는검색어')}`,
        {
          reducedMotion: true,
          bypassCSP: true,
        },
      );
      try {
        await waitForPage(page, hallName);
        await expect.poll(() => page.getByRole('status').first().innerText()).toContain('검색 결과가 없습니다.');
        await auditPage(page, {
          name: `search-empty-${viewport}`,
          title: `‘없는검색어없는검색어’ 검색 결과 | ${hallName}`,
          hallName,
        });
        await page.goto(new URL(`/search?q=${'가'.repeat(60)}`, e2e().baseUrl).toString());
        await expect.poll(() => page.getByRole('alert').innerText()).toContain('50자 이내');
      } finally {
        await closePage(page);
      }
    });
  });

  describe.each(['pc', 'mobile'] as const)('in English at %s', (viewport) => {
    it('searches from an English page’s header box, lists English results (Korean fallbacks marked lang="ko"), and opens a result in English', async () => {
      const englishHallName = (await api('/api/site-config?locale=en')).data.hallName as string;
      const english: SearchBody = await api(`/api/search?q=${encodeURIComponent(query)}&locale=en`);
      expect(english.data.shows.count).toBeGreaterThan(0);
      const page = await openPage(handle!.browser, viewport, '/en/about/intro', {
        reducedMotion: true,
        bypassCSP: true,
      });
      try {
        await waitForPage(page, englishHallName);
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
        const box = page.getByRole('searchbox', { name: 'Search the site' });
        await box.fill(query);
        await box.press('Enter');
        await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('q') === query);

        const shows = page.getByRole('region', {
          name: new RegExp(`^Shows ${english.data.shows.count.toLocaleString('en-US')}$`),
        });
        const titles = shows.locator('.search-result__title');
        await expect.poll(() => titles.allInnerTexts()).toEqual(english.data.shows.items.map((item) => item.title));
        const langs = await titles.evaluateAll((links) => links.map((link) => link.getAttribute('lang')));
        expect(langs).toEqual(english.data.shows.items.map((item) => ((item.locale ?? 'ko') === 'en' ? null : 'ko')));
        expect(await page.locator('.search-page__summary').innerText()).toContain(`for ‘${query}’`);

        await auditPage(page, {
          name: `search-en-${viewport}`,
          title: `Results for ‘${query}’ | ${englishHallName}`,
          hallName: englishHallName,
          language: 'en',
          // The query, typed by the visitor, may be Korean.
          contentTitle: true,
        });

        const first = english.data.shows.items[0]!;
        await titles.first().click();
        await page.waitForURL((url) => url.pathname === `/en/detail/show/${first.documentId}`);
        await expect.poll(() => page.locator('h1').first().innerText()).toContain(first.title);
        expect(await page.getAttribute('html', 'lang')).toBe('en');
      } finally {
        await closePage(page);
      }
    });

    it('says in English when nothing matched', async () => {
      const englishHallName = (await api('/api/site-config?locale=en')).data.hallName as string;
      const page = await openPage(handle!.browser, viewport, `/en/search?q=${encodeURIComponent('zzqxnomatch')}`, {
        reducedMotion: true,
        bypassCSP: true,
      });
      try {
        await waitForPage(page, englishHallName);
        await expect.poll(() => page.getByRole('status').first().innerText()).toContain('No results found.');
        await auditPage(page, {
          name: `search-en-empty-${viewport}`,
          title: `Results for ‘zzqxnomatch’ | ${englishHallName}`,
          hallName: englishHallName,
          language: 'en',
        });
      } finally {
        await closePage(page);
      }
    });
  });
});
