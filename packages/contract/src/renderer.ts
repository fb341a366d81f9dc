/**
 * The page renderer's contract: what the cms (cms/src/middlewares/web-app) asks of the renderer
 * that the web app builds for it (web/src/app/entry-server.tsx, built into
 * web/dist-server/entry-server.cjs and loaded with require()).
 *
 * A page is a function of its URL, origin and variant only: the renderer is given nothing else of
 * the request (no login, no other header), so the cms may keep a rendered page under those and
 * serve it to anyone with the same.
 */

/** What of a request may change the page rendered for it: its URL (path and query) and two headers. */
export interface PageRequestInfo {
  url: string;
  cookie?: string;
  userAgent?: string;
}

/**
 * The part of an AbortSignal the renderer reads (this package compiles without DOM or Node
 * types; both platforms' AbortSignal fits).
 */
export interface RenderSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface PageRequest {
  /** Path and query string of the page. */
  url: string;
  /** The site's public origin: PUBLIC_URL, else the server's configured address (never the request's Host). */
  origin: string;
  /** Where the server serves its own API: the route loaders fetch the page's data there. */
  apiOrigin: string;
  /** `variantOf()` of the request: all of the request, besides its URL, that the page depends on. */
  variant: string;
  /**
   * A preview of a draft for staff (docs/decisions/017): the loaders send `token` with their API
   * requests in PREVIEW_TOKEN_HEADER (the API responds with the draft it names), and the page
   * links no scripts, so that the browser never asks the API again without it. Such a page is
   * never kept.
   */
  preview?: { token: string };
  /** Aborts the render: its loaders' fetches are aborted and render() rejects. */
  signal?: RenderSignal;
}

export interface RenderedPage {
  status: number;
  /** Set on a redirect (status 302). */
  location?: string;
  html: string;
  /** False when a loader could not fetch its data: the page is rendered without it and must not be kept. */
  complete: boolean;
}

export interface PageRenderer {
  /**
   * What of a request, besides its URL, changes the page rendered for it: the breakpoint assumed
   * from the User-Agent, the popups dismissed for today (their cookies) and, on members' pages,
   * whether the browser has a login (SIGNED_IN_COOKIE).
   */
  variantOf(request: PageRequestInfo): string;
  render(request: PageRequest): Promise<RenderedPage>;
}

/** The renderer module's export: `template` is web/dist/index.html, `manifest` its Vite build manifest. */
export interface PageRendererModule {
  createPageRenderer(options: { template: string; manifest: unknown }): PageRenderer;
}

/** The header in which the cms's public API accepts a preview token. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
