import fs from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TERMS_VERSION } from '@hall/contract/terms';
import { registerMember, staff, type Member } from './helpers/actors';
import { CookieJar, isTo, logIn, uniqueEmail, waitForOutboxMails, withCookies } from './helpers/auth';
import { startChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { applicationData, send, staffSteps, storedDocumentFiles, submitApplication } from './helpers/rental';

/**
 * Members' own data (docs/decisions/027, docs/api/auth.md, docs/api/rental.md): withdrawing an
 * application, the signup agreement recorded by the server and renewed when the terms change,
 * downloading what the site holds, and deleting the account.
 */

const staffToken = () => inject('cms').staffToken;
const outbox = () => inject('cms').mailOutboxDir;

async function submit(member: Member, showTitle: string) {
  const response = await submitApplication(member.jwt, { data: applicationData({ showTitle, email: member.email }) });
  expect(response.status, response.text).toBe(201);
  return response.body.data as { documentId: string };
}

const withdraw = (member: Member | null, documentId: string, body?: unknown) =>
  request(`/api/rental-applications/${documentId}/withdraw`, {
    method: 'POST',
    token: member?.jwt,
    body: body ?? {},
  });

/** The application as staff see it: the edit view's content-manager read, with the owner. */
async function staffView(documentId: string) {
  const response = await send(`/admin/rental-applications/${documentId}/steps`, { token: staffToken() });
  expect(response.status, response.text).toBe(200);
  return (response.body as { data: Record<string, any> }).data;
}

/** How many document files the private store holds (stored, not pending). */
const storedFileCount = async () =>
  (await storedDocumentFiles()).filter((name) => !name.startsWith('.pending/')).length;

/** The outbox's mails whose subjects hold every one of `subjectParts`, once there are `count`. */
const waitForMails = (subjectParts: string[], count = 1) =>
  waitForOutboxMails(outbox(), (mail) => subjectParts.every((part) => mail.subject.includes(part)), {
    count,
    description: `about ${subjectParts.join(' + ')}`,
  });

describe('POST /api/rental-applications/:id/withdraw', () => {
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    owner = await registerMember('withdraw-owner');
    other = await registerMember('withdraw-other');
  });

  it('withdraws a received application: 취소, the history says the applicant did it, the documents go, staff are mailed', async () => {
    const before = await storedFileCount();
    const { documentId } = await submit(owner, '철회 점검 공연 A');
    expect(await storedFileCount()).toBe(before + 2);

    const response = await withdraw(owner, documentId, { reason: '  일정이 바뀌었습니다. ' });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const view = response.body.data;
    expect(view).toMatchObject({ documentId, applicationStatus: 'cancelled', rejectionReason: '일정이 바뀌었습니다.' });
    expect(view.statusHistory.map((entry: { applicationStatus: string }) => entry.applicationStatus)).toEqual([
      'received',
      'cancelled',
    ]);
    expect(view.statusHistory[1]).toMatchObject({ reason: '일정이 바뀌었습니다.', byApplicant: true });
    expect(view.statusHistory[0].byApplicant).toBeUndefined();
    expect(view.documents).toEqual({ businessRegistration: null, performancePlan: null });
    expect(JSON.stringify(response.body)).not.toMatch(/storageKey|"owner"/);

    // The two files of this application are gone.
    expect(await storedFileCount()).toBe(before);

    // Staff see it as the applicant's own step.
    const seen = await staffView(documentId);
    expect(seen.applicationStatus).toBe('cancelled');
    expect(seen.statusHistory.at(-1)).toMatchObject({ applicationStatus: 'cancelled', byApplicant: true });
    expect(seen.steps).toEqual([]);

    const [staffMail] = await waitForMails(['[대관 신청 취소]', '철회 점검 공연 A']);
    expect(staffMail.text).toContain('신청자가 마이페이지에서 대관 신청을 직접 취소했습니다.');
    expect(staffMail.text).toContain('취소 사유: 일정이 바뀌었습니다.');
    await waitForOutboxMails(outbox(), (mail) => mail.subject.includes('진행 상태: 취소') && isTo(owner.email)(mail), {
      description: `about 진행 상태: 취소 to ${owner.email}`,
    });
  });

  it('withdraws while 검토중, without a reason', async () => {
    const { documentId } = await submit(owner, '철회 점검 공연 B');
    await staffSteps(documentId, ['review']);
    const response = await withdraw(owner, documentId);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.applicationStatus).toBe('cancelled');
    expect(response.body.data.rejectionReason).toBeNull();
    expect(response.body.data.statusHistory.at(-1)).toMatchObject({ reason: null, byApplicant: true });
  });

  it.each([
    ['승인', ['review', 'approve'], 'approved'],
    ['반려', ['review', 'reject'], 'rejected'],
    ['취소', ['cancel'], 'cancelled'],
  ])('refuses with 409 once the application is %s, and changes nothing', async (_label, steps, status) => {
    const { documentId } = await submit(owner, `철회 거절 ${status}`);
    await staffSteps(documentId, steps);
    const before = await staffView(documentId);
    const response = await withdraw(owner, documentId, { reason: '취소합니다' });
    expect(response.status, response.text).toBe(409);
    expect(response.body.error).toMatchObject({ status: 409, name: 'ConflictError' });
    expect(response.body.error.message).toMatch(/접수 또는 검토중인 신청만 직접 취소할 수 있습니다/);
    expect(response.body.error.details.applicationStatus).toBe(status);
    expect(await staffView(documentId)).toEqual(before);
  });

  it('is for the owner only: another member gets 404, a visitor 401, and nothing changes', async () => {
    const { documentId } = await submit(owner, '철회 점검 남의 신청');
    expect((await withdraw(other, documentId)).status).toBe(404);
    expect((await withdraw(null, documentId)).status).toBe(401);
    expect((await withdraw(owner, 'no-such-application')).status).toBe(404);
    expect((await staffView(documentId)).applicationStatus).toBe('received');
  });

  it('checks the body: only a string reason of at most 2,000 characters', async () => {
    const { documentId } = await submit(owner, '철회 점검 본문');
    for (const [body, field] of [
      [{ reason: 12 }, 'reason'],
      [{ reason: 'x'.repeat(2001) }, 'reason'],
      [{ applicationStatus: 'cancelled' }, 'applicationStatus'],
    ] as const) {
      const response = await withdraw(owner, documentId, body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.details.errors[0].path).toEqual([field]);
    }
    expect((await staffView(documentId)).applicationStatus).toBe('received');
  });

  it('of two concurrent withdrawals, one is stored and the other refused', async () => {
    const { documentId } = await submit(owner, '철회 점검 동시');
    const responses = await Promise.all([withdraw(owner, documentId), withdraw(owner, documentId)]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const history = (await staffView(documentId)).statusHistory;
    expect(
      history.filter((entry: { applicationStatus: string }) => entry.applicationStatus === 'cancelled'),
    ).toHaveLength(1);
  });
});

