import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isShuttingDown } from '../../../operations/shutdown';

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * GET /api/health/ready (routes/health.ts): 200 when the database responds to a trivial query,
 * 503 when it does not (within 2 s) or once shutdown has started (operations/shutdown.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ready(ctx: Context) {
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
  },
});
