/**
 * The server's side of the site (docs/decisions/012): draws a page as HTML with the answers it
 * reads, for the cms to send (cms/src/middlewares/web-app.ts). Built by `vite build --ssr` into
 * web/dist-server; the browser takes the page over in app/start.tsx.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { unstable_serialize } from 'swr';
import { unstable_serialize as unstable_serialize_list } from 'swr/infinite';
import type { Manifest } from 'vite';
import { POPUP_COOKIE_PREFIX } from '@/features/home/lib/popup-cookies';
import type { PageDataRequest } from '@/shared/api/page-data';
import { setServerApiOrigin, setServerRequestHeaders } from '@/shared/api/strapi';
import { loginPathFor } from '@/shared/auth/return-path';
import { SIGNED_IN_COOKIE } from '@hall/contract/cookies';
import { breakpointForUserAgent, type Breakpoint } from '@/shared/hooks/use-breakpoint';
import { APP_MODULES_ID, PAGE_PAYLOAD_ID } from '@/shared/ssr/document-ids';
import { RenderEnvironmentProvider, type PageHead, type RenderEnvironment } from '@/shared/ssr/render-environment';
import { matchedHandles, pageDataFor } from './page-handle';
import type { PagePayload } from './page-payload';
import { AppProviders } from './provider';
import { routerFuture, routes } from './routes';

/** What of a request may change the page drawn for it: its URL (path and query) and two headers. */
export interface PageRequestInfo {
  url: string;
  cookie?: string;
  userAgent?: string;
}

export interface PageRequest {
  /** Path and query string of the page. */
  url: string;
  /** The site's origin as the visitor sees it. */
  origin: string;
  /** Where this server answers its own API (the answers the page reads are requested there). */
  apiOrigin: string;
  /** `variantOf()` of the request: all of the request, besides its URL, that the page depends on. */
  variant: string;
  /**
   * A preview of a draft for staff (the cms's docs/decisions/017): `token` goes with every API
   * request in PREVIEW_TOKEN_HEADER (the API answers with the draft it names), and the page is
   * sent without the app: the browser never asks the API again, without the token. The cms
   * never keeps such a page.
   */
  preview?: { token: string };
}

export interface RenderedPage {
  status: number;
  /** Set on a redirect (status 302). */
  location?: string;
  html: string;
  /** False when an answer could not be had: the page is drawn without it and must not be stored. */
  complete: boolean;
}

/**
 * A page is a function of its URL, origin and variant only, so that the cms may keep it under
 * those and hand it to anyone with the same: no other header, no login, reaches the drawing.
 */
export interface PageRenderer {
  /**
   * What of a request, besides its URL, changes the page drawn for it: the breakpoint assumed from
   * the User-Agent, the popups dismissed for today (their cookies) and, on members' pages, whether
   * the browser has a login (SIGNED_IN_COOKIE).
   */
  variantOf(request: PageRequestInfo): string;
  render(request: PageRequest): Promise<RenderedPage>;
}

interface Variant {
  breakpoint: Breakpoint;
  /** The popup cookies of the request. */
  cookies: Map<string, string>;
  /** On a members' page: whether the browser has a login; undefined elsewhere. */
  signedIn?: boolean;
}

/** The header in which the cms's public API accepts a preview token. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/** The API headers of the drawing in progress: renders run concurrently, so they are kept per call. */
const drawingHeaders = new AsyncLocalStorage<Record<string, string>>();
setServerRequestHeaders(() => drawingHeaders.getStore());

const VARIANT_SEPARATOR = '|';
/** More dismissed popups than a hall ever shows at once are not a visitor's: they make no variants. */
const MAX_POPUP_COOKIES = 10;
const SIGNED_IN = 'signed-in';
const VISITOR = 'visitor';

function isMembersPage(url: URL): boolean {
  return matchedHandles(routes, url).some(({ handle }) => handle.membersOnly);
}

