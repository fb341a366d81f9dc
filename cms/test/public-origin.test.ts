import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir, writeFakeWebBuild } from './helpers/environment';
import { cmsUrl, rawGet, type RawResponse } from './helpers/http';

/**
 * Absolute URLs come from one configured public origin (PUBLIC_URL, else the server's own
 * configured address), never from the request's Host or X-Forwarded-Host: the feed and the pages
 * are cached for everyone under keys that leave the host out (issue 12). And no response says
 * which software serves it (X-Powered-By).
 */

const FOREIGN = {
  host: 'attacker.example',
  'x-forwarded-host': 'forwarded.attacker.example',
  'x-forwarded-proto': 'https',
};
const html = { accept: 'text/html' };

describe('without PUBLIC_URL (the npm start default), a foreign Host changes no link', () => {
  let scratchDir: string;
  let child: ChildCms;

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-origin-');
    await writeFakeWebBuild(path.join(scratchDir, 'web-dist'));
    child = await startChildCms({
      scratchDir,
      // A copy of the suite's database with the demo content and its media (helpers/child-database.ts).
      database: await childDatabase(scratchDir, 'hall_origin', { content: true }),
      // Even behind a proxy whose forwarded headers are trusted for the client address.
      env: { PUBLIC_URL: '', TRUST_PROXY: 'true' },
    });
  });

  afterAll(async () => {
    await child?.stop();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('the calendar feed: UIDs and show links name the configured address, and the cached feed stays clean', async () => {
    const own = child.url;
    const poisoned = await rawGet('/api/calendar.ics', FOREIGN, own);
    expect(poisoned.status).toBe(200);
    expect(poisoned.text).toContain(`${own}/detail/show/`);
    expect(poisoned.text).toContain(`@${new URL(own).hostname}`);
    expect(poisoned.text).not.toMatch(/attacker\.example|https:\/\//);

    const next = await rawGet('/api/calendar.ics', {}, own);
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.text).toBe(poisoned.text);
  });

  it('a page: rendered for the configured origin, and the cached page stays clean', async () => {
    const own = child.url;
    const page = `/origin-test/${Math.random().toString(36).slice(2, 9)}`;
    const poisoned = await rawGet(page, { ...html, ...FOREIGN }, own);
    expect(poisoned.status).toBe(200);
    expect(poisoned.text).toContain(`data-origin="${own}"`);
    expect(poisoned.text).not.toContain('attacker.example');

    const next = await rawGet(page, html, own);
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.text).toBe(poisoned.text);
  });

  it('says nothing of Strapi', async () => {
    for (const pathname of ['/api/calendar.ics', '/api/popups', '/_health', '/robots.txt']) {
      expect((await rawGet(pathname, {}, child.url)).headers['x-powered-by'], pathname).toBeUndefined();
    }
  });
});

describe('with PUBLIC_URL', () => {
  it('the feed and pages use it whatever the Host says', async () => {
    const feed = await rawGet('/api/calendar.ics', FOREIGN);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`${cmsUrl()}/detail/show/`);
    expect(feed.text).not.toContain('attacker.example');
    const page = await rawGet(`/origin-test/${Math.random().toString(36).slice(2, 9)}`, { ...html, ...FOREIGN });
    expect(page.text).toContain(`data-origin="${cmsUrl()}"`);
    expect(page.text).not.toContain('attacker.example');
  });
});

describe('no X-Powered-By', () => {
  it('on any response: cached reads (miss, hit, gzip, 304), pages, files, errors and refusals', async () => {
    const base = cmsUrl();
    const seen: Array<[string, RawResponse]> = [];
    const get = async (label: string, pathname: string, headers: Record<string, string> = {}) => {
      const response = await rawGet(pathname, headers);
      seen.push([label, response]);
      return response;
    };
    const path = `/api/notices?pagination[pageSize]=3&filters[title][$notContains]=powered-${Date.now()}`;
    const miss = await get('read, miss', path);
    await get('read, hit', path);
    await get('read, gzip hit', path, { 'accept-encoding': 'gzip' });
    await get('read, 304', path, { 'if-none-match': String(miss.headers.etag) });
    const page = `/powered-test/${Date.now()}`;
    await get('page, miss', page, html);
    await get('page, hit', page, html);
    await get('site file', '/robots.txt');
    await get('health', '/_health');
    await get('unknown API route', '/api/no-such-thing');
    await get('member route without login', '/api/rental-applications');
    await get('malformed query', '/api/schedule?from=nope');
    await get('missing upload', '/uploads/none.png');
    const login = await new Promise<RawResponse>((resolve, reject) => {
      const request = http.request(
        `${base}/api/auth/local`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: '' }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ identifier: 'nobody@member.example', password: 'wrong-Pass1!' }));
    });
    seen.push(['failed login', login]);

    expect(seen.map(([, response]) => response.status)).toEqual(expect.arrayContaining([200, 304, 400, 404]));
    for (const [label, response] of seen) expect(response.headers['x-powered-by'], label).toBeUndefined();
    expect(seen.find(([label]) => label === 'read, hit')![1].headers['x-cache']).toBe('HIT');
    expect(seen.find(([label]) => label === 'read, gzip hit')![1].headers['x-cache']).toBe('HIT');
    expect(seen.find(([label]) => label === 'read, 304')![1].status).toBe(304);
  });
});
