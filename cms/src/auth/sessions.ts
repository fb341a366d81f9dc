import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { REFRESH_COOKIE, SIGNED_IN_COOKIE } from '@hall/contract/cookies';

/**
 * Member sessions (users-permissions in `jwtManagement: 'refresh'` mode): the refresh token
 * lives in an httpOnly cookie on /api/auth, the short-lived access token in the site's memory.
 * Settings come from `sessions` in config/plugins.ts.
 */

export const USERS_PERMISSIONS_ORIGIN = 'users-permissions';
export { SIGNED_IN_COOKIE };

interface SessionSettings {
  cookie?: {
    name?: string;
    sameSite?: 'lax' | 'strict' | 'none';
    path?: string;
    secure?: boolean;
    maxAge?: number;
    domain?: string;
  };
}

function settings(strapi: Core.Strapi): SessionSettings {
  return (strapi.config.get('plugin::users-permissions.sessions') as SessionSettings | undefined) ?? {};
}

export function refreshCookieName(strapi: Core.Strapi): string {
  return settings(strapi).cookie?.name || REFRESH_COOKIE;
}

function cookieOptions(strapi: Core.Strapi) {
  const cookie = settings(strapi).cookie ?? {};
  return {
    httpOnly: true,
    secure: cookie.secure === true,
    sameSite: cookie.sameSite ?? 'lax',
    path: cookie.path ?? '/',
    domain: cookie.domain,
    maxAge: cookie.maxAge,
    overwrite: true,
  };
}

/**
 * With PUBLIC_URL on https the cookie is Secure. Koa refuses to set a Secure cookie on a request
 * it does not see as https, which is what Strapi sees behind a proxy that ends TLS (and does not
 * send X-Forwarded-Proto: https, or TRUST_PROXY is off); the visitor's connection is https, so
 * tell Koa.
 */
export function allowSecureCookie(strapi: Core.Strapi, ctx: Context): void {
  if (cookieOptions(strapi).secure) ctx.cookies.secure = true;
}

export function setRefreshCookie(strapi: Core.Strapi, ctx: Context, token: string): void {
  allowSecureCookie(strapi, ctx);
  ctx.cookies.set(refreshCookieName(strapi), token, cookieOptions(strapi));
  markSignedIn(strapi, ctx);
}

/** SIGNED_IN_COOKIE beside a refresh cookie that was just set (by us, or by the plugin at login). */
export function markSignedIn(strapi: Core.Strapi, ctx: Context): void {
  allowSecureCookie(strapi, ctx);
  ctx.cookies.set(SIGNED_IN_COOKIE, '1', { ...cookieOptions(strapi), path: '/' });
}

export function clearRefreshCookie(strapi: Core.Strapi, ctx: Context): void {
  allowSecureCookie(strapi, ctx);
  const { maxAge: _maxAge, ...options } = cookieOptions(strapi);
  ctx.cookies.set(refreshCookieName(strapi), '', { ...options, expires: new Date(0) });
  ctx.cookies.set(SIGNED_IN_COOKIE, '', { ...options, path: '/', expires: new Date(0) });
}

/**
 * The plugin responds to signup and password change with `refreshToken` in the body; the site must
 * never see it. Moves it into the cookie.
 */
export function moveRefreshTokenToCookie(strapi: Core.Strapi, ctx: Context): void {
  const body: unknown = ctx.body;
  if (!body || typeof body !== 'object' || !('refreshToken' in body) || typeof body.refreshToken !== 'string') return;
  setRefreshCookie(strapi, ctx, body.refreshToken);
  const { refreshToken: _refreshToken, ...rest } = body;
  ctx.body = rest;
}

export function sessionManager(strapi: Core.Strapi) {
  return strapi.sessionManager(USERS_PERMISSIONS_ORIGIN);
}

/**
 * Ends one login of a member: every refresh token of its device family (the login and all its
 * rotations), so neither the refresh cookie nor an access token minted from it works any more.
 */
export async function endLogin(strapi: Core.Strapi, userId: string, sessionId: string): Promise<void> {
  const record = (await strapi.db.query('admin::session').findOne({
    where: { sessionId, userId, origin: USERS_PERMISSIONS_ORIGIN },
    select: ['id', 'deviceId'],
  })) as { deviceId?: string | null } | null;
  if (!record) return;
  if (record.deviceId) await sessionManager(strapi).invalidateRefreshToken(userId, record.deviceId);
  else await sessionManager(strapi).revokeSessionById(userId, sessionId);
}
