/**
 * The server's side of the site (docs/decisions/020): renders a page as HTML for the cms to send
 * (cms/src/middlewares/web-app.ts), with the data its route loaders fetched, and hands that data
 * to the browser as the router's hydration data. Built by `vite build --ssr` into web/dist-server;
 * the browser hydrates the page in app/start.tsx. The Vite development server renders with the
 * same module (web/src/app/dev-render.ts, plugged into web/vite.config.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { Manifest } from 'vite';
import { POPUP_COOKIE_PREFIX } from '@/features/home/lib/popup-cookies';
import { isPageLoaderData } from '@/shared/api/page-data';
import { setServerApiOrigin, setServerRequestHeaders } from '@/shared/api/strapi';
import { loginPathFor } from '@/shared/auth/return-path';
import { SIGNED_IN_COOKIE } from '@hall/contract/cookies';
import { escapeHtml } from '@hall/contract/html';
import { hasEnglishPage, localeOfPath, type Locale } from '@hall/contract/locales';
import {
  PREVIEW_TOKEN_HEADER,
  type PageRenderer,
  type PageRequest,
  type PageRequestInfo,
  type RenderedPage,
} from '@hall/contract/renderer';
import { breakpointForUserAgent, type Breakpoint } from '@/shared/lib/breakpoint';
import { alternateUrls, canonicalUrl } from '@/shared/ssr/canonical';
import { APP_MODULES_ID, RENDER_ENVIRONMENT_ID, ROUTER_HYDRATION_DATA_ID } from '@/shared/ssr/document-ids';
import { serializeHydrationData } from '@/shared/ssr/hydration-data';
import type { LoaderContext } from '@/shared/ssr/loader-context';
import { RenderEnvironmentProvider, type PageHead, type RenderEnvironment } from '@/shared/ssr/render-environment';
import { matchedHandles } from './route-handle';
import { AppProviders } from './provider';
import { routerFuture, routes } from './routes';

export { PREVIEW_TOKEN_HEADER };
export type { PageRenderer, PageRequest, PageRequestInfo, RenderedPage };

/** What the browser reads before it hydrates, besides the router's hydration data. */
export interface RenderedEnvironment {
  /** The breakpoint the server rendered the page for. */
  breakpoint: Breakpoint;
}

interface Variant {
  breakpoint: Breakpoint;
  /** The popup cookies of the request. */
  cookies: Map<string, string>;
  /** On a members' page: whether the browser has a login; undefined elsewhere. */
  signedIn?: boolean;
}

/** The API headers of the render in progress: renders run concurrently, so they are kept per call. */
const renderHeaders = new AsyncLocalStorage<Record<string, string>>();
setServerRequestHeaders(() => renderHeaders.getStore());

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
 * (web/dist/.vite/manifest.json), from which each page's chunks and styles are linked. The Vite
 * development server passes its own transformed index.html and no manifest (it serves every module).
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
      const handles = matchedHandles(routes, url).map(({ handle }) => handle);
      const { breakpoint, cookies, signedIn } = parseVariant(request.variant);
      if (signedIn === false && handles.some((handle) => handle.membersOnly)) {
        return { status: 302, location: loginPathFor(url), html: '', complete: true };
      }

      // The loaders' fetches carry the render's signal: a render the cms gave up on stops them.
      const abort = new AbortController();
      const onAbort = () => abort.abort(new Error(`the render of ${request.url} was aborted`));
      if (request.signal?.aborted) onAbort();
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const requestContext: LoaderContext = { breakpoint };
      const query = () => handler.query(new Request(url, { signal: abort.signal }), { requestContext });
      let context: Awaited<ReturnType<typeof query>>;
      try {
        context = request.preview
          ? await renderHeaders.run({ [PREVIEW_TOKEN_HEADER]: request.preview.token }, query)
          : await query();
      } finally {
        request.signal?.removeEventListener('abort', onAbort);
      }
      if (context instanceof Response) {
        return { status: context.status, location: context.headers.get('Location') ?? '/', html: '', complete: true };
      }

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
          <AppProviders swr={{ provider: () => new Map() }}>
            {/* The hydration data goes into a JSON script below: react-router's inline script would need 'unsafe-inline'. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RenderEnvironmentProvider>,
      );

      const loaded = Object.values(context.loaderData).filter(isPageLoaderData);
      const complete = context.errors === null && loaded.every((data) => data.complete);
      const modules = handles.flatMap((handle) => (handle.module ? [handle.module] : []));
      const assets = pageAssets(manifest, modules, inTemplate);
      const page = document({
        head: [
          headTags(
            head,
            canonicalUrl(request.origin, url),
            url,
            request.origin,
            handles.some((handle) => handle.noindex),
          ),
          ...assets.styles.map((file) => `<link rel="stylesheet" href="${file}" />`),
        ].join('\n    '),
        title: head.title,
        lang: localeOfPath(url.pathname),
        body: html,
        scripts: request.preview
          ? []
          : [
              jsonScript(APP_MODULES_ID, assets.scripts),
              jsonScript(RENDER_ENVIRONMENT_ID, { breakpoint } satisfies RenderedEnvironment),
              jsonScript(ROUTER_HYDRATION_DATA_ID, serializeHydrationData(context)),
            ],
      });
      return { status: context.statusCode, complete, html: request.preview ? withoutScripts(page) : page };
    },
  };
}

/** A preview is the rendered page alone: index.html's module script (src/boot.ts) and its preloads are left out. */
function withoutScripts(html: string): string {
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** JSON in a <script> that is never run: '<' escaped, so that nothing in the content can close the element. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US' };

function headTags(head: PageHead, canonical: string, url: URL, origin: string, noindex = false): string {
  const locale = localeOfPath(url.pathname);
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}" />`];
  // Results of a query (noindex) are no page of their own in either language: no alternates.
  if (!noindex)
    tags.push(
      ...alternateUrls(origin, url).map(
        ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
      ),
    );
  // /en/<a page without English> says so in English: not a page of its own for search engines.
  if (noindex || (locale === 'en' && !hasEnglishPage(url.pathname)))
    tags.push('<meta name="robots" content="noindex" />');
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.title) tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[locale]}" />`,
  );
  if (hasEnglishPage(url.pathname))
    tags.push(`<meta property="og:locale:alternate" content="${OPEN_GRAPH_LOCALES[locale === 'ko' ? 'en' : 'ko']}" />`);
  tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`);
  if (head.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(new URL(head.image, canonical).toString())}" />`);
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
 * go into the head (the page is rendered styled), the scripts are listed for src/boot.ts in the order
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
  /** The page's language, for `<html lang>`. */
  lang: Locale;
  body: string;
  /** Placed right after the app's root element. */
  scripts: string[];
}

/** The app's module (src/boot.ts runs it once the page has been shown). */
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
  return ({ head, title, lang, body, scripts }) => {
    const titled = title
      ? beforeHead.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      : beforeHead;
    const top = titled.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
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
