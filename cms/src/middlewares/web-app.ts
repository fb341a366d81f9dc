import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import koaStatic from 'koa-static';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { acceptsGzip, GZIP_MIN_BYTES, matchesIfNoneMatch, weakEtag } from '../http-cache/conditional';
import { cacheKey } from '../http-cache/keys';
import { isPreviewPage } from '../preview/pages';
import { escapeHtml } from '@hall/contract/html';
import { PREVIEW_QUERY_PARAMETER, readPreviewToken, serverPreviewKey } from '../preview/token';
import { pageCache, type CachedPage } from '../http-cache/store';
import { loadPageRenderer, type PageRenderer, type PageRequest } from './web-app/page-renderer';
import { renderWithin } from './web-app/render-within';
import { publicUrl } from '../email/mailer';
import { hallSettings } from '../utils/hall-settings';

/** Paths that belong to Strapi: a miss there stays a 404 instead of becoming the SPA page. */
const STRAPI_PREFIXES =
  /^\/(api|admin|uploads|upload|content-manager|content-type-builder|users-permissions|i18n|email|review-workflows|content-releases|_health)(\/|$)/;

const HASHED_ASSET = /^\/assets\//;

/** A render that takes longer than this is aborted (its loaders' fetches too) and the bare app is sent, which renders the page in the browser. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Serves the public site (web/dist) on the same origin as the API. Every page is rendered here by
 * the site's own renderer (web/dist-server, docs/decisions/020) with the data its route loaders
 * fetch, kept in the page cache (cleared with the public read cache on every content change, keyed
 * by the URL, the Seoul day and the renderer's variant: assumed breakpoint and popups dismissed),
 * and revalidated with an ETag. Without the renderer, or when a render fails or times out, the
 * bare app (index.html) is sent and renders the page in the browser. A page asked for with a
 * genuine preview token for it (`?preview=`, docs/decisions/017) is rendered from the draft,
 * outside the page cache, and sent `no-store` and `noindex`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // SERVE_WEB_APP, WEB_DIST_DIR and WEB_RENDERER_FILE (config/hall.ts).
  const { enabled, distDir: root, rendererFile } = hallSettings(strapi, 'webApp');
  const indexFile = path.join(root, 'index.html');

  if (!enabled || !fs.existsSync(indexFile)) {
    if (enabled)
      strapi.log.warn(`[web-app] ${indexFile} not found: the public site is not served (run "npm run build -w web").`);
    return async (_ctx, next) => next();
  }

  const renderer = loadRenderer(strapi, root, rendererFile);

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

  const sendIndex = async (ctx: Context) => {
    await send(ctx, 'index.html', { root });
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
  };

  const sendPage = async (ctx: Context) => {
    const { url, querystring, previewToken } = pageAddress(ctx);
    if (previewToken !== undefined) {
      // Whatever the token, a preview address is not for search engines. An invalid or expired
      // token is said to be one: staff who left an edit view open for long must not take the
      // published page for their draft.
      ctx.set('X-Robots-Tag', 'noindex');
      const claims = readPreviewToken(serverPreviewKey(strapi), previewToken);
      if (claims && isPreviewPage(claims, ctx.path)) return sendPreview(ctx, url, previewToken);
      return sendPreviewRefused(ctx, url);
    }
    const page = renderer ? await renderedPage(strapi, renderer, ctx, url, querystring) : undefined;
    if (page) reply(ctx, page);
    else await sendIndex(ctx);
  };

  /** A page rendered from a draft (docs/decisions/017): never cached, here or anywhere, never indexed. */
  const sendPreview = async (ctx: Context, url: string, token: string) => {
    const page = renderer ? await previewPage(strapi, renderer, ctx, url, token) : undefined;
    if (!page) {
      await sendIndex(ctx);
    } else if (page.location) {
      ctx.redirect(page.location);
      ctx.status = page.status;
    } else {
      ctx.status = page.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = withNoindex(page.html);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
  };

  return async (ctx, next) => {
    if (STRAPI_PREFIXES.test(ctx.path)) return next();
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isRead && ctx.path === '/index.html') return ctx.redirect('/');
    if (isRead && ctx.path === '/') return sendPage(ctx);

    // Serves the file when web/dist has it, otherwise hands over to the rest of Strapi.
    await serveStatic(ctx, next);

    // A page of the site has no file extension; a missing file (e.g. an old /assets chunk) stays a 404.
    const isUnservedNavigation =
      isRead &&
      ctx.status === 404 &&
      ctx.body == null &&
      path.extname(ctx.path) === '' &&
      ctx.accepts('html') === 'html';
    if (isUnservedNavigation) await sendPage(ctx);
  };
};

function loadRenderer(strapi: Core.Strapi, root: string, rendererFile: string): PageRenderer | null {
  try {
    const renderer = loadPageRenderer(root, rendererFile);
    if (!renderer)
      strapi.log.warn(
        `[web-app] ${rendererFile} not found: pages are rendered in the browser only (run "npm run build -w web").`,
      );
    return renderer;
  } catch (error) {
    strapi.log.error(
      `[web-app] the page renderer could not be loaded; pages are rendered in the browser only: ${(error as Error).stack}`,
    );
    return null;
  }
}

/**
 * The page for this request: from the page cache, from a request for the same page that is being
 * rendered, or rendered now. Undefined when the render failed (the caller sends the bare app).
 */
