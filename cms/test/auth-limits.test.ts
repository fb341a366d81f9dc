import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  REFRESH_COOKIE,
  resetLinkIn,
  setCookiesOf,
  signUp,
  sleep,
  uniqueEmail,
  waitForOutboxMail,
} from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request, type HttpResponse, type RequestOptions } from './helpers/http';

/**
 * The time limits, on a child cms with short ones: reset codes that expire after 5 seconds, and
 * at most 3 requests per 3 seconds per route and client on the auth endpoints. The child runs
 * behind a (simulated) proxy, TRUST_PROXY=true: the client is the X-Forwarded-For address, so
 * each test is its own client.
 */

const RESET_CODE_TTL_MS = 5_000;
const LIMIT = 3;
// Wide enough that four signups (a password hash each) fit in one window on a loaded machine;
// the tests sleep through it only once each.
const WINDOW_MS = 10_000;

// The tests wait for windows to pass; they use different clients, so they wait side by side.
describe.concurrent('time limits', () => {
  let scratchDir: string;
  let cms: ChildCms;

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-limits-');
    cms = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_auth_limits'),
      env: {
        SEED_DEMO_CONTENT: 'false',
        RESET_CODE_TTL_MINUTES: String(RESET_CODE_TTL_MS / 60_000),
        AUTH_RATE_LIMIT_ENABLED: 'true',
        AUTH_RATE_LIMIT_MAX: String(LIMIT),
        AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
        TRUST_PROXY: 'true',
        PROXY_COUNT: '1',
        // As in production: the site is https, the hop from the proxy to Strapi is plain http.
        PUBLIC_URL: 'https://arthall.example',
      },
    });
  });

  afterAll(async () => {
    await cms?.stop();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  let nextClient = 10;
  /** Options for calls from a client address of its own (TEST-NET-3). */
  const client = (): RequestOptions => ({
    baseUrl: cms.url,
    headers: { 'x-forwarded-for': `203.0.113.${nextClient++}` },
  });
  const call = (from: RequestOptions, pathname: string, body: unknown) =>
    request(pathname, { ...from, method: 'POST', body });

  describe('reset codes', () => {
    it('expire after RESET_CODE_TTL_MINUTES with a 400 the site can tell apart; a fresh code works', async () => {
      const from = client();
      const account = await signUp('expiry', from);
      const outbox = path.join(scratchDir, 'mail');

      expect((await call(from, '/api/auth/forgot-password', { email: account.email })).status).toBe(200);
      // The expiry was stored before the response.
      const answeredAt = Date.now();
      const mail = await waitForOutboxMail(outbox, account.email, 1);
      expect(mail.text).toContain('5초 동안 한 번만 사용할 수 있습니다');
      const { code } = resetLinkIn(mail.text);

      await sleep(Math.max(0, answeredAt + RESET_CODE_TTL_MS + 100 - Date.now()));
      const expired = await call(from, '/api/auth/reset-password', {
        code,
        password: 'Later-Pass8*',
        passwordConfirmation: 'Later-Pass8*',
      });
      expect(expired.status).toBe(400);
      expect(expired.body.error).toEqual({
        status: 400,
        name: 'ValidationError',
        message: 'Reset code has expired',
        details: { reason: 'expired' },
      });
      // The old password still works.
      await logIn(account.email, account.password, from);

      expect((await call(from, '/api/auth/forgot-password', { email: account.email })).status).toBe(200);
      const fresh = resetLinkIn((await waitForOutboxMail(outbox, account.email, 2)).text).code;
      const done = await call(from, '/api/auth/reset-password', {
        code: fresh,
        password: 'Later-Pass8*',
        passwordConfirmation: 'Later-Pass8*',
      });
      expect(done.status).toBe(200);
      await logIn(account.email, 'Later-Pass8*', from);
    });
  });

  describe('rate limits', () => {
    /** Checks a 429 response and returns when the client may call again (from Retry-After). */
    const expectLimited = (response: HttpResponse): number => {
      const receivedAt = Date.now();
      expect(response.status).toBe(429);
      expect(response.body.error).toMatchObject({
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
      });
      expect(response.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
      const retryAfterSeconds = Number(response.headers.get('retry-after'));
      expect(retryAfterSeconds).toBeGreaterThan(0);
      expect(retryAfterSeconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
      return receivedAt + retryAfterSeconds * 1000 + 100;
    };
    const sleepUntil = (time: number) => sleep(Math.max(0, time - Date.now()));

    it('login: the fourth attempt of a client returns 429, other clients are not affected, and it recovers after the window', async () => {
      const account = await signUp('limit-login', client());
      const from = client();
      const attempt = (options = from) =>
        call(options, '/api/auth/local', { identifier: account.email, password: 'Wrong-Pass1!' });

      for (let i = 0; i < LIMIT; i += 1) expect((await attempt()).status).toBe(400);
      const again = expectLimited(await attempt());
      // Even with the right password: the client is locked out for the window.
      expectLimited(await call(from, '/api/auth/local', { identifier: account.email, password: account.password }));
      // An address the client adds in front of X-Forwarded-For changes nothing: the proxy's entry counts.
      const spoofed = { ...from, headers: { 'x-forwarded-for': `198.51.100.7, ${from.headers!['x-forwarded-for']}` } };
      expectLimited(await attempt(spoofed));
      // Another client is not limited.
      expect((await attempt(client())).status).toBe(400);

      await sleepUntil(again);
      const recovered = await call(from, '/api/auth/local', { identifier: account.email, password: account.password });
      expect(recovered.status).toBe(200);
      // PUBLIC_URL is https: the refresh cookie is Secure, although this request reached Strapi over http.
      expect(setCookiesOf(recovered).find((cookie) => cookie.name === REFRESH_COOKIE)?.attributes.secure).toBe(true);
    });

    it('signup counts per client, not per e-mail', async () => {
      const from = client();
      const register = () => {
        const email = uniqueEmail('limit-signup');
        return call(from, '/api/auth/local/register', {
          username: email,
          email,
          password: 'Member-Pass1!',
          termsAgreed: true,
          privacyAgreed: true,
        });
      };
      for (let i = 0; i < LIMIT; i += 1) expect((await register()).status).toBe(200);
      const again = expectLimited(await register());

      await sleepUntil(again);
      expect((await register()).status).toBe(200);
    });

    it('forgot-password counts per client, not per e-mail; reset-password is limited too', async () => {
      const from = client();
      for (let i = 0; i < LIMIT; i += 1)
        expect((await call(from, '/api/auth/forgot-password', { email: uniqueEmail('limit-forgot') })).status).toBe(
          200,
        );
      const forgotAgain = expectLimited(
        await call(from, '/api/auth/forgot-password', { email: uniqueEmail('limit-forgot') }),
      );

      const reset = () =>
        call(from, '/api/auth/reset-password', {
          code: 'f'.repeat(128),
          password: 'Strong-Pass5%',
          passwordConfirmation: 'Strong-Pass5%',
        });
      for (let i = 0; i < LIMIT; i += 1) expect((await reset()).status).toBe(400);
      const resetAgain = expectLimited(await reset());

      await sleepUntil(Math.max(forgotAgain, resetAgain));
      expect((await call(from, '/api/auth/forgot-password', { email: uniqueEmail('limit-forgot') })).status).toBe(200);
      expect((await reset()).status).toBe(400);
    });
  });
});
