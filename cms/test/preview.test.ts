import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewToken, previewKey, PREVIEW_TTL_SECONDS } from '../src/preview/token';
import { registerMember, staff, staffToken, RENTAL_APPLICATION } from './helpers/actors';
import { request } from './helpers/http';
import { unique, inDays } from './helpers/test-data';

/**
 * Previews of drafts on the real site (docs/decisions/017), here rendered by the stand-in renderer
 * of helpers/environment.ts: the admin panel's preview handler gives staff a signed, short-lived
 * link; only a genuine token for that document and page shows its draft; a preview is never
 * cached nor indexed; visitors never see a draft.
 */

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const POPUP = 'api::popup.popup';
const SITE_CONFIG = 'api::site-config.site-config';
const html = { accept: 'text/html,application/xhtml+xml' };
/** The server's preview key: the test processes share its environment (global-setup.ts sets APP_KEYS). */
const serverKey = () => previewKey(process.env.APP_KEYS!);

/** What the admin panel asks when an edit view opens: the preview URL of the document. */
async function previewUrlFor(uid: string, query: string, token?: string) {
  return request(`/content-manager/preview/url/${uid}?${query}`, { token: token ?? (await staffToken()) });
}

async function staffPreviewUrl(uid: string, documentId: string, status = 'draft'): Promise<string> {
  const response = await previewUrlFor(uid, `documentId=${documentId}&status=${status}`);
  expect(response.status).toBe(200);
  return response.body.data.url as string;
}

const tokenOf = (url: string) => new URL(url, 'http://site.invalid').searchParams.get('preview')!;

