import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { PageRendererModule } from '@hall/contract/renderer';

/** The renderer's module, loaded through Vite (its aliases, fresh after every edit). */
const ENTRY_SERVER = '/src/app/entry-server.tsx';

/** Vite's own paths and the cms's (proxied): never pages. */
const NOT_PAGES = /^\/(@|src\/|node_modules\/|api\/|uploads\/)|^\/(api|uploads)$/;

function isPageNavigation(request: Connect.IncomingMessage): boolean {
  const pathname = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    path.extname(pathname) === '' &&
    !NOT_PAGES.test(pathname)
  );
}

/**
 * Renders page navigations on the Vite development server as the cms renders them in production
 * (docs/decisions/020): the same entry-server, loaded with `ssrLoadModule`, with its loaders
 * fetching from the cms at `apiOrigin`. A hydration mismatch therefore shows in development too.
 * A render that fails is logged and the bare app is served (Vite's own index.html), as the cms does.
 */
export function devRenderHandler(
  server: ViteDevServer,
  { apiOrigin }: { apiOrigin: string },
): Connect.NextHandleFunction {
  const indexFile = path.join(server.config.root, 'index.html');
  return (request, response, next) => {
    if (!isPageNavigation(request)) return next();
    const url = request.originalUrl ?? request.url ?? '/';
    void (async () => {
      try {
        const template = await server.transformIndexHtml(url, await fs.promises.readFile(indexFile, 'utf8'));
        const { createPageRenderer } = (await server.ssrLoadModule(ENTRY_SERVER)) as PageRendererModule;
        // No manifest: the development server serves every module itself.
        const renderer = createPageRenderer({ template, manifest: {} });
        const page = await renderer.render({
          url,
          origin: `http://${request.headers.host ?? 'localhost'}`,
          apiOrigin,
          variant: renderer.variantOf({
            url,
            cookie: request.headers.cookie,
            userAgent: request.headers['user-agent'],
          }),
        });
        response.statusCode = page.status;
        if (page.location) {
          response.setHeader('Location', page.location);
          response.end();
          return;
        }
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(request.method === 'HEAD' ? undefined : page.html);
      } catch (error) {
        if (error instanceof Error) server.ssrFixStacktrace(error);
        server.config.logger.error(
          `[server rendering] ${url} could not be rendered; serving the bare app:\n${error instanceof Error ? error.stack : String(error)}`,
        );
        next();
      }
    })();
  };
}

/** `vite` (npm run dev -w web) renders pages on the server through devRenderHandler. */
export function serverRendering(options: { apiOrigin: string }): Plugin {
  return {
    name: 'hall:server-rendering',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares, which would serve index.html to every navigation.
      if (!process.env.VITEST) server.middlewares.use(devRenderHandler(server, options));
    },
  };
}
