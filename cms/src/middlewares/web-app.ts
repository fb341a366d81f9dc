import fs from 'node:fs';
import path from 'node:path';
import koaStatic from 'koa-static';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';

/** Paths that belong to Strapi: a miss there stays a 404 instead of becoming the SPA page. */
const STRAPI_PREFIXES =
  /^\/(api|admin|uploads|upload|content-manager|content-type-builder|users-permissions|i18n|email|review-workflows|content-releases|_health)(\/|$)/;

const HASHED_ASSET = /^\/assets\//;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const enabled = process.env.SERVE_WEB_APP !== 'false';
  const root = path.resolve(process.env.WEB_DIST_DIR || path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const indexFile = path.join(root, 'index.html');

  if (!enabled || !fs.existsSync(indexFile)) {
    if (enabled) strapi.log.warn(`[web-app] ${indexFile} not found: the public site is not served (run "npm run build -w web").`);
    return async (_ctx, next) => next();
  }

  const serveStatic = koaStatic(root, {
    index: false,
    gzip: false,
    brotli: false,
    setHeaders(res, filePath) {
      const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });

  const sendIndex = async (ctx) => {
    await send(ctx, 'index.html', { root });
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
  };

  return async (ctx, next) => {
    if (STRAPI_PREFIXES.test(ctx.path)) return next();
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isRead && (ctx.path === '/' || ctx.path === '/index.html')) return sendIndex(ctx);

    // Serves the file when web/dist has it, otherwise hands over to the rest of Strapi.
    await serveStatic(ctx, next);

    // A page of the site has no file extension; a missing file (e.g. an old /assets chunk) stays a 404.
    const isUnansweredNavigation =
      isRead && ctx.status === 404 && ctx.body == null && path.extname(ctx.path) === '' && ctx.accepts('html') === 'html';
    if (isUnansweredNavigation) await sendIndex(ctx);
  };
};
