import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';

/**
 * Replaces users-permissions' `rateLimit` route middleware (login, signup, forgot-password,
 * reset-password, change-password, send-email-confirmation, connect).
 *
 * The plugin's own limiter keys signup and forgot-password requests by the e-mail in the body
 * as well as the client address, so one client can send as many as it likes by changing the
 * e-mail. This one counts per route and client address only (`ctx.request.ip`, which follows
 * X-Forwarded-For when TRUST_PROXY is set, see config/server.ts), in a fixed window, and responds
 * 429 (RateLimitError) with a Retry-After header once `max` requests were made in `interval` ms.
 *
 * Settings: `ratelimit` of the users-permissions config (AUTH_RATE_LIMIT_* in config/plugins.ts).
 * Counters live in this process's memory: one cms process (docker-compose) or sticky clients.
 */

interface Window {
  count: number;
  resetAt: number;
}

interface RateLimitSettings {
  enabled?: boolean;
  interval?: number | { ms?: number; sec?: number; min?: number; hour?: number };
  max?: number;
}

const windows = new Map<string, Window>();
let lastSweep = 0;

function intervalMs(interval: RateLimitSettings['interval']): number {
  if (typeof interval === 'number' && interval > 0) return interval;
  if (interval && typeof interval === 'object') {
    const ms =
      (interval.ms ?? 0) +
      (interval.sec ?? 0) * 1_000 +
      (interval.min ?? 0) * 60_000 +
      (interval.hour ?? 0) * 3_600_000;
    if (ms > 0) return ms;
  }
  return 60_000;
}

function sweep(now: number) {
  if (now - lastSweep < 60_000 && windows.size < 10_000) return;
  lastSweep = now;
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/** The route part of the key: lower-case path without trailing slashes. */
function routeKey(path: unknown): string {
  if (typeof path !== 'string') return 'invalid-path';
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

export const authRateLimit =
  (routeConfig: RateLimitSettings | undefined, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<unknown>) => {
    const settings: RateLimitSettings = {
      ...((strapi.config.get('plugin::users-permissions.ratelimit') as RateLimitSettings | undefined) ?? {}),
      ...(routeConfig ?? {}),
    };
    if (settings.enabled === false) return next();

    const max = typeof settings.max === 'number' && settings.max > 0 ? settings.max : 10;
    const windowMs = intervalMs(settings.interval);
    const now = Date.now();
    sweep(now);

    const key = `${routeKey(ctx.request.path)}|${ctx.request.ip}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;

    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, max - window.count)));
    if (window.count > max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      ctx.set('Retry-After', String(retryAfterSeconds));
      throw new errors.RateLimitError('Too many requests, please try again later.', { retryAfterSeconds });
    }
    return next();
  };
