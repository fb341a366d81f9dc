import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, browserMissing, closeBrowser, launchBrowser, openPage, screenshot } from './support/browser';

describe.skipIf(browserMissing())('home page on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  beforeAll(async () => {
    handle = await launchBrowser();
  });
  afterAll(() => closeBrowser(handle));

  it('shows the seeded hall, upcoming shows and notices from the cms', async () => {
    const config = await api('/api/site-config');
    const now = new Date().toISOString();
    const upcoming = await api(`/api/shows?filters[startsAt][$gte]=${now}&sort=startsAt:asc&pagination[pageSize]=1`);
    const notices = await api('/api/notices?filters[category][$eq]=general&sort=postedAt:desc&pagination[pageSize]=1');
    expect(upcoming.data.length).toBe(1);

    const page = await openPage(handle!.browser, 'pc', '/');
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain(upcoming.data[0].title);
    const text = await page.locator('body').innerText();
    expect(text).toContain(config.data.hallName);
    expect(text).toContain(notices.data[0].title);
    await screenshot(page, 'home-pc');
  });

  it('serves a deep link to the site through the history fallback', async () => {
    const page = await openPage(handle!.browser, 'mobile', '/show/schedule');
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).not.toBe('');
  });
});
