import { describe, expect, it } from 'vitest';
import { CookieJar, logIn, REFRESH_COOKIE, setCookiesOf, signUp, withCookies } from './helpers/auth';
import { request } from './helpers/http';

/**
 * Member sessions (docs/api/auth.md): the refresh token only ever travels in the httpOnly
 * cookie, refresh rotates it, and logout, password change and reset end sessions on the server.
 */

const me = (jwt: string) => request('/api/users/me', { token: jwt });
/** The page renderer's hint (cms/src/auth/sessions.ts): set and cleared with the refresh cookie. */
const SIGNED_IN_COOKIE = 'hall_signed_in';

describe('login and signup', () => {
  it('login returns the access token in the body and the refresh token only in an httpOnly cookie on /api/auth', async () => {
    const account = await signUp('session-login');
    const { response } = await logIn(account.email, account.password);

    expect(Object.keys(response.body).sort()).toEqual(['jwt', 'user']);
    expect(response.body.user.email).toBe(account.email);
    expect(response.text).not.toMatch(/refreshToken/i);

    const cookie = setCookiesOf(response).find((entry) => entry.name === REFRESH_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie!.value.length).toBeGreaterThan(20);
    expect(response.body.jwt).not.toBe(cookie!.value);
    expect(cookie!.attributes).toMatchObject({ path: '/api/auth', httponly: true, samesite: 'lax' });
    // PUBLIC_URL is http:// in the tests: no Secure flag, or the browser would drop the cookie.
    expect(cookie!.attributes.secure).toBeUndefined();

    // Beside it, on the whole site, only the fact that this browser has a login (for the page renderer).
    const signedIn = setCookiesOf(response).find((entry) => entry.name === SIGNED_IN_COOKIE);
    expect(signedIn?.value).toBe('1');
    expect(signedIn!.attributes).toMatchObject({ path: '/', httponly: true, samesite: 'lax' });

    expect((await me(response.body.jwt)).status).toBe(200);
  });

  it('signup logs the new member in the same way', async () => {
    const account = await signUp('session-signup');
    const { response } = account.session;
    expect(Object.keys(response.body).sort()).toEqual(['jwt', 'user']);
    expect(response.text).not.toMatch(/refreshToken/i);
    expect(account.session.jar.get(REFRESH_COOKIE)).toBeTruthy();
    expect((await me(account.session.jwt)).body.email).toBe(account.email);
  });

  it('the access token is short-lived (15 minutes by default)', async () => {
    const account = await signUp('session-ttl');
    const payload = JSON.parse(Buffer.from(account.session.jwt.split('.')[1], 'base64url').toString());
    expect(payload.type).toBe('access');
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });
});

