import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApplicationFor, registerMember, type Member } from './helpers/actors';
import { request, type HttpResponse } from './helpers/http';
import { seoulDay, send, submitApplication } from './helpers/rental';

/**
 * Every content-API route the cms exposes, called as a visitor, member A and member B.
 * A route added without a row here fails the completeness test below, so a new endpoint
 * cannot ship without a decision about who may call it.
 */

type Actor = 'anonymous' | 'memberA' | 'memberB';
const ACTORS: Actor[] = ['anonymous', 'memberA', 'memberB'];

interface Fixtures {
  a: Member;
  b: Member;
  showId: string;
  noticeId: string;
  eventId: string;
  applicationOfA: string;
  /** Submitted by member A through the site's endpoint, with both documents. */
  submittedByA: string;
  /** A signed download link to one of A's documents. */
  documentLinkOfA: string;
}

interface Row {
  /** The route as the router lists it. */
  route: string;
  call: (f: Fixtures) => { path: string; method?: string; body?: unknown };
  expected: Record<Actor, number>;
  /** Extra checks on a successful response. */
  check?: (response: HttpResponse, actor: Actor, f: Fixtures) => void;
  /** Members call this route with a login of their own, because it ends the login it is called with. */
  ownLogin?: boolean;
}

/** A new login of `member`, for a route that ends the login it is called with. */
async function logIn(member: Member): Promise<string> {
  const response = await request('/api/auth/local', {
    method: 'POST',
    body: { identifier: member.email, password: member.password },
  });
  if (response.status !== 200) throw new Error(`login ${member.email}: ${response.status} ${response.text}`);
  return response.body.jwt;
}

const everyone = (status: number): Record<Actor, number> => ({ anonymous: status, memberA: status, memberB: status });
const membersOnly = (memberStatus: number): Record<Actor, number> => ({
  anonymous: 403,
  memberA: memberStatus,
  memberB: memberStatus,
});

