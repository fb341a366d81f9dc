import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/shared/api/session';
import { strapiGet, strapiRequest } from '@/shared/api/strapi';
import { db } from '@/testing/mock-cms';
import {
  addLoggedInMember,
  authDb,
  authRequests,
  bearerMember,
  expireAccessTokens,
  unauthorized,
} from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { deferred } from '@/testing/toast';
import { bootstrapAuth, getAuthState } from './auth-store';

const refreshCalls = () => authRequests.filter((request) => request.path === '/api/auth/refresh');

/** The site config responds 401 to a dead token, as every cms endpoint does. */
function siteConfigChecksTokens() {
  const seen: Array<string | null> = [];
  server.use(
    http.get('*/api/site-config', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      if (bearerMember(request) === null) return unauthorized();
      return HttpResponse.json({ data: db.siteConfig, meta: {} });
    }),
  );
  return seen;
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function tokenWithLifetime(secondsLeft: number, lifetime = 900): string {
  const now = Math.floor(Date.now() / 1000);
  const iat = now - (lifetime - secondsLeft);
  return `${base64url({ alg: 'HS256' })}.${base64url({ id: 1, iat, exp: iat + lifetime })}.signature`;
}

describe('auth state on start', () => {
  it('is unknown while the refresh is pending: the header shows no account links and nothing redirects', async () => {
    const gate = deferred();
    server.use(
      http.post('*/api/auth/refresh', async () => {
        await gate.promise;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderRoute('/');
    const account = screen.getByRole('navigation', { name: '회원 메뉴' });
    expect(getAuthState().status).toBe('unknown');
    expect(within(account).queryAllByRole('link')).toHaveLength(0);
    expect(within(account).queryByRole('button')).not.toBeInTheDocument();

    gate.resolve();
    expect(await within(account).findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(getAuthState().status).toBe('anonymous');
  });

  it('becomes authenticated through the refresh cookie, then the profile', async () => {
    addLoggedInMember({ name: '김하늘', email: 'sky@example.com' });
    await renderRoute('/');
    const account = screen.getByRole('navigation', { name: '회원 메뉴' });
    expect(await within(account).findByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/my/info');
    expect(within(account).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(getAuthState()).toMatchObject({
      status: 'authenticated',
      member: { name: '김하늘', email: 'sky@example.com' },
    });

    // The refresh carries no Authorization header; the profile read carries the new token.
    const [refresh] = refreshCalls();
    expect(refresh).toMatchObject({ method: 'POST', authorization: null });
    const me = authRequests.find((request) => request.path === '/api/users/me');
    expect(me?.authorization).toBe(`Bearer ${getAccessToken()}`);
  });

  it('keeps the access token in memory only', async () => {
    addLoggedInMember();
    await renderRoute('/');
    await waitFor(() => expect(getAuthState().status).toBe('authenticated'));
    const token = getAccessToken()!;
    expect(token).toBeTruthy();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(token);
  });

  it('is anonymous without a refresh cookie (400), after one refresh call', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: '회원가입' })).toBeInTheDocument();
    expect(getAuthState().status).toBe('anonymous');
    expect(refreshCalls()).toHaveLength(1);
    expect(authRequests.some((request) => request.path === '/api/users/me')).toBe(false);
  });

  it('retries a refresh that got 401 once (another tab may have rotated the cookie), then is anonymous', async () => {
    authDb.cookie = 'refresh-spent-elsewhere';
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(refreshCalls()).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
  });

  it('wins the race when the retried refresh succeeds', async () => {
    addLoggedInMember();
    let first = true;
    server.use(
      http.post('*/api/auth/refresh', () => {
        if (!first) return undefined;
        first = false;
        return HttpResponse.json(
          {
            data: null,
            error: { status: 401, name: 'UnauthorizedError', message: 'Invalid refresh token', details: {} },
          },
          { status: 401 },
        );
      }),
    );
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: '마이페이지' })).toBeInTheDocument();
  });

  it('counts a member whose profile cannot be read as anonymous and forgets the token', async () => {
    addLoggedInMember();
    authDb.profileStatus = 500;
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(getAuthState()).toMatchObject({ status: 'anonymous', member: null });
    expect(getAccessToken()).toBeNull();
  });

  it('starts once however often it is asked (StrictMode mounts twice)', async () => {
    addLoggedInMember();
    await Promise.all([bootstrapAuth(), bootstrapAuth(), bootstrapAuth()]);
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('requests with the access token', () => {
  it('attaches the token, and after a 401 refreshes once and retries', async () => {
    addLoggedInMember();
    await bootstrapAuth();
    const first = getAccessToken();
    const seen = siteConfigChecksTokens();
    expireAccessTokens();

    await expect(strapiGet('/site-config')).resolves.toMatchObject({ data: { hallName: '테스트 아트홀' } });
    expect(refreshCalls()).toHaveLength(2); // start-up + the renewal
    const renewed = getAccessToken();
    expect(renewed).not.toBe(first);
    expect(seen).toEqual([`Bearer ${first}`, `Bearer ${renewed}`]);
    expect(getAuthState().status).toBe('authenticated');
  });

  it('shares one refresh between concurrent requests that get 401', async () => {
    addLoggedInMember();
    await bootstrapAuth();
    const seen = siteConfigChecksTokens();
    expireAccessTokens();

    const results = await Promise.all([
      strapiGet('/site-config'),
      strapiGet('/site-config'),
      strapiGet('/site-config'),
    ]);
    expect(results).toHaveLength(3);
    expect(refreshCalls()).toHaveLength(2); // start-up + one shared renewal
    const renewed = `Bearer ${getAccessToken()}`;
    expect(seen.filter((header) => header === renewed)).toHaveLength(3);
  });

  it('forgets the token when the refresh fails and retries the public read without it', async () => {
    addLoggedInMember();
    await bootstrapAuth();
    const seen = siteConfigChecksTokens();
    expireAccessTokens();
    authDb.refreshTokens.clear(); // the login ended (logged out elsewhere, expired)

    await expect(strapiGet('/site-config')).resolves.toMatchObject({ data: { hallName: '테스트 아트홀' } });
    expect(seen.at(-1)).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'anonymous', member: null });
    // Later reads go without a token.
    await strapiGet('/site-config');
    expect(seen.at(-1)).toBeNull();
  });

  it('does not retry a 401 of a request sent without a token', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/site-config', () => {
        calls += 1;
        return unauthorized();
      }),
    );
    await expect(strapiGet('/site-config')).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('renews a token that is about to expire before sending it', async () => {
    addLoggedInMember();
    await bootstrapAuth();
    setAccessToken(tokenWithLifetime(2));
    const refreshesBefore = refreshCalls().length;

    await strapiRequest('/users/me');
    expect(refreshCalls()).toHaveLength(refreshesBefore + 1);
    const me = authRequests.filter((request) => request.path === '/api/users/me').at(-1);
    expect(me?.authorization).toBe(`Bearer ${getAccessToken()}`);
  });

  it('schedules the renewal a minute before the token expires, from its own lifetime', async () => {
    addLoggedInMember();
    await bootstrapAuth();
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    setAccessToken(tokenWithLifetime(900));
    const call = setTimeoutSpy.mock.calls.find(([, delay]) => typeof delay === 'number' && delay > 800_000);
    expect(call?.[1]).toBeGreaterThan(835_000);
    expect(call?.[1]).toBeLessThanOrEqual(840_000);

    const before = refreshCalls().length;
    (call![0] as () => void)();
    await waitFor(() => expect(refreshCalls()).toHaveLength(before + 1));
    await waitFor(() => expect(getAccessToken()).toMatch(/^ey/));
  });

  it('sends login, signup and reset requests without the token', async () => {
    addLoggedInMember();
    await bootstrapAuth();
    await strapiRequest('/auth/forgot-password', { method: 'POST', body: { email: 'a@b.example' }, auth: 'none' });
    expect(authRequests.at(-1)).toMatchObject({ path: '/api/auth/forgot-password', authorization: null });
  });
});
