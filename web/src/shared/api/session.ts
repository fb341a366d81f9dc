/**
 * The member's access token, kept in memory only (never localStorage, sessionStorage or a
 * cookie; docs/api/auth.md), and the refresh that renews it from the httpOnly refresh cookie.
 *
 * - One refresh at a time: a refresh token works once, so concurrent callers share the
 *   in-flight request. A 401 from the refresh is retried once, because another tab may have
 *   rotated the cookie a moment earlier (the browser then already holds the new one).
 * - The token is renewed shortly before it expires. Its lifetime is read from the token's own
 *   `iat`/`exp` claims and counted from when it arrived, so a wrong clock on the visitor's
 *   machine does not matter.
 * - A failed refresh forgets the token: an ended login makes even public reads respond 401.
 */

const REFRESH_PATH = '/api/auth/refresh';
/** Renew this long before the token expires. */
const RENEW_BEFORE_MS = 60_000;
/** A token this close to its expiry is renewed before a request instead of sent. */
const STALE_MARGIN_MS = 5_000;

interface TokenState {
  token: string;
  /** Local clock time after which the token should not be sent any more; null = unknown. */
  expiresAt: number | null;
}

type Listener = (token: string | null) => void;

let current: TokenState | null = null;
let inFlight: Promise<string | null> | null = null;
let renewTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();
/** Bumped by the test reset, so a refresh of an earlier test changes nothing. */
let generation = 0;

function decodeClaims(token: string): { iat?: number; exp?: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as { iat?: number; exp?: number }) : null;
  } catch {
    return null;
  }
}

/** Local expiry time of a token that has just arrived. */
function localExpiry(token: string): number | null {
  const claims = decodeClaims(token);
  if (!claims || typeof claims.exp !== 'number') return null;
  const lifetimeSeconds = typeof claims.iat === 'number' ? claims.exp - claims.iat : claims.exp - Date.now() / 1000;
  return lifetimeSeconds > 0 ? Date.now() + lifetimeSeconds * 1000 : Date.now();
}

function clearRenewTimer(): void {
  if (renewTimer !== null) clearTimeout(renewTimer);
  renewTimer = null;
}

function scheduleRenewal(): void {
  clearRenewTimer();
  if (!current?.expiresAt) return;
  const delay = Math.max(0, current.expiresAt - Date.now() - RENEW_BEFORE_MS);
  renewTimer = setTimeout(() => {
    renewTimer = null;
    void refreshAccessToken();
  }, delay);
}

function emit(): void {
  const token = current?.token ?? null;
  for (const listener of [...listeners]) listener(token);
}

export function getAccessToken(): string | null {
  return current?.token ?? null;
}

/** True when the token is missing or about to expire (renew it before using it). */
export function isAccessTokenStale(): boolean {
  if (!current) return true;
  return current.expiresAt !== null && current.expiresAt - Date.now() < STALE_MARGIN_MS;
}

/** Keeps a token from a login, signup or refresh response. */
export function setAccessToken(token: string): void {
  current = { token, expiresAt: localExpiry(token) };
  scheduleRenewal();
  emit();
}

/** Drops the token (logout, failed refresh, unreadable profile). */
export function forgetAccessToken(): void {
  const had = current !== null;
  current = null;
  clearRenewTimer();
  if (had) emit();
}

/** Called with the new token (or null) whenever it changes. */
export function subscribeAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function postRefresh(): Promise<{ status: number; jwt?: string }> {
  const url =
    typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
      ? new URL(REFRESH_PATH, window.location.origin).toString()
      : REFRESH_PATH;
  // No Authorization header: the httpOnly cookie is the credential.
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) return { status: response.status };
  const body = (await response.json().catch(() => null)) as { jwt?: unknown } | null;
  return { status: response.status, jwt: typeof body?.jwt === 'string' ? body.jwt : undefined };
}

async function runRefresh(): Promise<string | null> {
  const run = generation;
  try {
    let result = await postRefresh();
    // Another tab may have spent the same refresh token a moment earlier; the browser now holds
    // the rotated cookie, so one retry settles the race.
    if (result.status === 401 && run === generation) result = await postRefresh();
    if (run !== generation) return null;
    if (result.jwt) {
      setAccessToken(result.jwt);
      return result.jwt;
    }
  } catch {
    // Network failure: the session cannot be confirmed; continue logged out.
  }
  if (run !== generation) return null;
  forgetAccessToken();
  return null;
}

/**
 * Asks the server for a new access token with the refresh cookie. Concurrent callers share one
 * request. Resolves with the new token, or null (and the token forgotten) when the login ended.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!inFlight) {
    inFlight = runRefresh().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Tests only: back to a fresh page load. */
export function resetSessionForTests(): void {
  current = null;
  inFlight = null;
  generation += 1;
  clearRenewTimer();
}
