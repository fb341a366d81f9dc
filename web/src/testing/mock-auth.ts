/**
 * A stand-in for the cms's member-account endpoints, responding exactly as docs/api/auth.md
 * describes: the refresh cookie (one "browser" here), rotating refresh tokens, access tokens
 * that a logout or a reset revokes, the error shapes and the reset codes.
 */
import { http, HttpResponse } from 'msw';
import { meetsPasswordRule } from '@hall/contract/auth';
import type { Member } from '@/shared/auth/types';

interface MockAccount {
  member: Member;
  password: string;
  blocked: boolean;
}

export interface MockAuthDb {
  accounts: MockAccount[];
  /** The refresh token in the browser's httpOnly cookie, or null. */
  cookie: string | null;
  refreshTokens: Map<string, number>;
  accessTokens: Map<string, number>;
  /** Reset codes, as in the mail link. */
  resetCodes: Map<string, { memberId: number; expired: boolean }>;
  /** Reset mails "sent" (to whom). */
  mails: string[];
  /** When set, GET /api/users/me responds with this status instead of the profile. */
  profileStatus: number | null;
}

export const authDb: MockAuthDb = {
  accounts: [],
  cookie: null,
  refreshTokens: new Map(),
  accessTokens: new Map(),
  resetCodes: new Map(),
  mails: [],
  profileStatus: null,
};

/** Every request to an account endpoint, with its Authorization header and body. */
export const authRequests: Array<{ method: string; path: string; authorization: string | null; body: unknown }> = [];

let counter = 0;

