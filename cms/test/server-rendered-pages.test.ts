import { describe, expect, it } from 'vitest';
import { registerMember, staff } from './helpers/actors';
import { cmsUrl, request } from './helpers/http';
import { unique, inDays } from './helpers/test-data';

/**
 * Pages rendered by the site's renderer (docs/decisions/020), here the stand-in of
 * helpers/environment.ts: served from the page cache that every content change clears, revalidated
 * with ETags, kept per variant, and never computed with anything of a member's.
 */

const NOTICE = 'api::notice.notice';
const html = { accept: 'text/html,application/xhtml+xml' };
const mobile = { ...html, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari' };

/** A path of the stand-in renderer no other test reads, so that its first read is a miss. */
const freshPath = (label: string) => `/pages-test/${label}-${Math.random().toString(36).slice(2, 9)}`;

describe('pages rendered by the server', () => {
  it('are rendered once and then served from the cache, with an ETag, revalidated on every visit', async () => {
    const path = freshPath('cached');
    const first = await request(path, { headers: html });
    const second = await request(path, { headers: html });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain(`data-path="${path}"`);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    for (const header of ['x-content-type-options', 'content-security-policy'])
      expect(second.headers.get(header), header).toBeTruthy();

    const revalidated = await request(path, { headers: { ...html, 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect((await request(path, { headers: { ...html, 'if-none-match': 'W/"stale"' } })).status).toBe(200);
  });

  it('are rendered with the configured public origin and the variant of the request, and kept apart by the variant', async () => {
    const path = freshPath('variants');
    const pc = await request(path, { headers: html });
    const phone = await request(path, { headers: mobile });
    const dismissed = await request(path, { headers: { ...mobile, cookie: 'hall_popup_hidden_abc=1' } });
    expect(pc.text).toContain('data-variant="pc"');
    expect(phone.text).toContain('data-variant="mobile"');
    expect(dismissed.text).toContain('data-variant="mobile|hall_popup_hidden_abc=1"');
    expect(pc.text).toContain(`data-origin="${cmsUrl()}"`);
    expect(new Set([pc.headers.get('etag'), phone.headers.get('etag'), dismissed.headers.get('etag')]).size).toBe(3);
    expect((await request(path, { headers: mobile })).headers.get('x-cache')).toBe('HIT');
  });

  it("are never rendered with a member's login or cookies, and set no cookie", async () => {
    const member = await registerMember('pages');
    const path = freshPath('member');
    const visitor = await request(path, { headers: html });
    const asMember = await request(path, {
      token: member.jwt,
      headers: { ...html, cookie: `hall_refresh=some-refresh-token; hall_signed_in=1; other=${member.email}` },
    });
    expect(asMember.headers.get('x-cache')).toBe('HIT');
    expect(asMember.text).toBe(visitor.text);
    expect(asMember.text).not.toContain(member.email);
    expect(asMember.headers.get('set-cookie')).toBeNull();
    expect(visitor.headers.get('set-cookie')).toBeNull();
  });

  it('show a new notice, and no longer one taken off the site, as soon as staff publish or unpublish it', async () => {
    const before = await request('/notice', { headers: html });
    expect(before.status).toBe(200);
    const notice = await staff.create(
      NOTICE,
      { title: unique('새 공지'), category: 'general', postedAt: inDays(2) },
      { publish: true },
    );
    try {
      const afterCreate = await request('/notice', { headers: html });
      expect(afterCreate.headers.get('x-cache')).toBe('MISS');
      expect(afterCreate.text).toContain(`data-id="${notice.documentId}"`);
      expect((await request('/notice', { headers: html })).headers.get('x-cache')).toBe('HIT');

      await staff.unpublish(NOTICE, notice.documentId);
      const afterHide = await request('/notice', { headers: html });
      expect(afterHide.text).not.toContain(notice.documentId);
    } finally {
      await staff.remove(NOTICE, notice.documentId);
    }
  });

  it('respond with a redirect the renderer asks for', async () => {
    const response = await request('/old-page', { headers: html });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/notice');
  });

  it('fall back to the bare app when the render fails, and keep trying', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request('/broken', { headers: html });
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-cache')).toBeNull();
    }
  });

  it("are not kept when rendered without all of their loaders' data", async () => {
    const first = await request('/partial', { headers: html });
    const second = await request('/partial', { headers: html });
    expect(first.text).toContain('partial');
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);
  });

  it('are sent gzipped to browsers that accept it, and respond to HEAD without a body', async () => {
    const path = freshPath('gzip');
    const plain = await request(path, { headers: { ...html, 'accept-encoding': 'identity' } });
    const raw = await fetch(`${cmsUrl()}${path}`, { headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(await raw.text()).toBe(plain.text);
    const head = await fetch(`${cmsUrl()}${path}`, { method: 'HEAD', headers: html });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