describe('the signup agreement', () => {
  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'Member-Pass1!',
    name: '동의 점검',
    phoneNumber: '01012345678',
    ...extra,
  });

  it('is required by the server: 400 naming each missing agreement, and no account', async () => {
    const email = uniqueEmail('consent-missing');
    for (const extra of [{}, { termsAgreed: true }, { termsAgreed: true, privacyAgreed: 'true' }]) {
      const response = await request('/api/auth/local/register', { method: 'POST', body: body(email, extra) });
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
      for (const entry of response.body.error.details.errors) expect(entry.message).toBe('필수 동의 항목입니다.');
      expect(response.body.error.details.errors.map((entry: { path: string[] }) => entry.path[0])).toContain(
        'privacyAgreed',
      );
    }
    const login = await request('/api/auth/local', {
      method: 'POST',
      body: { identifier: email, password: 'Member-Pass1!' },
    });
    expect(login.status).toBe(400);
  });

  it('is recorded with the terms version and the time, which the content API never shows', async () => {
    const email = uniqueEmail('consent-recorded');
    const started = Date.now();
    const response = await request('/api/auth/local/register', {
      method: 'POST',
      body: body(email, { termsAgreed: true, privacyAgreed: true }),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.user.consentRequired).toBe(false);
    const jwt = response.body.jwt;

    const me = await request('/api/users/me?populate=*', { token: jwt });
    expect(me.body.consentRequired).toBe(false);
    expect(me.body).not.toHaveProperty('termsVersion');
    expect(me.body).not.toHaveProperty('termsAgreedAt');

    const exported = await request('/api/auth/me/export', { token: jwt });
    expect(exported.body.consent.termsVersion).toBe(TERMS_VERSION);
    const agreedAt = Date.parse(exported.body.consent.agreedAt);
    expect(agreedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(agreedAt).toBeLessThanOrEqual(Date.now() + 1000);

    // Staff see when the member agreed (the admin panel's member view).
    const users = await staff.list(
      'plugin::users-permissions.user',
      `filters[email][$eq]=${encodeURIComponent(email)}`,
    );
    expect(users.results[0]).toMatchObject({ termsVersion: TERMS_VERSION });
  });

  it('is asked again after the terms change: login and /me say so until the member agrees', async () => {
    const member = await registerMember('consent-renew');
    // The member agreed to an earlier version (what a change of TERMS_VERSION makes of every member).
    const users = await staff.list(
      'plugin::users-permissions.user',
      `filters[email][$eq]=${encodeURIComponent(member.email)}`,
    );
    await staff.update('plugin::users-permissions.user', users.results[0].documentId, { termsVersion: '2000-01-01' });

    const login = await logIn(member.email, member.password);
    expect(login.response.body.user.consentRequired).toBe(true);
    expect((await request('/api/users/me', { token: login.jwt })).body.consentRequired).toBe(true);

    const refused = await request('/api/auth/me/consent', {
      method: 'POST',
      token: login.jwt,
      body: { termsAgreed: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors[0]).toMatchObject({
      path: ['privacyAgreed'],
      message: '필수 동의 항목입니다.',
    });
    const unknown = await request('/api/auth/me/consent', {
      method: 'POST',
      token: login.jwt,
      body: { termsAgreed: true, privacyAgreed: true, termsVersion: '2999-01-01' },
    });
    expect(unknown.status).toBe(400);

    const agreed = await request('/api/auth/me/consent', {
      method: 'POST',
      token: login.jwt,
      body: { termsAgreed: true, privacyAgreed: true },
    });
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body).toEqual({ ok: true, consentRequired: false });
    expect((await request('/api/users/me', { token: login.jwt })).body.consentRequired).toBe(false);
    const again = await logIn(member.email, member.password);
    expect(again.response.body.user.consentRequired).toBe(false);
    expect((await request('/api/auth/me/export', { token: login.jwt })).body.consent.termsVersion).toBe(TERMS_VERSION);
  });
});

describe('GET /api/auth/me/export', () => {
  it('returns everything the site holds about the member, as an attachment never stored by a cache', async () => {
    const member = await registerMember('export-owner');
    const other = await registerMember('export-other');
    const mine = await submit(member, '내보내기 점검 공연');
    await staffSteps(mine.documentId, ['review', 'reject']);
    await submit(other, '남의 내보내기 공연');

    const response = await request('/api/auth/me/export', { token: member.jwt });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hall-member-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body;
    expect(data.format).toBe('hall-member-data/1');
    expect(data.profile).toMatchObject({
      email: member.email,
      name: '회원 export-owner',
      phoneNumber: '010-1234-5678',
    });
    expect(data.consent).toMatchObject({ termsVersion: TERMS_VERSION, currentTermsVersion: TERMS_VERSION });
    expect(data.logins.length).toBeGreaterThan(0);
    expect(data.rentalApplications).toHaveLength(1);
    const application = data.rentalApplications[0];
    expect(application).toMatchObject({
      documentId: mine.documentId,
      showTitle: '내보내기 점검 공연',
      applicationStatus: 'rejected',
      rejectionReason: '담당자 확인 결과',
    });
    expect(application.statusHistory.map((entry: { applicationStatus: string }) => entry.applicationStatus)).toEqual([
      'received',
      'reviewing',
      'rejected',
    ]);
    expect(application.documents.businessRegistration).toMatchObject({
      name: expect.any(String),
      size: expect.any(Number),
    });
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|storageKey|sha256|resetPassword|refresh|남의 내보내기|"id"/);
    expect(text).not.toContain(other.email);
  });

  it('is for members only: a visitor gets 403', async () => {
    expect((await request('/api/auth/me/export')).status).toBe(403);
  });
});

