import { describe, expect, inject, it } from 'vitest';
import type { env as strapiEnv } from '@strapi/utils';
import hallConfig from '../config/hall';
import { logIn, resetLinkIn, signUp, uniqueEmail, waitForOutboxMail, withCookies } from './helpers/auth';
import { request } from './helpers/http';
import { callService } from './helpers/services';

/**
 * The password rule of the spec (a letter, a digit and one of !@#$%^&*, at least 6 characters)
 * enforced by the server on signup, reset and change, and reset codes that work once.
 * Mail goes to the outbox in the tests (no SMTP_HOST); the codes are read from there.
 */

const RULE_MESSAGE = 'Password must be at least 6 characters long and contain a letter, a digit and one of !@#$%^&*';

const WEAK_PASSWORDS: Array<[string, string]> = [
  ['too short', 'a1!'],
  ['five characters', 'ab1!c'],
  ['no digit', 'abcdef!'],
  ['no letter', '123456!'],
  ['no special character', 'abc12345'],
  ['a special character outside !@#$%^&*', 'abc123-_'],
  ['only Korean letters, digit and special', '비밀번호12!'],
];

function expectPasswordRuleError(response: { status: number; body: any }) {
  expect(response.status).toBe(400);
  expect(response.body.error.name).toBe('ValidationError');
  expect(response.body.error.details.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: ['password'], message: RULE_MESSAGE })]),
  );
}

async function requestResetCode(email: string, mailNumber = 1): Promise<string> {
  const response = await request('/api/auth/forgot-password', { method: 'POST', body: { email } });
  expect(response.status).toBe(200);
  const mail = await waitForOutboxMail(inject('cms').mailOutboxDir, email, mailNumber);
  return resetLinkIn(mail.text).code;
}

const reset = (code: string, password: string, passwordConfirmation = password) =>
  request('/api/auth/reset-password', { method: 'POST', body: { code, password, passwordConfirmation } });

/** config/hall.ts read with only `values` set, as Strapi's env() would read them. */
const settingsWith = (values: Record<string, string>) =>
  hallConfig({ env: ((name: string, fallback?: unknown) => values[name] ?? fallback) as typeof strapiEnv });

/** The stored hash of a member's password (a private field: only a service reads it). */
async function storedPasswordHash(jwt: string): Promise<string> {
  const me = await request('/api/users/me', { token: jwt });
  const user = await callService<{ password: string }>('plugin::users-permissions.user', 'fetchAuthenticatedUser', [
    me.body.id,
  ]);
  return user.password;
}

describe('password hashing (docs/decisions/047)', () => {
  it("costs Strapi's 10 unless PASSWORD_HASH_ROUNDS says otherwise, from 4 to 31", () => {
    expect(settingsWith({}).memberPasswordHashRounds).toBe(10);
    expect(settingsWith({ PASSWORD_HASH_ROUNDS: '12' }).memberPasswordHashRounds).toBe(12);
    for (const wrong of ['3', '32', '10.5', 'ten'])
      expect(() => settingsWith({ PASSWORD_HASH_ROUNDS: wrong }), wrong).toThrow(/PASSWORD_HASH_ROUNDS/);
  });

  it('hashes a signup and a changed password with bcrypt at the configured cost (4 in the tests)', async () => {
    const account = await signUp('hash-cost');
    expect(await storedPasswordHash(account.session.jwt)).toMatch(/^\$2[aby]\$04\$/);
    const changed = await request('/api/auth/change-password', {
      method: 'POST',
      token: account.session.jwt,
      body: { currentPassword: account.password, password: 'Changed-Pass2!', passwordConfirmation: 'Changed-Pass2!' },
    });
    expect(changed.status, changed.text).toBe(200);
    const session = await logIn(account.email, 'Changed-Pass2!');
    expect(await storedPasswordHash(session.jwt)).toMatch(/^\$2[aby]\$04\$/);
  });
});