export function resetAuthDb(): void {
  authDb.accounts = [];
  authDb.cookie = null;
  authDb.refreshTokens = new Map();
  authDb.accessTokens = new Map();
  authDb.resetCodes = new Map();
  authDb.mails = [];
  authDb.profileStatus = null;
  authRequests.length = 0;
  counter = 0;
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped access token with iat/exp claims (15 minutes, as the cms issues them). */
function issueAccessToken(memberId: number): string {
  counter += 1;
  const iat = Math.floor(Date.now() / 1000);
  const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id: memberId, iat, exp: iat + 900, n: counter })}.sig${counter}`;
  authDb.accessTokens.set(token, memberId);
  return token;
}

function issueSession(memberId: number): string {
  counter += 1;
  const refresh = `refresh-${memberId}-${counter}`;
  authDb.refreshTokens.set(refresh, memberId);
  authDb.cookie = refresh;
  return issueAccessToken(memberId);
}

function revokeAll(memberId: number): void {
  for (const [token, id] of authDb.accessTokens) if (id === memberId) authDb.accessTokens.delete(token);
  for (const [token, id] of authDb.refreshTokens) if (id === memberId) authDb.refreshTokens.delete(token);
}

export function addMember(overrides: Partial<Member> & { password?: string; blocked?: boolean } = {}): Member {
  const { password = 'Member-Pass1!', blocked = false, ...fields } = overrides;
  const id = authDb.accounts.length + 1;
  const email = fields.email ?? `member${id}@example.com`;
  const member: Member = {
    id,
    documentId: `member${id}docid0000`,
    username: email,
    email,
    provider: 'local',
    confirmed: true,
    blocked,
    name: '홍길동',
    phoneNumber: '01012345678',
    createdAt: '2026-10-01T01:00:00.000Z',
    updatedAt: '2026-10-01T01:00:00.000Z',
    ...fields,
  };
  authDb.accounts.push({ member, password, blocked });
  return member;
}

/** A member who logged in earlier: the browser holds a valid refresh cookie. */
export function addLoggedInMember(overrides: Parameters<typeof addMember>[0] = {}): Member {
  const member = addMember(overrides);
  issueSession(member.id);
  authDb.accessTokens.clear();
  return member;
}

/** Every access token stops working (expired); refresh tokens stay valid. */
export function expireAccessTokens(): void {
  authDb.accessTokens.clear();
}

/** Who the Authorization header belongs to: undefined = no header, null = dead token. */
export function bearerMember(request: Request): number | null | undefined {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '');
  return authDb.accessTokens.get(token) ?? null;
}

export function errorBody(status: number, name: string, message: string, details: object = {}) {
  return { data: null, error: { status, name, message, details } };
}

function errorResponse(status: number, name: string, message: string, details: object = {}) {
  return HttpResponse.json(errorBody(status, name, message, details), { status });
}

function fieldError(path: string, message: string) {
  return errorResponse(400, 'ValidationError', message, {
    errors: [{ path: [path], message, name: 'ValidationError' }],
  });
}

export const unauthorized = () => errorResponse(401, 'UnauthorizedError', 'Unauthorized');
const forbidden = () => errorResponse(403, 'ForbiddenError', 'Forbidden');

const PASSWORD_RULE = 'Password must be at least 6 characters long and contain a letter, a digit and one of !@#$%^&*';

async function record(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  authRequests.push({
    method: request.method,
    path: url.pathname,
    authorization: request.headers.get('authorization'),
    body,
  });
  return (body ?? {}) as Record<string, unknown>;
}

const account = (id: number) => authDb.accounts.find((item) => item.member.id === id);

export const authHandlers = [
  http.post('*/api/auth/refresh', async ({ request }) => {
    await record(request);
    if (!authDb.cookie) return new HttpResponse(null, { status: 204 });
    const memberId = authDb.refreshTokens.get(authDb.cookie);
    if (memberId === undefined) return errorResponse(401, 'UnauthorizedError', 'Invalid refresh token');
    authDb.refreshTokens.delete(authDb.cookie);
    const jwt = issueSession(memberId);
    return HttpResponse.json({ jwt });
  }),

  http.post('*/api/auth/local', async ({ request }) => {
    const body = await record(request);
    if (bearerMember(request)) return forbidden();
    const identifier = String(body.identifier ?? '').toLowerCase();
    if (!identifier || !body.password)
      return fieldError(identifier ? 'password' : 'identifier', 'password is a required field');
    const found = authDb.accounts.find((item) => item.member.email.toLowerCase() === identifier);
    if (!found || found.password !== body.password)
      return errorResponse(400, 'ValidationError', 'Invalid identifier or password');
    if (found.blocked)
      return errorResponse(400, 'ApplicationError', 'Your account has been blocked by an administrator');
    return HttpResponse.json({ jwt: issueSession(found.member.id), user: found.member });
  }),

  http.post('*/api/auth/local/register', async ({ request }) => {
    const body = await record(request);
    const allowed = ['username', 'email', 'password', 'name', 'phoneNumber', 'termsAgreed', 'privacyAgreed'];
    const extra = Object.keys(body).filter((key) => !allowed.includes(key));
    if (extra.length) return errorResponse(400, 'ValidationError', `Invalid parameters: ${extra.join(', ')}`);
    const missingConsents = ['termsAgreed', 'privacyAgreed'].filter((key) => body[key] !== true);
    if (missingConsents.length) {
      return errorResponse(400, 'ValidationError', '필수 동의 항목입니다.', {
        errors: missingConsents.map((key) => ({
          path: [key],
          message: '필수 동의 항목입니다.',
          name: 'ValidationError',
        })),
      });
    }
    const email = String(body.email ?? '').toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fieldError('email', 'email must be a valid email');
    if (body.username !== undefined && String(body.username).toLowerCase() !== email) {
      return errorResponse(400, 'ValidationError', 'Username must be the e-mail address');
    }
    if (!meetsPasswordRule(body.password)) return fieldError('password', PASSWORD_RULE);
    if (authDb.accounts.some((item) => item.member.email.toLowerCase() === email)) {
      return errorResponse(400, 'ApplicationError', 'Email or Username are already taken');
    }
    const member = addMember({
      email,
      password: String(body.password),
      name: (body.name as string | undefined) ?? null,
      phoneNumber: (body.phoneNumber as string | undefined) ?? null,
    });
    return HttpResponse.json({ jwt: issueSession(member.id), user: member });
  }),

  http.get('*/api/users/me', async ({ request }) => {
    await record(request);
    const memberId = bearerMember(request);
    if (memberId === undefined) return forbidden();
    if (memberId === null) return unauthorized();
    if (authDb.profileStatus) return errorResponse(authDb.profileStatus, 'ApplicationError', 'Profile unavailable');
    return HttpResponse.json(account(memberId)!.member);
  }),

  http.put('*/api/users/me', async ({ request }) => {
    const body = await record(request);
    const memberId = bearerMember(request);
    if (memberId === undefined) return forbidden();
    if (memberId === null) return unauthorized();
    const extra = Object.keys(body).filter((key) => key !== 'name' && key !== 'phoneNumber');
    if (extra.length)
      return errorResponse(400, 'ValidationError', `this field has unspecified keys: ${extra.join(', ')}`);
    const name = String(body.name ?? '').trim();
    if (!name || name.length > 50) return fieldError('name', 'name must be at least 1 characters');
    if (body.phoneNumber !== undefined && !/^[0-9-]{0,11}$/.test(String(body.phoneNumber))) {
      return fieldError('phoneNumber', 'phoneNumber must be at most 11 characters');
    }
    const found = account(memberId)!;
    found.member = {
      ...found.member,
      name,
      ...(body.phoneNumber !== undefined ? { phoneNumber: String(body.phoneNumber) } : {}),
      updatedAt: new Date().toISOString(),
    };
    return HttpResponse.json(found.member);
  }),

  http.post('*/api/auth/me/consent', async ({ request }) => {
    const body = await record(request);
    const memberId = bearerMember(request);
    if (memberId === undefined) return forbidden();
    if (memberId === null) return unauthorized();
    if (body.termsAgreed !== true || body.privacyAgreed !== true)
      return fieldError(body.termsAgreed !== true ? 'termsAgreed' : 'privacyAgreed', '필수 동의 항목입니다.');
    const found = account(memberId)!;
    found.member = { ...found.member, consentRequired: false };
    return HttpResponse.json({ ok: true, consentRequired: false });
  }),

  http.get('*/api/auth/me/export', async ({ request }) => {
    await record(request);
    const memberId = bearerMember(request);
    if (memberId === undefined) return forbidden();
    if (memberId === null) return unauthorized();
    const { member } = account(memberId)!;
    return HttpResponse.json(
      {
        format: 'hall-member-data/1',
        profile: { email: member.email, name: member.name, phoneNumber: member.phoneNumber },
        rentalApplications: [],
      },
      { headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment' } },
    );
  }),

  http.post('*/api/auth/me/delete', async ({ request }) => {
    const body = await record(request);
    const memberId = bearerMember(request);
    if (memberId === undefined) return forbidden();
    if (memberId === null) return unauthorized();
    const found = account(memberId)!;
    if (typeof body.password !== 'string' || body.password !== found.password)
      return fieldError('password', 'The provided password is invalid');
    revokeAll(memberId);
    authDb.accounts = authDb.accounts.filter((item) => item !== found);
    authDb.cookie = null;
    return HttpResponse.json({ ok: true, withdrawn: 0, kept: 0 });
  }),

  http.post('*/api/auth/logout', async ({ request }) => {
    await record(request);
    const memberId = bearerMember(request);
    if (memberId === undefined) return forbidden();
    if (memberId === null) return unauthorized();
    revokeAll(memberId);
    authDb.cookie = null;
    return HttpResponse.json({ ok: true });
  }),

  http.post('*/api/auth/forgot-password', async ({ request }) => {
    const body = await record(request);
    const email = String(body.email ?? '');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fieldError('email', 'email must be a valid email');
    const found = authDb.accounts.find((item) => item.member.email.toLowerCase() === email.toLowerCase());
    if (found && !found.blocked) authDb.mails.push(found.member.email);
    return HttpResponse.json({ ok: true });
  }),

  http.post('*/api/auth/reset-password', async ({ request }) => {
    const body = await record(request);
    if (bearerMember(request)) return forbidden();
    if (!body.code) return fieldError('code', 'code is a required field');
    if (!meetsPasswordRule(body.password)) return fieldError('password', PASSWORD_RULE);
    if (body.password !== body.passwordConfirmation)
      return fieldError('passwordConfirmation', 'Passwords do not match');
    const code = authDb.resetCodes.get(String(body.code));
    if (!code) return errorResponse(400, 'ValidationError', 'Incorrect code provided', { reason: 'invalid' });
    if (code.expired) return errorResponse(400, 'ValidationError', 'Reset code has expired', { reason: 'expired' });
    authDb.resetCodes.delete(String(body.code));
    account(code.memberId)!.password = String(body.password);
    revokeAll(code.memberId);
    return HttpResponse.json({ ok: true });
  }),
];