describe('POST /api/auth/me/delete', () => {
  it('needs the password: a wrong one changes nothing', async () => {
    const member = await registerMember('delete-wrong');
    const response = await request('/api/auth/me/delete', {
      method: 'POST',
      token: member.jwt,
      body: { password: 'Not-The-Pass1!' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ name: 'ValidationError', message: 'The provided password is invalid' });
    expect(response.body.error.details.errors[0].path).toEqual(['password']);
    expect((await request('/api/users/me', { token: member.jwt })).status).toBe(200);
    for (const body of [{}, { password: 12 }, { password: member.password, userId: 1 }]) {
      const refused = await request('/api/auth/me/delete', { method: 'POST', token: member.jwt, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await request('/api/users/me', { token: member.jwt })).status).toBe(200);
  });

  it('deletes the account: open applications withdrawn, the others kept unlinked, every login ended, staff told, the e-mail free again', async () => {
    const member = await registerMember('delete-member');
    const other = await registerMember('delete-other');
    // Another login of the same member, on another device, with its refresh cookie.
    const otherDevice = await logIn(member.email, member.password);

    const open = await submit(member, '탈퇴 점검 접수');
    const reviewing = await submit(member, '탈퇴 점검 검토중');
    await staffSteps(reviewing.documentId, ['review']);
    const approved = await submit(member, '탈퇴 점검 승인');
    await staffSteps(approved.documentId, ['review', 'approve']);
    const othersApplication = await submit(other, '탈퇴 점검 남의 신청');
    const filesBefore = await storedFileCount();

    const jar = new CookieJar();
    const login = await withCookies(jar, '/api/auth/local', {
      method: 'POST',
      body: { identifier: member.email, password: member.password },
    });
    const jwt = login.body.jwt;
    const response = await withCookies(jar, '/api/auth/me/delete', {
      method: 'POST',
      token: jwt,
      body: { password: member.password },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, withdrawn: 2, kept: 1 });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The browser's refresh and signed-in cookies are cleared.
    expect(jar.get('hall_refresh')).toBeUndefined();
    expect(jar.get('hall_signed_in')).toBeUndefined();

    // Every login ends at once: access tokens of this and the other device, and both refresh cookies.
    for (const token of [jwt, member.jwt, otherDevice.jwt]) {
      expect((await request('/api/users/me', { token })).status).toBe(401);
    }
    const refreshed = await withCookies(otherDevice.jar, '/api/auth/refresh', { method: 'POST' });
    expect(refreshed.status).toBe(401);

    // Logging in fails with the usual response.
    const again = await request('/api/auth/local', {
      method: 'POST',
      body: { identifier: member.email, password: member.password },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid identifier or password',
      details: {},
    });

    // The open applications are withdrawn by the applicant; the approved one is kept; none has an owner.
    for (const { documentId } of [open, reviewing]) {
      const view = await staffView(documentId);
      expect(view).toMatchObject({ applicationStatus: 'cancelled', hasOwner: false });
      expect(view.statusHistory.at(-1)).toMatchObject({
        applicationStatus: 'cancelled',
        reason: '회원 탈퇴로 신청이 취소되었습니다.',
        byApplicant: true,
      });
      expect(view.documents).toEqual({ businessRegistration: null, performancePlan: null });
    }
    const kept = await staffView(approved.documentId);
    expect(kept).toMatchObject({ applicationStatus: 'approved', hasOwner: false, company: expect.any(String) });
    expect(kept.contactName).toBeTruthy();
    expect(kept.documents.businessRegistration).not.toBeNull();
    expect((await staffView(othersApplication.documentId)).hasOwner).toBe(true);

    // Files: the two withdrawn applications' four documents are gone; the kept ones stay.
    expect(await storedFileCount()).toBe(filesBefore - 4);

    // The member row is gone.
    const users = await staff.list(
      'plugin::users-permissions.user',
      `filters[email][$eq]=${encodeURIComponent(member.email)}`,
    );
    expect(users.results).toHaveLength(0);

    // Staff are told, at the rental mails' inbox.
    const config = (await request('/api/site-config')).body.data as { rentalEmail: string };
    const [deletionMail] = await waitForMails([`[회원 탈퇴] ${member.email}`]);
    expect(deletionMail.to).toEqual([config.rentalEmail]);
    expect(deletionMail.text).toContain('처리 중이던 대관 신청 2건은 취소되었습니다');
    expect(deletionMail.text).toContain('그 밖의 대관 신청 1건은');
    const withdrawnMails = await waitForMails(['[대관 신청 취소] ', '탈퇴 점검 '], 2);
    expect(withdrawnMails).toHaveLength(2);
    expect(withdrawnMails.find((mail) => mail.subject.includes('탈퇴 점검 접수'))?.text).toContain(
      '신청 회원이 회원 탈퇴를 하여',
    );

    // The e-mail can sign up afresh, as a new member who sees none of the old applications.
    const fresh = await request('/api/auth/local/register', {
      method: 'POST',
      body: {
        email: member.email,
        password: 'Fresh-Pass1!',
        name: '다시 가입',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.user.id).not.toBe(member.id);
    const list = await request('/api/rental-applications', { token: fresh.body.jwt });
    expect(list.body.data).toEqual([]);
    expect((await request(`/api/rental-applications/${approved.documentId}`, { token: fresh.body.jwt })).status).toBe(
      404,
    );
  });

  it('is rate-limited like the other password checks: guessing the password hits 429', async () => {
    const scratchDir = await makeScratchDir('hall-cms-delete-limit-');
    const child = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, `hall_delete_limit_${Date.now()}`),
      env: {
        SEED_DEMO_CONTENT: 'false',
        AUTH_RATE_LIMIT_ENABLED: 'true',
        AUTH_RATE_LIMIT_MAX: '3',
        AUTH_RATE_LIMIT_WINDOW_MS: '60000',
      },
    });
    try {
      const email = uniqueEmail('delete-limit');
      const signup = await request('/api/auth/local/register', {
        method: 'POST',
        baseUrl: child.url,
        body: { email, password: 'Member-Pass1!', termsAgreed: true, privacyAgreed: true },
      });
      expect(signup.status, signup.text).toBe(200);
      const guess = () =>
        request('/api/auth/me/delete', {
          method: 'POST',
          baseUrl: child.url,
          token: signup.body.jwt,
          body: { password: 'Wrong-Pass1!' },
        });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).status).toBe(400);
      const limited = await guess();
      expect(limited.status).toBe(429);
      expect(limited.body.error.name).toBe('RateLimitError');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Nothing was deleted.
      expect((await request('/api/users/me', { baseUrl: child.url, token: signup.body.jwt })).status).toBe(200);
    } finally {
      await child.stop();
      await fs.rm(scratchDir, { recursive: true, force: true });
    }
  });
});