function variantOf({ url, cookie, userAgent }: PageRequestInfo): string {
  const cookies: string[] = [];
  let signedIn = false;
  for (const entry of (cookie ?? '').split(';')) {
    const separator = entry.indexOf('=');
    if (separator === -1) continue;
    const name = safeDecode(entry.slice(0, separator).trim());
    const value = safeDecode(entry.slice(separator + 1).trim());
    if (name === SIGNED_IN_COOKIE) signedIn = true;
    // Only a dismissal counts ('1', the value the site sets).
    if (name.startsWith(POPUP_COOKIE_PREFIX) && value === '1' && !name.includes(VARIANT_SEPARATOR))
      cookies.push(`${name}=${value}`);
  }
  const login = isMembersPage(new URL(url, 'http://site.invalid')) ? [signedIn ? SIGNED_IN : VISITOR] : [];
  return [breakpointForUserAgent(userAgent), ...login, ...cookies.sort().slice(0, MAX_POPUP_COOKIES)].join(
    VARIANT_SEPARATOR,
  );
}

function parseVariant(variant: string): Variant {
  const [breakpoint, ...rest] = variant.split(VARIANT_SEPARATOR);
  const login = rest[0] === SIGNED_IN || rest[0] === VISITOR ? rest.shift() : undefined;
  return {
    breakpoint: breakpoint === 'mobile' || breakpoint === 'tablet' ? breakpoint : 'pc',
    signedIn: login === undefined ? undefined : login === SIGNED_IN,
    cookies: new Map(
      rest.flatMap((cookie) => {
        const separator = cookie.indexOf('=');
        return separator === -1 ? [] : [[cookie.slice(0, separator), cookie.slice(separator + 1)] as const];
      }),
    ),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The renderer of the built site: `template` is web/dist/index.html, `manifest` its build manifest
 * (web/dist/.vite/manifest.json), from which each page's chunks and styles are linked.
 */
export function createPageRenderer({ template, manifest }: { template: string; manifest: Manifest }): PageRenderer {
  const document = documentTemplate(template);
  const inTemplate = staticClosure(manifest, 'index.html');
  const handler = createStaticHandler(routes, { future: routerFuture });

  return {
    variantOf,

    async render(request) {
      setServerApiOrigin(request.apiOrigin);
      const url = new URL(request.url, request.origin);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        return { status: context.status, location: context.headers.get('Location') ?? '/', html: '', complete: true };
      }

      const handles = matchedHandles(routes, url).map(({ handle }) => handle);
      const { breakpoint, cookies, signedIn } = parseVariant(request.variant);
      if (signedIn === false && handles.some((handle) => handle.membersOnly)) {
        return { status: 302, location: loginPathFor(url), html: '', complete: true };
      }
      const pageData = pageDataFor(routes, url, breakpoint);
      const { answers, complete, notFound } = request.preview
        ? await drawingHeaders.run({ [PREVIEW_TOKEN_HEADER]: request.preview.token }, () => fetchAnswers(pageData))
        : await fetchAnswers(pageData);
      const head: PageHead = {};
      const environment: RenderEnvironment = {
        assumedBreakpoint: breakpoint,
        origin: request.origin,
        readCookie: (name) => cookies.get(name),
        head,
      };
      const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
      const html = renderToString(
        <RenderEnvironmentProvider value={environment}>
          <AppProviders swr={{ fallback: answers.fallback, provider: () => new Map() }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RenderEnvironmentProvider>,
      );

      const modules = handles.flatMap((handle) => (handle.module ? [handle.module] : []));
      const status = notFound ? 404 : (handles.findLast((handle) => handle.status)?.status ?? 200);
      const payload: PagePayload = { breakpoint, answers: answers.payload };
      const assets = pageAssets(manifest, modules, inTemplate);
      const page = document({
        head: [
          headTags(head, request.origin),
          ...assets.styles.map((file) => `<link rel="stylesheet" href="${file}" />`),
        ].join('\n    '),
        title: head.title,
        body: html,
        scripts: request.preview
          ? []
          : [jsonScript(APP_MODULES_ID, assets.scripts), jsonScript(PAGE_PAYLOAD_ID, payload)],
      });
      return { status, complete, html: request.preview ? withoutScripts(page) : page };
    },
  };
}

/**
 * Every answer of the page: in SWR's fallback under the keys the hooks read, and in the payload
 * for the browser. An answer of `null` means the page's record does not exist (404).
 */
async function fetchAnswers(requests: PageDataRequest[]) {
  const results = await Promise.allSettled(requests.map((request) => request.fetch(request.key as never)));
  const fallback: Record<string, unknown> = {};
  const payload: PagePayload['answers'] = [];
  let complete = true;
  let notFound = false;
  results.forEach((result, index) => {
    const request = requests[index]!;
    if (result.status === 'rejected') {
      complete = false;
      return;
    }
    const key = unstable_serialize(request.key);
    if (request.list) {
      const listKey = unstable_serialize_list(() => request.key);
      fallback[listKey] = [result.value];
      payload.push({ key, listKey, data: result.value });
    } else {
      fallback[key] = result.value;
      payload.push({ key, data: result.value });
    }
    if (result.value === null) notFound = true;
  });
  return { answers: { fallback, payload }, complete, notFound };
}

/** A preview is the drawn page alone: index.html's module script (src/boot.ts) and its preloads are left out. */
function withoutScripts(html: string): string {
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** JSON in a <script> that is never run: '<' escaped, so that nothing in the content can close the element. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function headTags(head: PageHead, origin: string): string {
  const tags: string[] = [];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.title) tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  tags.push('<meta property="og:type" content="website" />', '<meta property="og:locale" content="ko_KR" />');
  if (head.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(new URL(head.image, origin).toString())}" />`);
  return tags.join('\n    ');
}

/** The chunks of a manifest entry and, recursively, of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The files of the page's modules and of the app, less what index.html links already: the styles
 * go into the head (the page is drawn styled), the scripts are listed for src/boot.ts in the order
 * they can run in, each after the modules it imports.
 */
function pageAssets(
  manifest: Manifest,
  pageModules: string[],
  inTemplate: Set<string>,
): { styles: string[]; scripts: string[] } {
  const files: string[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(...(chunk.css ?? []), chunk.file);
  };
  for (const module of [...pageModules, APP_MODULE]) visit(module);
  const needed = files.filter((file) => !inTemplate.has(file)).map((file) => `/${file}`);
  return {
    styles: needed.filter((file) => file.endsWith('.css')),
    scripts: needed.filter((file) => file.endsWith('.js')),
  };
}

interface DocumentParts {
  head: string;
  title: string | undefined;
  body: string;
  /** Placed right after the app's root element. */
  scripts: string[];
}

/** The app's module (src/boot.ts runs it once the page is drawn). */
const APP_MODULE = 'src/main.tsx';

const HEAD_MARK = '<!--app-head-->';
const BODY_MARK = '<!--app-html-->';

/** index.html cut at its marks once; each page is the pieces put together. */
function documentTemplate(template: string): (parts: DocumentParts) => string {
  for (const mark of [HEAD_MARK, BODY_MARK]) {
    if (!template.includes(mark)) throw new Error(`index.html has no ${mark}`);
  }
  const [beforeHead, afterHead] = template.split(HEAD_MARK) as [string, string];
  const [beforeBody, afterBody] = afterHead.split(BODY_MARK) as [string, string];
  const bodyEnd = afterBody.indexOf('</div>') + '</div>'.length;
  return ({ head, title, body, scripts }) => {
    const top = title ? beforeHead.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : beforeHead;
    return (
      top +
      head +
      beforeBody +
      body +
      afterBody.slice(0, bodyEnd) +
      scripts.map((script) => `\n    ${script}`).join('') +
      afterBody.slice(bodyEnd)
    );
  };
}

export type { Breakpoint };