describe('refresh', () => {
  it('issues a new access token from the cookie and rotates the refresh token', async () => {
    const account = await signUp('session-refresh');
    const jar = account.session.jar;
    const before = jar.clone();

    const refreshed = await withCookies(jar, '/api/auth/refresh', { method: 'POST' });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body)).toEqual(['jwt']);
    expect(jar.get(REFRESH_COOKIE)).toBeTruthy();
    expect(jar.get(REFRESH_COOKIE)).not.toBe(before.get(REFRESH_COOKIE));
    expect((await me(refreshed.body.jwt)).body.email).toBe(account.email);

    // The token it replaced is spent.
    const replay = await withCookies(before, '/api/auth/refresh', { method: 'POST' });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatchObject({
      status: 401,
      name: 'UnauthorizedError',
      message: 'Invalid refresh token',
    });

    // The new one keeps rotating.
    const again = await withCookies(jar, '/api/auth/refresh', { method: 'POST' });
    expect(again.status).toBe(200);
  });

  it('reads the refresh token from the cookie only, never from the body', async () => {
    const account = await signUp('session-body');
    const token = account.session.jar.get(REFRESH_COOKIE)!;
    const response = await request('/api/auth/refresh', { method: 'POST', body: { refreshToken: token } });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('clears a signed-in cookie left without its refresh cookie', async () => {
    const response = await request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: `${SIGNED_IN_COOKIE}=1` },
    });
    expect(response.status).toBe(204);
    const cleared = setCookiesOf(response).find((entry) => entry.name === SIGNED_IN_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await request('/api/auth/refresh', { method: 'POST' })).headers.get('set-cookie')).toBeNull();
  });

  it('refuses a forged cookie', async () => {
    const jar = new CookieJar();
    const response = await request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=not-a-token` },
    });
    jar.store(response);
    expect([400, 401]).toContain(response.status);
  });
});

describe('logout', () => {
  it('ends the login on the server: its refresh cookie and its access token stop working, other logins do not', async () => {
    const account = await signUp('session-logout');
    const here = await logIn(account.email, account.password);
    const elsewhere = await logIn(account.email, account.password);
    // A rotated token of this login, kept by an attacker.
    const stolen = here.jar.clone();
    const rotated = await withCookies(here.jar, '/api/auth/refresh', { method: 'POST' });
    expect(rotated.status).toBe(200);
    const jwt = rotated.body.jwt;
    const stolenAfterRotation = here.jar.clone();

    const logout = await withCookies(here.jar, '/api/auth/logout', { method: 'POST', token: jwt });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    for (const name of [REFRESH_COOKIE, SIGNED_IN_COOKIE]) {
      const cleared = setCookiesOf(logout).find((entry) => entry.name === name);
      expect(cleared?.value, name).toBe('');
      expect(Date.parse(String(cleared?.attributes.expires)), name).toBeLessThan(Date.now());
      expect(here.jar.get(name), name).toBeUndefined();
    }

    for (const jar of [stolen, stolenAfterRotation]) {
      expect((await withCookies(jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    }
    expect((await me(jwt)).status).toBe(401);
    expect((await me(here.jwt)).status).toBe(401);

    // The other device is still logged in.
    expect((await me(elsewhere.jwt)).status).toBe(200);
    expect((await withCookies(elsewhere.jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
  });

  it('needs an access token', async () => {
    const account = await signUp('session-logout-anon');
    const response = await withCookies(account.session.jar, '/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(403);
    expect((await withCookies(account.session.jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
  });

  it('with scope "all" ends every login of the member', async () => {
    const account = await signUp('session-logout-all');
    const other = await logIn(account.email, account.password);
    const response = await withCookies(account.session.jar, '/api/auth/logout', {
      method: 'POST',
      token: account.session.jwt,
      body: { scope: 'all' },
    });
    expect(response.status).toBe(200);
    expect((await me(other.jwt)).status).toBe(401);
    expect((await withCookies(other.jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
  });
});

describe('password change', () => {
  it('ends every other session, keeps this client logged in with a new cookie, and retires the old password', async () => {
    const account = await signUp('session-change');
    const other = await logIn(account.email, account.password);
    const oldCookie = account.session.jar.clone();
    const newPassword = 'Changed-Pass2@';

    const change = await withCookies(account.session.jar, '/api/auth/change-password', {
      method: 'POST',
      token: account.session.jwt,
      body: { currentPassword: account.password, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(change.status).toBe(200);
    expect(Object.keys(change.body).sort()).toEqual(['jwt', 'user']);
    expect(change.text).not.toMatch(/refreshToken/i);
    expect(account.session.jar.get(REFRESH_COOKIE)).not.toBe(oldCookie.get(REFRESH_COOKIE));

    // Other device and the old tokens of this one: out.
    expect((await me(other.jwt)).status).toBe(401);
    expect((await withCookies(other.jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await withCookies(oldCookie, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await me(account.session.jwt)).status).toBe(401);

    // This client: the new tokens work.
    expect((await me(change.body.jwt)).status).toBe(200);
    expect((await withCookies(account.session.jar, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);

    const oldLogin = await request('/api/auth/local', {
      method: 'POST',
      body: { identifier: account.email, password: account.password },
    });
    expect(oldLogin.status).toBe(400);
    await logIn(account.email, newPassword);
  });

  it('refuses a wrong current password without ending anything', async () => {
    const account = await signUp('session-change-wrong');
    const response = await request('/api/auth/change-password', {
      method: 'POST',
      token: account.session.jwt,
      body: { currentPassword: 'Not-Mine1!', password: 'Changed-Pass2@', passwordConfirmation: 'Changed-Pass2@' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The provided current password is invalid');
    expect((await me(account.session.jwt)).status).toBe(200);
  });
});