describe('signup', () => {
  it.each(WEAK_PASSWORDS)('refuses a password with %s and creates no account', async (_label, password) => {
    const email = uniqueEmail('weak');
    const response = await request('/api/auth/local/register', {
      method: 'POST',
      body: { username: email, email, password, name: '약한 비번', termsAgreed: true, privacyAgreed: true },
    });
    expectPasswordRuleError(response);
    const login = await request('/api/auth/local', { method: 'POST', body: { identifier: email, password } });
    expect(login.status).toBe(400);
  });

  it('accepts the shortest password that follows the rule', async () => {
    await signUp('rule-ok', { password: 'Ab1!cd' });
  });
});

describe('password change', () => {
  it.each(WEAK_PASSWORDS)('refuses a new password with %s and keeps the old one', async (_label, password) => {
    const account = await signUp('weak-change');
    const response = await request('/api/auth/change-password', {
      method: 'POST',
      token: account.session.jwt,
      body: { currentPassword: account.password, password, passwordConfirmation: password },
    });
    expectPasswordRuleError(response);
    await logIn(account.email, account.password);
  });
});

describe('password reset', () => {
  it('mails a link to <PUBLIC_URL>/mail?code=…; the code sets a new password once and ends every session', async () => {
    const account = await signUp('reset-once');
    const other = await logIn(account.email, account.password);

    const code = await requestResetCode(account.email);
    const mail = await waitForOutboxMail(inject('cms').mailOutboxDir, account.email);
    expect(resetLinkIn(mail.text).base).toBe(`${inject('cms').url}/mail`);
    expect(mail.html).toContain(`${inject('cms').url}/mail?code=${code}`);

    const newPassword = 'Reset-Pass3#';
    const done = await reset(code, newPassword);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true });
    expect(done.text).not.toMatch(/jwt|refreshToken/);

    // Every session of the account has ended; the member logs in with the new password.
    expect((await request('/api/users/me', { token: other.jwt })).status).toBe(401);
    expect((await withCookies(account.session.jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect(
      (
        await request('/api/auth/local', {
          method: 'POST',
          body: { identifier: account.email, password: account.password },
        })
      ).status,
    ).toBe(400);
    await logIn(account.email, newPassword);

    // The code is spent.
    const again = await reset(code, 'Another-Pass4$');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Incorrect code provided',
      details: { reason: 'invalid' },
    });
    await logIn(account.email, newPassword);
  });

  it('a new request replaces the previous code', async () => {
    const account = await signUp('reset-replace');
    const first = await requestResetCode(account.email, 1);
    const second = await requestResetCode(account.email, 2);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Reset-Pass3#')).body.error?.details).toEqual({ reason: 'invalid' });
    expect((await reset(second, 'Reset-Pass3#')).status).toBe(200);
  });

  it.each(WEAK_PASSWORDS)('refuses a new password with %s and leaves the code usable', async (_label, password) => {
    const account = await signUp('weak-reset');
    const code = await requestResetCode(account.email);
    expectPasswordRuleError(await reset(code, password));
    expect((await reset(code, 'Strong-Pass5%')).status).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const account = await signUp('reset-mismatch');
    const code = await requestResetCode(account.email);
    const response = await reset(code, 'Strong-Pass5%', 'Strong-Pass6^');
    expect(response.status).toBe(400);
    expect(response.body.error.details.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['passwordConfirmation'], message: 'Passwords do not match' }),
      ]),
    );
    expect((await reset(code, 'Strong-Pass5%')).status).toBe(200);
  });

  it('refuses an unknown code', async () => {
    const response = await reset('0'.repeat(128), 'Strong-Pass5%');
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Incorrect code provided',
      details: { reason: 'invalid' },
    });
  });

  it('sends no mail for an unknown e-mail', async () => {
    const email = uniqueEmail('reset-nobody');
    const response = await request('/api/auth/forgot-password', { method: 'POST', body: { email } });
    expect(response.status).toBe(200);
    await expect(waitForOutboxMail(inject('cms').mailOutboxDir, email, 1, 1_000)).rejects.toThrow(/no mail/);
  });
});