describe('the preview link staff get in the edit view', () => {
  let draftShow: { documentId: string; title: string };

  beforeAll(async () => {
    draftShow = await staff.create(SHOW, { title: unique('초안 공연'), startsAt: inDays(20), isOrganized: false });
  });
  afterAll(async () => {
    await staff.remove(SHOW, draftShow.documentId);
  });

  it("points at the document's page on this site with a signed token for its draft", async () => {
    const url = await staffPreviewUrl(SHOW, draftShow.documentId);
    expect(url).toMatch(new RegExp(`^/detail/show/${draftShow.documentId}\\?preview=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    const notice = await staff.create(NOTICE, { title: unique('초안 공지'), category: 'general' });
    try {
      expect(await staffPreviewUrl(NOTICE, notice.documentId)).toMatch(
        new RegExp(`^/notice/detail/${notice.documentId}\\?preview=`),
      );
    } finally {
      await staff.remove(NOTICE, notice.documentId);
    }
    const config = await request(`/content-manager/single-types/${SITE_CONFIG}`, { token: await staffToken() });
    expect((await previewUrlFor(SITE_CONFIG, 'status=draft')).body.data.url).toMatch(/^\/about\/intro\?preview=/);
    expect(config.status).toBe(200);
    // The published version is the page as visitors see it.
    expect(await staffPreviewUrl(SHOW, draftShow.documentId, 'published')).toBe(`/detail/show/${draftShow.documentId}`);
  });

  it('is not given for rental applications and calendar events: no preview panel', async () => {
    const event = await staff.create('api::calendar-event.calendar-event', {
      title: unique('대관 일정'),
      kind: 'rental',
      startsAt: inDays(3),
      endsAt: inDays(3),
    });
    try {
      const response = await previewUrlFor(
        'api::calendar-event.calendar-event',
        `documentId=${event.documentId}&status=draft`,
      );
      expect(response.status).toBe(204);
    } finally {
      await staff.remove('api::calendar-event.calendar-event', event.documentId);
    }
    const applications = await staff.list(RENTAL_APPLICATION);
    const documentId = applications.results[0]?.documentId ?? 'any-application';
    expect((await previewUrlFor(RENTAL_APPLICATION, `documentId=${documentId}`)).status).toBe(204);
  });

  it('is refused to visitors and members, and not given to staff who cannot read the type', async () => {
    const query = `documentId=${draftShow.documentId}&status=draft`;
    expect((await request(`/content-manager/preview/url/${SHOW}?${query}`)).status).toBe(401);
    const member = await registerMember('preview');
    expect((await request(`/content-manager/preview/url/${SHOW}?${query}`, { token: member.jwt })).status).toBe(401);

    const reader = await staffWithoutPermissions();
    const response = await previewUrlFor(SHOW, query, reader);
    expect(response.status).toBe(204);
    expect(JSON.stringify(response.body ?? '')).not.toContain('preview=');
  });
});

describe('a preview page', () => {
  let draftShow: { documentId: string; title: string };
  let publishedShow: { documentId: string; title: string };
  let draftTitle: string;

  beforeAll(async () => {
    draftShow = await staff.create(SHOW, {
      title: unique('처음 공개될 공연'),
      startsAt: inDays(30),
      isOrganized: false,
    });
    publishedShow = await staff.create(
      SHOW,
      { title: unique('공개된 공연'), startsAt: inDays(31), isOrganized: false },
      { publish: true },
    );
    draftTitle = unique('고친 제목');
    await staff.update(SHOW, publishedShow.documentId, { title: draftTitle });
  });
  afterAll(async () => {
    await staff.remove(SHOW, draftShow.documentId);
    await staff.remove(SHOW, publishedShow.documentId);
  });

  it('shows the draft with a valid token, is never cached, not indexed, and framed by the admin panel only', async () => {
    const url = await staffPreviewUrl(SHOW, draftShow.documentId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request(url, { headers: html });
      expect(response.status).toBe(200);
      expect(response.text).toContain(`<h1>${draftShow.title}</h1>`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('x-cache')).toBeNull();
      expect(response.headers.get('etag')).toBeNull();
      expect(response.text).toContain('<meta name="robots" content="noindex" />');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      // The token never leaves in a Referer when a link of the page is followed.
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    // The page cache holds nothing of it: a visitor gets the page without the draft.
    const visitor = await request(`/detail/show/${draftShow.documentId}`, { headers: html });
    expect(visitor.text).toContain('data-found="false"');
    expect(visitor.text).not.toContain(draftShow.title);
  });

  it('of a published show shows its unpublished changes, while visitors keep the published page', async () => {
    const visitorPath = `/detail/show/${publishedShow.documentId}`;
    const before = await request(visitorPath, { headers: html });
    expect(before.text).toContain(publishedShow.title);
    const preview = await request(await staffPreviewUrl(SHOW, publishedShow.documentId), { headers: html });
    expect(preview.text).toContain(draftTitle);
    const after = await request(visitorPath, { headers: html });
    expect(after.text).toContain(publishedShow.title);
    expect(after.text).not.toContain(draftTitle);
    expect((await request(`/api/shows/${publishedShow.documentId}`)).body.data.title).toBe(publishedShow.title);
  });

  it('never shows a draft for a tampered, expired, foreign or missing token', async () => {
    const { documentId } = draftShow;
    const page = `/detail/show/${documentId}`;
    const genuine = tokenOf(await staffPreviewUrl(SHOW, documentId));
    const [payload, signature] = genuine.split('.') as [string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ k: 'show', d: documentId, e: Math.floor(Date.now() / 1000) + 86_400 }),
    ).toString('base64url');
    const otherShow = tokenOf(await staffPreviewUrl(SHOW, publishedShow.documentId));
    const notice = await staff.create(NOTICE, { title: unique('다른 공지'), category: 'general' });
    try {
      const noticeToken = tokenOf(await staffPreviewUrl(NOTICE, notice.documentId));
      const refused = {
        'signature changed': `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        'claims changed, signature kept': `${otherPayload}.${signature}`,
        expired: createPreviewToken(serverKey(), SHOW, documentId, Date.now() - (PREVIEW_TTL_SECONDS + 5) * 1000),
        'another show': otherShow,
        'a notice': noticeToken,
        garbage: 'not-a-token',
        empty: '',
      };
      // A genuine token made here with the server's key is accepted: the refusals below are the token's.
      const control = await request(`${page}?preview=${createPreviewToken(serverKey(), SHOW, documentId)}`, {
        headers: html,
      });
      expect(control.text).toContain(draftShow.title);

      for (const [label, token] of Object.entries(refused)) {
        const response = await request(`${page}?preview=${encodeURIComponent(token)}`, { headers: html });
        // Staff are told the link does not open the draft, rather than shown the published page.
        expect(response.status, label).toBe(403);
        expect(response.text, label).toContain('미리보기 링크는 만료되었거나');
        expect(response.text, label).toContain(`href="${page}"`);
        expect(response.text, label).not.toContain(draftShow.title);
        expect(response.headers.get('x-robots-tag'), label).toBe('noindex');
        expect(response.headers.get('cache-control'), label).toBe('no-store');

        const api = await request(`/api/shows/${documentId}`, { headers: { 'x-preview-token': token } });
        expect(api.status, label).toBe(404);
      }
      // A token opens the page it was made for only.
      const elsewhere = await request(`/notice/detail/${notice.documentId}?preview=${genuine}`, { headers: html });
      expect(elsewhere.text).not.toContain(draftShow.title);
    } finally {
      await staff.remove(NOTICE, notice.documentId);
    }
    // No token: the page as visitors see it.
    expect((await request(page, { headers: html })).text).toContain('data-found="false"');
  });

  it('the public API shows a draft only for the header with a genuine token, never for a query parameter, and never caches it', async () => {
    const { documentId } = draftShow;
    const token = tokenOf(await staffPreviewUrl(SHOW, documentId));
    for (const query of [
      `?preview=${token}`,
      `?status=draft`,
      `?x-preview-token=${token}`,
      `?status=draft&preview=${token}`,
    ]) {
      expect((await request(`/api/shows/${documentId}${query}`)).status, query).toBe(404);
    }
    const draft = await request(`/api/shows/${documentId}`, { headers: { 'x-preview-token': token } });
    expect(draft.status).toBe(200);
    expect(draft.body.data.title).toBe(draftShow.title);
    expect(draft.headers.get('cache-control')).toBe('private, no-store');
    expect(draft.headers.get('x-cache')).toBeNull();
    // Lists never show drafts, token or not.
    const list = await request(`/api/shows?filters[title][$eq]=${encodeURIComponent(draftShow.title)}`, {
      headers: { 'x-preview-token': token },
    });
    expect(list.body.data).toEqual([]);
    // Nothing of it was stored for others.
    expect((await request(`/api/shows/${documentId}`)).status).toBe(404);
  });

  it('of a notice shows its draft, dated now when 게시일 is still empty', async () => {
    const notice = await staff.create(NOTICE, { title: unique('게시일 없는 초안'), category: 'general' });
    try {
      const before = Date.now();
      const response = await request(await staffPreviewUrl(NOTICE, notice.documentId), { headers: html });
      expect(response.text).toContain(notice.title);
      const postedAt = /<time>([^<]+)<\/time>/.exec(response.text)![1]!;
      expect(Date.parse(postedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect((await request(`/api/notices/${notice.documentId}`)).status).toBe(404);
    } finally {
      await staff.remove(NOTICE, notice.documentId);
    }
  });

  it('of a popup shows it on the home page; visitors do not see it', async () => {
    const popup = await staff.create(POPUP, {
      title: unique('미리 보는 팝업'),
      sortOrder: 9,
      image: await staff.anyImageId(),
    });
    try {
      const preview = await request(await staffPreviewUrl(POPUP, popup.documentId), {
        headers: { ...html, cookie: `hall_popup_hidden_${popup.documentId}=1` },
      });
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.text).toContain(`<p data-popup="${popup.documentId}">${popup.title}</p>`);
      // First, before the published popups.
      expect(/data-popup="([^"]+)"/.exec(preview.text)![1]).toBe(popup.documentId);
      const visitor = await request('/', { headers: html });
      expect(visitor.text).not.toContain(popup.title);
      expect((await request('/api/home')).text).not.toContain(popup.documentId);
    } finally {
      await staff.remove(POPUP, popup.documentId);
    }
  });

  it('of the site config shows its unpublished contacts on 공연장 소개; the site keeps the published ones', async () => {
    const token = await staffToken();
    const path = `/content-manager/single-types/${SITE_CONFIG}`;
    const current = await request(path, { token });
    const published = (await request('/api/site-config')).body.data.phone as string;
    const phone = `02-${String(Date.now()).slice(-4)}-0000`;
    expect(
      (await request(path, { method: 'PUT', token, body: { ...editable(current.body.data), phone } })).status,
    ).toBe(200);
    try {
      const preview = await request(await siteConfigPreviewUrl(), { headers: html });
      expect(preview.text).toContain(`<p data-phone>${phone}</p>`);
      expect((await request('/about/intro', { headers: html })).text).toContain(`<p data-phone>${published}</p>`);
      expect((await request('/api/site-config')).body.data.phone).toBe(published);
    } finally {
      await request(path, { method: 'PUT', token, body: { ...editable(current.body.data), phone: published } });
    }
  });
});

