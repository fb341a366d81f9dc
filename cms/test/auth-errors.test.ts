import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type Account } from './helpers/auth';
import { staff } from './helpers/actors';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';

/**
 * The error responses the site maps to the Korean copy deck (docs/api/auth.md). A change here is
 * a change of the contract with the web app.
 */

const USER = 'plugin::users-permissions.user';
const login = (identifier: string, password: string) =>
  request('/api/auth/local', { method: 'POST', body: { identifier, password } });

describe('login', () => {
  let account: Account;
  beforeAll(async () => {
    account = await signUp('errors-login');
  });

  it('responds to an unknown e-mail and a wrong password identically', async () => {
    const unknown = await login(uniqueEmail('nobody'), 'Some-Pass1!');
    const wrong = await login(account.email, 'Wrong-Pass1!');
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} },
      });
    }
    expect(unknown.text).toBe(wrong.text);
  });

  it('says when the account is blocked, but only to someone who knows the password', async () => {
    const blocked = await signUp('errors-blocked');
    const [user] = (await staff.list(USER, `filters[email][$eq]=${encodeURIComponent(blocked.email)}`)).results;
    await staff.update(USER, user.documentId, { blocked: true });

    const right = await login(blocked.email, blocked.password);
    expect(right.status).toBe(400);
    expect(right.body.error).toMatchObject({
      status: 400,
      name: 'ApplicationError',
      message: 'Your account has been blocked by an administrator',
    });

    const wrong = await login(blocked.email, 'Wrong-Pass1!');
    expect(wrong.body.error.message).toBe('Invalid identifier or password');

    // Its existing session ends too.
    expect((await request('/api/users/me', { token: blocked.session.jwt })).status).toBe(401);
  });

  it('refuses an empty identifier or password', async () => {
    const response = await request('/api/auth/local', { method: 'POST', body: { identifier: '', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
  });
});

describe('login at the production cost of a password hash (a child cms without PASSWORD_HASH_ROUNDS)', () => {
  // The suite hashes at bcrypt's cheapest cost (docs/decisions/047), where a hash check is too
  // fast to tell apart from the rest of a login: this checks the timing where it matters.
  let scratchDir: string;
  let cms: ChildCms | undefined;
  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-login-timing-');
    cms = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_login_timing'),
      env: { PASSWORD_HASH_ROUNDS: '' },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const account = await signUp('errors-timing', { baseUrl: cms!.url });
    const time = async (identifier: string) => {
      const started = performance.now();
      const response = await request('/api/auth/local', {
        method: 'POST',
        body: { identifier, password: 'Wrong-Pass1!' },
        baseUrl: cms!.url,
      });
      expect(response.status).toBe(400);
      return performance.now() - started;
    };
    await time(account.email); // warm-up
    const samples = { unknown: [] as number[], known: [] as number[] };
    for (let round = 0; round < 5; round += 1) {
      samples.unknown.push(await time(uniqueEmail('nobody')));
      samples.known.push(await time(account.email));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Both check a bcrypt hash at cost 10 (~70 ms); without the check against a hash nobody
    // knows, the unknown e-mail gets its response several times faster.
    expect(median(samples.unknown)).toBeGreaterThan(median(samples.known) * 0.5);
  });
});

describe('signup', () => {
  it('says when the e-mail is already in use, whatever its case', async () => {
    const account = await signUp('errors-taken');
    const again = await request('/api/auth/local/register', {
      method: 'POST',
      body: {
        username: account.email.toUpperCase(),
        email: account.email.toUpperCase(),
        password: 'Other-Pass1!',
        name: '다른 사람',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      status: 400,
      name: 'ApplicationError',
      message: 'Email or Username are already taken',
      details: {},
    });
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await request('/api/auth/local/register', {
      method: 'POST',
      body: {
        username: 'not-an-email',
        email: 'not-an-email',
        password: 'Member-Pass1!',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'))).toContain(
      'email',
    );
  });

  it('uses the e-mail as the username: a missing username is filled in, a different one refused', async () => {
    const email = uniqueEmail('errors-username');
    const missing = await request('/api/auth/local/register', {
      method: 'POST',
      body: { email, password: 'Member-Pass1!', name: '이름', termsAgreed: true, privacyAgreed: true },
    });
    expect(missing.status).toBe(200);
    expect(missing.body.user.username).toBe(email);

    const other = uniqueEmail('errors-username');
    const different = await request('/api/auth/local/register', {
      method: 'POST',
      body: {
        username: 'someone-else',
        email: other,
        password: 'Member-Pass1!',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(different.status).toBe(400);
    expect(different.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Username must be the e-mail address',
    });

    // Nobody can take another person's e-mail as their username.
    const squat = await request('/api/auth/local/register', {
      method: 'POST',
      body: {
        username: email,
        email: uniqueEmail('errors-squat'),
        password: 'Member-Pass1!',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(squat.status).toBe(400);
  });
});

describe('forgot-password', () => {
  it('responds the same for a registered and an unknown e-mail', async () => {
    const account = await signUp('errors-forgot');
    const known = await request('/api/auth/forgot-password', { method: 'POST', body: { email: account.email } });
    const unknown = await request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ ok: true });
    expect(unknown.text).toBe(known.text);
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await request('/api/auth/forgot-password', { method: 'POST', body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.details.errors[0].path).toEqual(['email']);
  });
});

describe('an expired or revoked access token', () => {
  it('returns 401 Unauthorized, also on public reads, so the site knows to refresh or forget it', async () => {
    const account = await signUp('errors-token');
    await request('/api/auth/logout', { method: 'POST', token: account.session.jwt });
    for (const path of ['/api/users/me', '/api/shows']) {
      const response = await request(path, { token: account.session.jwt });
      expect(response.status).toBe(401);
      expect(response.body.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    }
  });
});
