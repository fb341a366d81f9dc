import type { ComponentType } from 'react';
import { data } from '@remix-run/router';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { stripLocale } from '@hall/contract/locales';
import { GuestOnly, RequireAuth } from '@/shared/auth/guards';
import { InlineLoading } from '@/shared/ui/status';
import { RouteError } from '@/shared/ui/route-error';
import { calendarLoader } from '@/features/calendar/routes/calendar.loader';
import { homeLoader, notFoundLoader } from '@/features/home/routes/home.loader';
import { noticeDetailLoader } from '@/features/notices/routes/notice-detail.loader';
import { noticeListLoader } from '@/features/notices/routes/notice-list.loader';
import { searchLoader } from '@/features/search/routes/search.loader';
import { showDetailLoader } from '@/features/shows/routes/show-detail.loader';
import { pastShowsLoader, upcomingShowsLoader } from '@/features/shows/routes/show-list.loader';
import { KoreanOnlyPage } from './korean-only-page';
import { Layout } from './layout/layout';
import { layoutLoader } from './layout/layout.loader';
import { LoaderDataToSwr } from './loader-data';
import type { RouteHandle } from './route-handle';

/**
 * Every page is its own chunk, loaded by the route (`lazy`): the home page does not load the
 * calendar, the show detail or the rental guide. A page's data is fetched by its route's `loader`
 * (a small module beside the page, so that the fetch starts without waiting for the page's chunk)
 * and read by the page through its SWR hooks (app/loader-data.tsx). Each page module is named once,
 * in `page()`: the server reads the same name to link the page's chunks and styles.
 */
const pageModules = import.meta.glob<{ Component: ComponentType }>([
  '/src/features/*/routes/*.tsx',
  '!/src/features/*/routes/*.test.tsx',
]);

function page(name: string, handle: Omit<RouteHandle, 'module'> = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const module = `src/features/${name}.tsx`;
  const load = pageModules[`/${module}`];
  if (!load) throw new Error(`No page module ${module}`);
  return { lazy: load, handle: { ...handle, module } satisfies RouteHandle };
}

/** Old and partial addresses: a redirect (from the server, or from the router in the browser). */
const redirectTo = (path: string) => () => redirect(path);

/**
 * The pages both sites have (TRANSLATED_PAGES, docs/decisions/038), with their redirects under
 * `prefix` ('' or '/en'). The page modules and loaders are the same in both: they read the
 * language from the path.
 */
function translatedPages(prefix: '' | '/en'): RouteObject[] {
  return [
    { index: true, loader: homeLoader, ...page('home/routes/home') },

    { path: 'about', loader: redirectTo(`${prefix}/about/intro`) },
    { path: 'about/intro', ...page('about/routes/intro') },
    { path: 'about/info', ...page('about/routes/info') },
    { path: 'about/layout', ...page('about/routes/seat-layout') },
    { path: 'about/address', ...page('about/routes/address') },
    { path: 'about/*', loader: redirectTo(`${prefix}/about/intro`) },

    { path: 'show/calendar', loader: calendarLoader, ...page('calendar/routes/calendar') },
    { path: 'show/schedule', loader: upcomingShowsLoader, ...page('shows/routes/schedule') },
    { path: 'show/finish', loader: pastShowsLoader, ...page('shows/routes/finish') },
    { path: 'detail/show/:documentId', loader: showDetailLoader, ...page('shows/routes/show-detail') },

    { path: 'notice', loader: noticeListLoader, ...page('notices/routes/notice-list') },
    { path: 'notice/detail/:documentId', loader: noticeDetailLoader, ...page('notices/routes/notice-detail') },

    // Results of a visitor's query: not for search engines (noindex, not in the sitemap).
    { path: 'search', loader: searchLoader, ...page('search/routes/search', { noindex: true }) },

    { path: 'apply/notice', ...page('rental/routes/rental-guide') },
  ];
}

/** The Korean site: every page. */
const koreanPages: RouteObject[] = [
  ...translatedPages(''),

  // The form guards itself (it shows the rental tabs while the login is checked).
  { path: 'apply/write', ...page('rental/routes/rental-write', { membersOnly: true }) },
  { path: 'finish/apply', ...page('rental/routes/rental-finish') },

  // Member accounts. /login and /signup only for visitors who are not logged in; /my/*
  // and /detail/my/* only for members. The password
  // pages stay open to everyone: a member may reset a password through the mail too.
  {
    element: <GuestOnly />,
    children: [
      { path: 'login', ...page('auth/routes/login') },
      { path: 'signup', ...page('auth/routes/signup') },
    ],
  },
  { path: 'password/find', ...page('auth/routes/password-find') },
  { path: 'mail', ...page('auth/routes/password-reset') },
  // Changed terms: a member agrees again before continuing (it guards itself).
  { path: 'consent', ...page('auth/routes/consent', { membersOnly: true }) },
  {
    element: <RequireAuth />,
    handle: { membersOnly: true } satisfies RouteHandle,
    children: [
      { path: 'my/info', ...page('account/routes/my-info') },
      { path: 'my/list', ...page('rental/routes/my-applications') },
      { path: 'detail/my/:documentId', ...page('rental/routes/application-detail') },
    ],
  },
];

/** The English site under /en: any page it does not have says, in English, that it exists in Korean only. */
const englishPages: RouteObject[] = [
  ...translatedPages('/en'),
  { path: '*', loader: koreanOnlyLoader, element: <KoreanOnlyPage /> },
];

/**
 * /en/<a page without English>: status 200 for a page the Korean site has (it links there), 404 for
 * an address neither site has.
 */
function koreanOnlyLoader({ request }: LoaderFunctionArgs) {
  const koreanPath = stripLocale(new URL(request.url).pathname);
  const match = matchRoutes(koreanPages, koreanPath)?.at(-1);
  const exists = match !== undefined && match.route.path !== '*';
  return data({ koreanPath: exists ? koreanPath : null }, { status: exists ? 200 : 404 });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    // The header and footer read the site config.
    loader: layoutLoader,
    // It does not change with the address: fetched once, then read from SWR like every response.
    shouldRevalidate: () => false,
    element: (
      <LoaderDataToSwr>
        <Layout />
      </LoaderDataToSwr>
    ),
    errorElement: <RouteError />,
    HydrateFallback: InitialLoading,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...koreanPages,
          { path: 'en', children: englishPages },
          // Unknown paths show the home page (spec), with status 404.
          { path: '*', loader: notFoundLoader, ...page('home/routes/home') },
        ],
      },
    ],
  },
];

function InitialLoading() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <InlineLoading />
    </div>
  );
}

export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