async function siteConfigPreviewUrl(): Promise<string> {
  const response = await previewUrlFor(SITE_CONFIG, 'status=draft');
  expect(response.status).toBe(200);
  return response.body.data.url;
}

/** The site config's own values, as the edit form sends them back (media as ids). */
function editable(data: Record<string, any>): Record<string, unknown> {
  const media = (file: { id: number } | null) => file?.id ?? null;
  const {
    id: _id,
    documentId: _documentId,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    createdBy: _cb,
    updatedBy: _ub,
    locale: _l,
    localizations: _ls,
    status: _s,
    ...rest
  } = data;
  return {
    ...rest,
    seatLayout: media(data.seatLayout),
    ancillaryForm: media(data.ancillaryForm),
    showFile: media(data.showFile),
  };
}

/** An admin panel account whose role has no permission at all: a newly invited staff member. */
async function staffWithoutPermissions(): Promise<string> {
  const token = await staffToken();
  const role = await request('/admin/roles', {
    method: 'POST',
    token,
    body: { name: unique('권한 없음'), description: '미리보기 테스트' },
  });
  expect(role.status).toBe(201);
  const email = `reader-${Date.now()}@staff.example`;
  const invited = await request('/admin/users', {
    method: 'POST',
    token,
    body: { firstname: '열람', lastname: '직원', email, roles: [role.body.data.id] },
  });
  expect(invited.status).toBe(201);
  const registered = await request('/admin/register', {
    method: 'POST',
    body: {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: '열람', lastname: '직원', password: 'Reader-Pass-2026!' },
    },
  });
  expect(registered.status).toBe(200);
  return registered.body.data.token;
}
