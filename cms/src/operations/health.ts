import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isShuttingDown } from './shutdown';

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * GET /api/health/ready — public, for the load balancer and compose's healthcheck: 200 when
 * the database responds to a trivial query, 503 when it does not (within 2 s) or once shutdown has
 * started. Never cached. GET /_health (Strapi's own) stays the liveness check: the process responds.
 */
function readiness(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    if (ctx.querystring !== '') {
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'readiness takes no parameters', details: {} },
      };
      return;
    }
    if (isShuttingDown()) {
      ctx.status = 503;
      ctx.body = { status: 'shutting-down' };
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        strapi.db.connection.raw('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the database did not respond in time')), DATABASE_TIMEOUT_MS);
        }),
      ]);
      ctx.status = 200;
      ctx.body = { status: 'ready' };
    } catch (error) {
      strapi.log.warn(`[health] not ready: ${(error as Error).message}`);
      ctx.status = 503;
      ctx.body = { status: 'database-unavailable' };
    } finally {
      clearTimeout(timer);
    }
  };
}

export function registerHealthRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'content-api',
    routes: [{ method: 'GET', path: '/health/ready', handler: readiness(strapi), config: { auth: false }, info: {} }],
  });
}