const ROWS: Row[] = [
  // Public content.
  {
    route: 'GET /api/shows',
    call: () => ({ path: '/api/shows' }),
    expected: everyone(200),
    // 공연 상태 is public; the calendar files' sequence is staff bookkeeping (docs/decisions/035).
    check: (response) => {
      for (const show of response.body.data) {
        expect(show.showStatus).toMatch(/^(scheduled|cancelled|rescheduled)$/);
        expect(show).not.toHaveProperty('calendarSequence');
      }
    },
  },
  {
    route: 'GET /api/shows/:id',
    call: (f) => ({ path: `/api/shows/${f.showId}` }),
    expected: everyone(200),
    check: (response) => {
      expect(response.body.data).toHaveProperty('showStatus');
      expect(response.body.data).toHaveProperty('statusNote');
      expect(response.body.data).not.toHaveProperty('calendarSequence');
    },
  },
  { route: 'GET /api/notices', call: () => ({ path: '/api/notices' }), expected: everyone(200) },
  { route: 'GET /api/notices/:id', call: (f) => ({ path: `/api/notices/${f.noticeId}` }), expected: everyone(200) },
  { route: 'GET /api/popups', call: () => ({ path: '/api/popups' }), expected: everyone(200) },
  { route: 'GET /api/calendar-events', call: () => ({ path: '/api/calendar-events' }), expected: everyone(200) },
  {
    route: 'GET /api/calendar-events/:id',
    call: (f) => ({ path: `/api/calendar-events/${f.eventId}` }),
    expected: everyone(200),
  },
  { route: 'GET /api/site-config', call: () => ({ path: '/api/site-config' }), expected: everyone(200) },
  {
    route: 'GET /api/schedule',
    call: () => {
      return { path: `/api/schedule?from=${seoulDay(0)}&to=${seoulDay(28)}` };
    },
    expected: everyone(200),
  },
  { route: 'GET /api/calendar.ics', call: () => ({ path: '/api/calendar.ics' }), expected: everyone(200) },
  {
    route: 'GET /api/shows/:id/calendar.ics',
    call: (f) => ({ path: `/api/shows/${f.showId}/calendar.ics` }),
    expected: everyone(200),
  },
  { route: 'GET /api/home', call: () => ({ path: '/api/home' }), expected: everyone(200) },
  {
    route: 'GET /api/search',
    call: () => ({ path: `/api/search?q=${encodeURIComponent('공연')}` }),
    expected: everyone(200),
    // The same public results whoever asks (cms/test/search.test.ts compares them whole).
    check: (response) => {
      expect(Object.keys(response.body.data).sort()).toEqual(['notices', 'pages', 'shows']);
      expect(response.body.data.shows.count).toBeGreaterThan(0);
    },
  },

  // Rental applications: members, and only their own; a visitor is told to log in (401).
  {
    route: 'GET /api/rental-applications',
    call: () => ({ path: '/api/rental-applications' }),
    expected: { anonymous: 401, memberA: 200, memberB: 200 },
    check: (response, actor, f) => {
      const ids = response.body.data.map((application: { documentId: string }) => application.documentId);
      if (actor === 'memberA') expect(ids).toContain(f.applicationOfA);
      if (actor === 'memberB') expect(ids).not.toContain(f.applicationOfA);
    },
  },
  {
    route: 'GET /api/rental-applications/:id',
    call: (f) => ({ path: `/api/rental-applications/${f.applicationOfA}` }),
    expected: { anonymous: 401, memberA: 200, memberB: 404 },
  },
  {
    // A JSON body has no documents: members reach the checks (400), visitors do not (401).
    // rental-submission.test.ts covers the multipart submission itself.
    route: 'POST /api/rental-applications',
    call: () => ({ path: '/api/rental-applications', method: 'POST', body: {} }),
    expected: { anonymous: 401, memberA: 400, memberB: 400 },
  },
  {
    route: 'POST /api/rental-applications/:id/documents/:field/link',
    call: (f) => ({
      path: `/api/rental-applications/${f.submittedByA}/documents/businessRegistration/link`,
      method: 'POST',
      body: {},
    }),
    expected: { anonymous: 401, memberA: 200, memberB: 404 },
    check: (response) => expect(response.body.data.url).toMatch(/^\/api\/rental-documents\/[\w-]+\.[\w-]+$/),
  },
  {
    // The owner withdraws A's application (it is 접수); member B cannot find it (404, not 409).
    // member-data.test.ts covers the states and the history.
    route: 'POST /api/rental-applications/:id/withdraw',
    call: (f) => ({ path: `/api/rental-applications/${f.applicationOfA}/withdraw`, method: 'POST', body: {} }),
    expected: { anonymous: 401, memberA: 200, memberB: 404 },
    check: (response) => expect(response.body.data.applicationStatus).toBe('cancelled'),
  },
  {
    // The signed token is the credential (a browser opens the link without Authorization);
    // rental-documents.test.ts covers forged and expired tokens.
    route: 'GET /api/rental-documents/:token',
    call: (f) => ({ path: f.documentLinkOfA }),
    expected: everyone(200),
  },
  {
    // Readiness for the load balancer and compose's healthcheck (docs/decisions/018): tiny, never cached.
    route: 'GET /api/health/ready',
    call: () => ({ path: '/api/health/ready' }),
    expected: everyone(200),
    check: (response) => {
      expect(response.body).toEqual({ status: 'ready' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  },
  {
    route: 'GET /api/rental-busy-dates',
    call: () => ({ path: `/api/rental-busy-dates?month=${seoulDay(0).slice(0, 7)}` }),
    expected: everyone(200),
    check: (response) => expect(JSON.stringify(response.body)).not.toMatch(/company|owner|email/),
  },
  {
    route: 'GET /api/rental-rounds',
    call: () => ({ path: '/api/rental-rounds' }),
    expected: everyone(200),
    check: (response) => expect(JSON.stringify(response.body)).not.toMatch(/createdBy|updatedBy|publishedAt/),
  },

  // Members: only /users/me, never the list or anyone else.
  { route: 'GET /api/users', call: () => ({ path: '/api/users' }), expected: everyone(403) },
  { route: 'GET /api/users/count', call: () => ({ path: '/api/users/count' }), expected: everyone(403) },
  {
    route: 'GET /api/users/me',
    call: () => ({ path: '/api/users/me' }),
    expected: membersOnly(200),
    check: (response, actor, f) => expect(response.body.email).toBe(actor === 'memberA' ? f.a.email : f.b.email),
  },
  {
    route: 'PUT /api/users/me',
    call: () => ({ path: '/api/users/me', method: 'PUT', body: { name: '본인 이름', phoneNumber: '01012345678' } }),
    expected: membersOnly(200),
    check: (response, actor, f) => {
      expect(response.body.email).toBe(actor === 'memberA' ? f.a.email : f.b.email);
      expect(response.body.name).toBe('본인 이름');
    },
  },
  { route: 'GET /api/users/:id', call: (f) => ({ path: `/api/users/${f.a.id}` }), expected: everyone(403) },
  {
    route: 'POST /api/users',
    call: () => ({
      path: '/api/users',
      method: 'POST',
      body: { username: 'x1', email: 'x1@x.example', password: 'Abcdef1!' },
    }),
    expected: everyone(403),
  },
  {
    route: 'PUT /api/users/:id',
    call: (f) => ({ path: `/api/users/${f.a.id}`, method: 'PUT', body: { name: '침입자' } }),
    expected: everyone(403),
  },
  {
    route: 'DELETE /api/users/:id',
    call: (f) => ({ path: `/api/users/${f.a.id}`, method: 'DELETE' }),
    expected: everyone(403),
  },

  // Roles and permissions belong to staff.
  {
    route: 'GET /api/users-permissions/roles',
    call: () => ({ path: '/api/users-permissions/roles' }),
    expected: everyone(403),
  },
  {
    route: 'GET /api/users-permissions/roles/:id',
    call: () => ({ path: '/api/users-permissions/roles/1' }),
    expected: everyone(403),
  },
  {
    route: 'POST /api/users-permissions/roles',
    call: () => ({ path: '/api/users-permissions/roles', method: 'POST', body: { name: 'x' } }),
    expected: everyone(403),
  },
  {
    route: 'PUT /api/users-permissions/roles/:role',
    call: () => ({ path: '/api/users-permissions/roles/1', method: 'PUT', body: { name: 'x' } }),
    expected: everyone(403),
  },
  {
    route: 'DELETE /api/users-permissions/roles/:role',
    call: () => ({ path: '/api/users-permissions/roles/1', method: 'DELETE' }),
    expected: everyone(403),
  },
  {
    route: 'GET /api/users-permissions/permissions',
    call: () => ({ path: '/api/users-permissions/permissions' }),
    expected: everyone(403),
  },

  // Authentication.
  {
    route: 'POST /api/auth/local',
    call: (f) => ({
      path: '/api/auth/local',
      method: 'POST',
      body: { identifier: f.a.email, password: 'wrong-Password1!' },
    }),
    expected: { anonymous: 400, memberA: 403, memberB: 403 },
  },
  {
    route: 'POST /api/auth/local/register',
    call: () => {
      const email = `matrix-${Math.random().toString(36).slice(2, 10)}@member.example`;
      return {
        path: '/api/auth/local/register',
        method: 'POST',
        body: { username: email, email, password: 'Member-Pass1!', termsAgreed: true, privacyAgreed: true },
      };
    },
    expected: { anonymous: 200, memberA: 403, memberB: 403 },
  },
  { route: 'GET /api/connect/(.*)', call: () => ({ path: '/api/connect/google' }), expected: everyone(403) },
  {
    route: 'GET /api/auth/:provider/callback',
    call: () => ({ path: '/api/auth/google/callback' }),
    expected: { anonymous: 400, memberA: 403, memberB: 403 },
  },
  {
    route: 'POST /api/auth/forgot-password',
    call: () => ({ path: '/api/auth/forgot-password', method: 'POST', body: { email: 'nobody@member.example' } }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    call: () => ({
      path: '/api/auth/reset-password',
      method: 'POST',
      body: { code: 'not-a-code', password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' },
    }),
    expected: { anonymous: 400, memberA: 403, memberB: 403 },
  },
  {
    route: 'POST /api/auth/change-password',
    call: () => ({
      path: '/api/auth/change-password',
      method: 'POST',
      body: { currentPassword: 'not-My-Password1!', password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' },
    }),
    expected: membersOnly(400),
  },
  {
    route: 'GET /api/auth/email-confirmation',
    call: () => ({ path: '/api/auth/email-confirmation?confirmation=x' }),
    expected: everyone(403),
  },
  {
    route: 'POST /api/auth/send-email-confirmation',
    call: (f) => ({ path: '/api/auth/send-email-confirmation', method: 'POST', body: { email: f.a.email } }),
    expected: everyone(403),
  },
  // Refresh-token sessions (docs/api/auth.md). Without the refresh cookie, refresh responds 204 (nothing to refresh);
  // auth-sessions.test.ts covers the cookie. Logout needs an access token.
  {
    route: 'POST /api/auth/refresh',
    call: () => ({ path: '/api/auth/refresh', method: 'POST', body: {} }),
    expected: everyone(204),
  },
  {
    route: 'POST /api/auth/logout',
    call: () => ({ path: '/api/auth/logout', method: 'POST', body: {} }),
    expected: { anonymous: 403, memberA: 200, memberB: 200 },
    ownLogin: true,
  },
  // The member's own data (docs/decisions/027). Member B's calls act on B's own account only;
  // member-data.test.ts covers what each of them does.
  {
    route: 'GET /api/auth/me/export',
    call: () => ({ path: '/api/auth/me/export' }),
    expected: membersOnly(200),
    check: (response, actor, f) => {
      expect(response.body.profile.email).toBe(actor === 'memberA' ? f.a.email : f.b.email);
      const titles = response.body.rentalApplications.map(
        (application: { documentId: string }) => application.documentId,
      );
      if (actor === 'memberA') expect(titles).toContain(f.applicationOfA);
      if (actor === 'memberB') expect(titles).not.toContain(f.applicationOfA);
    },
  },
  {
    // Both agreements are required: an empty body is refused (400) for members, closed (403) to visitors.
    route: 'POST /api/auth/me/consent',
    call: () => ({ path: '/api/auth/me/consent', method: 'POST', body: {} }),
    expected: membersOnly(400),
  },
  {
    // A wrong password deletes nothing (400); the deletion itself is in member-data.test.ts.
    route: 'POST /api/auth/me/delete',
    call: () => ({ path: '/api/auth/me/delete', method: 'POST', body: { password: 'not-My-Password1!' } }),
    expected: membersOnly(400),
  },
  // Listing and revoking sessions stays closed: the site has no device list.
  { route: 'GET /api/auth/sessions', call: () => ({ path: '/api/auth/sessions' }), expected: everyone(403) },
  {
    route: 'DELETE /api/auth/sessions/:sessionId',
    call: () => ({ path: '/api/auth/sessions/1', method: 'DELETE' }),
    expected: everyone(403),
  },

  // Plugin endpoints that only staff (admin API) use.
  {
    route: 'POST /api/email',
    call: (f) => ({ path: '/api/email', method: 'POST', body: { to: f.b.email, subject: 'x', text: 'x' } }),
    expected: everyone(403),
  },
  {
    route: 'POST /api/upload',
    call: () => ({ path: '/api/upload', method: 'POST', body: {} }),
    expected: everyone(403),
  },
  { route: 'GET /api/upload/files', call: () => ({ path: '/api/upload/files' }), expected: everyone(403) },
  { route: 'GET /api/upload/files/page', call: () => ({ path: '/api/upload/files/page' }), expected: everyone(403) },
  { route: 'GET /api/upload/files/:id', call: () => ({ path: '/api/upload/files/1' }), expected: everyone(403) },
  {
    route: 'DELETE /api/upload/files/:id',
    call: () => ({ path: '/api/upload/files/1', method: 'DELETE' }),
    expected: everyone(403),
  },
  { route: 'GET /api/i18n/locales', call: () => ({ path: '/api/i18n/locales' }), expected: everyone(403) },
  {
    route: 'GET /api/content-type-builder/components',
    call: () => ({ path: '/api/content-type-builder/components' }),
    expected: everyone(403),
  },
  {
    route: 'GET /api/content-type-builder/components/:uid',
    call: () => ({ path: '/api/content-type-builder/components/shared.address' }),
    expected: everyone(403),
  },
  {
    route: 'GET /api/content-type-builder/content-types',
    call: () => ({ path: '/api/content-type-builder/content-types' }),
    expected: everyone(403),
  },
  {
    route: 'GET /api/content-type-builder/content-types/:uid',
    call: () => ({ path: '/api/content-type-builder/content-types/plugin::users-permissions.user' }),
    expected: everyone(403),
  },
];

describe('authorization matrix', () => {
  let fixtures: Fixtures;

  beforeAll(async () => {
    const [a, b] = [await registerMember('matrix-a'), await registerMember('matrix-b')];
    const firstId = async (path: string) => {
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(response.body.data.length).toBeGreaterThan(0);
      return response.body.data[0].documentId as string;
    };
    const application = await createApplicationFor(a, '권한 점검 연주회');
    const submitted = await submitApplication(a.jwt);
    expect(submitted.status).toBe(201);
    const link = await request(
      `/api/rental-applications/${submitted.body.data.documentId}/documents/performancePlan/link`,
      { method: 'POST', token: a.jwt, body: {} },
    );
    expect(link.status).toBe(200);
    fixtures = {
      a,
      b,
      showId: await firstId('/api/shows?pagination[pageSize]=1'),
      noticeId: await firstId('/api/notices?pagination[pageSize]=1'),
      eventId: await firstId('/api/calendar-events?pagination[pageSize]=1'),
      applicationOfA: application.documentId,
      submittedByA: submitted.body.data.documentId,
      documentLinkOfA: link.body.data.url,
    };
  });

  it('has a row for every content-API route the cms exposes, and no row for a route that is gone', () => {
    const exposed = inject('cms').contentApiRoutes;
    const covered = ROWS.map((row) => row.route).sort();
    expect(covered).toEqual(exposed);
  });

  describe.each(ROWS)('$route', (row) => {
    it.each(ACTORS)('as %s', async (actor) => {
      const { path, method, body } = row.call(fixtures);
      const member = actor === 'memberA' ? fixtures.a : actor === 'memberB' ? fixtures.b : undefined;
      const token = member && row.ownLogin ? await logIn(member) : member?.jwt;
      const response = await request(path, { method, body, token });
      expect(response.status, `${method ?? 'GET'} ${path} as ${actor}: ${response.text.slice(0, 200)}`).toBe(
        row.expected[actor],
      );
      if (response.status < 300) row.check?.(response, actor, fixtures);
    });
  });
});

/**
 * Admin-API routes this project adds (the admin panel calls them with the staff token). A
 * member's token is not an admin token.
 */
describe('authorization matrix: admin routes of the project', () => {
  let submitted: string;
  let member: Member;

  beforeAll(async () => {
    member = await registerMember('matrix-admin');
    const response = await submitApplication(member.jwt);
    expect(response.status).toBe(201);
    submitted = response.body.data.documentId;
  });

  it('GET /admin/rental-documents/:documentId/links: staff only', async () => {
    const path = `/admin/rental-documents/${submitted}/links`;
    expect((await send(path)).status).toBe(401);
    expect((await send(path, { token: member.jwt })).status).toBe(401);
    const asStaff = await send(path, { token: inject('cms').staffToken });
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.data.businessRegistration).toMatchObject({ name: '사업자등록증.pdf', mime: 'application/pdf' });
  });

  it('POST /admin/outbound-mails/:documentId/retry: staff who read the mail outbox only', async () => {
    const mails = await send(
      '/content-manager/collection-types/api::outbound-mail.outbound-mail?pageSize=1&sort=id:DESC',
      { token: inject('cms').staffToken },
    );
    expect(mails.status).toBe(200);
    const path = `/admin/outbound-mails/${mails.body.results[0].documentId}/retry`;
    expect((await send(path, { method: 'POST' })).status).toBe(401);
    expect((await send(path, { method: 'POST', token: member.jwt })).status).toBe(401);
    // Staff may ask, but only for a failed mail: this one is pending or sent.
    expect((await send(path, { method: 'POST', token: inject('cms').staffToken })).status).toBe(409);
  });

  it('the mail outbox has no content-API route: /api/outbound-mails is 404 for visitors and members', async () => {
    for (const token of [undefined, member.jwt]) {
      expect((await send('/api/outbound-mails', { token })).status).toBe(404);
    }
  });
});

/**
 * The site files for search engines and feed readers (cms/src/discovery, outside /api): public,
 * the same body for every caller whatever login it sends, and read-only.
 */
describe('authorization matrix: site files', () => {
  const SITE_FILES = ['/robots.txt', '/sitemap.xml', '/notice/feed.xml'];
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    [member, other] = [await registerMember('matrix-files-a'), await registerMember('matrix-files-b')];
  });

  it.each(SITE_FILES)('GET %s: everyone, one body', async (path) => {
    const anonymous = await request(path);
    expect(anonymous.status).toBe(200);
    for (const token of [member.jwt, other.jwt, inject('cms').staffToken, 'not-a-token']) {
      const response = await request(path, { token });
      expect(response.status).toBe(200);
      expect(response.text).toBe(anonymous.text);
    }
  });

  it.each(SITE_FILES)('POST, PUT, DELETE %s: nobody', async (path) => {
    for (const method of ['POST', 'PUT', 'DELETE'])
      for (const token of [undefined, member.jwt, inject('cms').staffToken]) {
        const response = await request(path, { method, token, body: {} });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
  });
});
