import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { counterFor, storageKey } from '../auth/rate-limit';
import { hallSettings } from '../utils/hall-settings';

/**
 * The admin panel's login limit (issue 20, docs/decisions/032), in place of Strapi's own (turned
 * off in config/admin.ts), which counted every attempt, successful ones included, in each
 * instance's memory and answered in English:
 *
 * - `POST /admin/login` counts failed logins only, per e-mail and client address: after
 *   ADMIN_RATE_LIMIT_MAX failures (5) within ADMIN_RATE_LIMIT_INTERVAL_MS (5 minutes; config/hall.ts) the next try
 *   is refused with 429, Retry-After and a Korean message that says how long to wait. An office
 *   whose staff log in many times a day from one address is never locked out by success.
 * - The first admin's registration (/admin/register-admin) counts every request, as before; the
 *   reset-mail form keeps the e-mail plugin's own limit.
 * - On PostgreSQL the counts are shared by every instance (the members' limits' table,
 *   src/auth/rate-limit.ts).
 * - Strapi's English login messages are answered in Korean.
 *
 * Runs after strapi::body (it reads the e-mail) as `global::admin-login-limit`.
 */

const LOGIN = '/admin/login';
/** The first admin's registration, limited as Strapi did (every request counts). */
const COUNTED_FORMS = ['/admin/register-admin'];

export const ADMIN_LOGIN_MESSAGES: Record<string, string> = {
  'Invalid credentials': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'email must be a valid email': '이메일 형식이 올바르지 않습니다.',
  'email is a required field': '이메일을 입력해주세요.',
  'password is a required field': '비밀번호를 입력해주세요.',
};

/** "4분", "1분", "30초": how long until the next try. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

const limitMessage = (isLogin: boolean, ms: number) =>
  isLogin
    ? `로그인에 여러 번 실패했습니다. ${waitText(ms)} 뒤에 다시 시도해주세요.`
    : `요청이 너무 많습니다. ${waitText(ms)} 뒤에 다시 시도해주세요.`;

function refuse(ctx: Context, isLogin: boolean, ms: number): never {
  const retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
  ctx.set('Retry-After', String(retryAfterSeconds));
  throw new errors.RateLimitError(limitMessage(isLogin, ms), { retryAfterSeconds });
}

/** A thrown error whose English message has Korean words gets them; anything else passes as it is. */
function inKorean(error: unknown): unknown {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && ADMIN_LOGIN_MESSAGES[message]) {
    (error as { message: string }).message = ADMIN_LOGIN_MESSAGES[message];
  }
  return error;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { enabled, max, intervalMs } = hallSettings(strapi, 'adminLoginLimit');
  const windowSeconds = Math.ceil(intervalMs / 1000);

  return async (ctx: Context, next: Next) => {
    const isLogin = ctx.path === LOGIN;
    if (ctx.method !== 'POST' || (!isLogin && !COUNTED_FORMS.includes(ctx.path))) return next();
    if (!enabled) {
      try {
        return await next();
      } catch (error) {
        throw inKorean(error);
      }
    }
    const counter = counterFor(strapi, max, windowSeconds);
    const email = String((ctx.request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 320);
    const key = storageKey(`${ctx.path}|${email}|${ctx.request.ip}`);

    if (!isLogin) {
      const counted = await counter.count(key);
      if (counted.limited) refuse(ctx, false, counted.msBeforeReset);
      return next();
    }

    const before = await counter.peek(key);
    if (before.counted >= max) refuse(ctx, true, before.msBeforeReset);
    try {
      await next();
    } catch (error) {
      // Strapi's login throws ApplicationError (wrong password, 400) or ValidationError (no e-mail).
      const { name, status } = (error ?? {}) as { name?: string; status?: number };
      if (name === 'ApplicationError' || name === 'ValidationError' || status === 400 || status === 401)
        await counter.count(key);
      throw inKorean(error);
    }
    if (ctx.status === 400 || ctx.status === 401) await counter.count(key);
  };
};