async function renderedPage(
  strapi: Core.Strapi,
  renderer: PageRenderer,
  ctx: Context,
  url: string,
  querystring: string,
): Promise<CachedPage | undefined> {
  const request: PageRequest = {
    url,
    // The configured public address, never the request's Host header: a page is cached for everyone.
    origin: publicUrl(strapi),
    apiOrigin: ownOrigin(strapi),
    variant: renderer.variantOf({
      url,
      cookie: ctx.get('Cookie') || undefined,
      userAgent: ctx.get('User-Agent') || undefined,
    }),
  };
  const key = `${cacheKey(ctx.path, querystring)} ${request.origin} ${request.variant}`;
  const cached = pageCache().get(key) ?? (await pageCache().pending(key));
  if (cached) {
    ctx.set('X-Cache', 'HIT');
    return cached;
  }

  const generation = pageCache().generation;
  const finish = pageCache().begin(key);
  let entry: CachedPage | undefined;
  try {
    const page = await renderWithin(renderer, request, RENDER_TIMEOUT_MS);
    const body = Buffer.from(page.html);
    entry = { status: page.status, location: page.location, body, etag: weakEtag(body) };
    if (page.complete) pageCache().set(key, entry, generation);
    ctx.set('X-Cache', 'MISS');
    return entry;
  } catch (error) {
    strapi.log.error(
      `[web-app] ${ctx.url} could not be rendered; sending the bare app: ${(error as Error).stack ?? error}`,
    );
    return undefined;
  } finally {
    finish(entry && generation === pageCache().generation && pageCache().has(key) ? entry : undefined);
  }
}

/**
 * The page rendered for a preview, outside the page cache. Rendered without the visitor's cookies:
 * a popup dismissed for today still shows in its preview.
 */
async function previewPage(strapi: Core.Strapi, renderer: PageRenderer, ctx: Context, url: string, token: string) {
  try {
    return await renderWithin(
      renderer,
      {
        url,
        origin: publicUrl(strapi),
        apiOrigin: ownOrigin(strapi),
        variant: renderer.variantOf({ url, userAgent: ctx.get('User-Agent') || undefined }),
        preview: { token },
      },
      RENDER_TIMEOUT_MS,
    );
  } catch (error) {
    strapi.log.error(`[web-app] the preview of ${ctx.path} could not be rendered: ${(error as Error).stack ?? error}`);
    return undefined;
  }
}

/** The response to a preview address whose token is expired, forged or for another page: no draft, a Korean explanation. */
function sendPreviewRefused(ctx: Context, publishedUrl: string): void {
  ctx.status = 403;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html>
<html lang="ko">
<head>
  <meta charset="utf-8" />
  <title>미리보기 링크를 열 수 없습니다</title>
  ${NOINDEX}
</head>
<body style="font-family: sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
  <h1 style="font-size: 1.25rem">미리보기 링크를 열 수 없습니다</h1>
  <p data-preview-refused>이 미리보기 링크는 만료되었거나 이 페이지의 것이 아닙니다. 관리자 화면에서 편집 화면을 새로 고친 뒤 미리보기를 다시 열어 주세요.</p>
  <p><a href="${escapeHtml(publishedUrl)}">게시된 페이지 보기</a></p>
</body>
</html>
`;
}

/**
 * The page's URL and query string without the preview parameter (the renderer and the page cache
 * never see a token), and the token when there is one.
 */
function pageAddress(ctx: Context): { url: string; querystring: string; previewToken?: string } {
  const params = new URLSearchParams(ctx.querystring);
  if (!params.has(PREVIEW_QUERY_PARAMETER)) return { url: ctx.url, querystring: ctx.querystring };
  const previewToken = params.get(PREVIEW_QUERY_PARAMETER) ?? '';
  params.delete(PREVIEW_QUERY_PARAMETER);
  const querystring = params.toString();
  return { url: querystring ? `${ctx.path}?${querystring}` : ctx.path, querystring, previewToken };
}

const NOINDEX = '<meta name="robots" content="noindex" />';

function withNoindex(html: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `  ${NOINDEX}\n  </head>`);
  return html.replace(/<\/title>/i, `</title>${NOINDEX}`);
}

function reply(ctx: Context, page: CachedPage): void {
  if (page.location) {
    ctx.redirect(page.location);
    ctx.status = page.status;
    ctx.set('Cache-Control', 'no-cache');
    return;
  }
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  // Revalidated on every visit (a 304 while nothing changed); never kept past a content change.
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', page.etag);
  ctx.vary('Accept-Encoding');
  if (page.status === 200 && matchesIfNoneMatch(ctx.get('If-None-Match'), page.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  if (page.body.length >= GZIP_MIN_BYTES && acceptsGzip(ctx.get('Accept-Encoding'))) {
    page.gzipped ??= zlib.gzipSync(page.body);
    // strapi::compression leaves a response that is already encoded alone.
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = page.gzipped;
    return;
  }
  ctx.body = page.body;
}

/** This server's own address, for the renderer's requests to the API (never through a proxy). */
function ownOrigin(strapi: Core.Strapi): string {
  const address = strapi.server.httpServer.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return `http://127.0.0.1:${strapi.config.get('server.port')}`;
  const anyAddress = ['0.0.0.0', '::', ''].includes(address.address);
  const host = anyAddress ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
