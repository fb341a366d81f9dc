import fs from 'node:fs';
import path from 'node:path';

/**
 * The page renderer that web/ builds for the cms (web/src/app/entry-server.tsx, built into
 * web/dist-server/entry-server.cjs). The types repeat that module's contract: the workspaces do
 * not import each other's sources.
 */
/** What of a request may change the page drawn for it: its URL (path and query) and two headers. */
export interface PageRequestInfo {
  url: string;
  cookie?: string;
  userAgent?: string;
}

export interface PageRequest {
  /** Path and query string of the page. */
  url: string;
  /** The site's public origin: PUBLIC_URL, else this server's configured address (never the request's Host). */
  origin: string;
  /** Where this server answers its own API: the renderer reads the page's answers there. */
  apiOrigin: string;
  /** `variantOf()` of the request. */
  variant: string;
  /**
   * A preview of a draft (docs/decisions/017): the renderer sends `token` with its API requests in
   * the `x-preview-token` header (the API shows the draft it names) and links no scripts, so that
   * the browser never asks the API again without it. Such a page is never kept.
   */
  preview?: { token: string };
}

export interface RenderedPage {
  status: number;
  location?: string;
  html: string;
  /** False when an answer could not be had: the page was drawn without it and is not stored. */
  complete: boolean;
}

/**
 * A page is a function of its URL, origin and variant only (the renderer is given nothing else of
 * the request), so a drawn page may be kept under those and served to anyone with the same.
 */
export interface PageRenderer {
  /** What of a request, besides its URL, changes the page drawn for it. */
  variantOf(request: PageRequestInfo): string;
  render(request: PageRequest): Promise<RenderedPage>;
}

interface RendererModule {
  createPageRenderer(options: { template: string; manifest: unknown }): PageRenderer;
}

/**
 * The renderer of the built site in `distDir` (web/dist: index.html and .vite/manifest.json) and
 * `rendererFile`, or null when the site was built without it.
 */
export function loadPageRenderer(distDir: string, rendererFile: string): PageRenderer | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (![rendererFile, manifestFile].every((file) => fs.existsSync(file))) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer's path is known only at run time
  const module = require(rendererFile) as RendererModule;
  return module.createPageRenderer({
    template: fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
  });
}
