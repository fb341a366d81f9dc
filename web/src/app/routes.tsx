import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireAuth } from '@/shared/auth/guards';
import { Layout } from '@/shared/ui/layout';
import { InlineLoading } from '@/shared/ui/status';
import { RouteError } from '@/shared/ui/route-error';
import { todayInSeoul } from '@/shared/lib/seoul-time';
import { scheduleData } from '@/features/calendar/api/get-schedule';
import { monthGridRange } from '@/features/calendar/lib/month-grid';
import { homeData } from '@/features/home/api/get-home';
import { noticeData } from '@/features/notices/api/get-notice';
import { noticesData } from '@/features/notices/api/get-notices';
import { noticeListParams } from '@/features/notices/lib/list-params';
import { showData } from '@/features/shows/api/get-show';
import { showsData } from '@/features/shows/api/get-shows';
import { showListParams } from '@/features/shows/lib/list-params';
import type { RouteHandle } from './page-handle';

/**
 * Every page is its own chunk, loaded by the route (`lazy`): the home page does not load the
 * calendar, the show detail or the rental guide. Each page module is named once, in `page()`:
 * the server reads the same name to link the page's chunks and styles into the page it draws.
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

/** Old and partial addresses: answered with a redirect (by the server, or by the router in the browser). */
const redirectTo = (path: string) => () => redirect(path);

/** Unknown paths show the home page (spec), answered as not found. */
const home = page('home/routes/home', { data: () => [homeData()] });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: InitialLoading,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...home },

          { path: 'about', loader: redirectTo('/about/intro') },
          { path: 'about/intro', ...page('about/routes/intro') },
          { path: 'about/info', ...page('about/routes/info') },
          { path: 'about/layout', ...page('about/routes/seat-layout') },
          { path: 'about/address', ...page('about/routes/address') },
          { path: 'about/*', loader: redirectTo('/about/intro') },

          {
            path: 'show/calendar',
            ...page('calendar/routes/calendar', { data: () => [scheduleData(monthGridRange(todayInSeoul()))] }),
          },
          {
            path: 'show/schedule',
            ...page('shows/routes/schedule', {
              data: ({ searchParams, breakpoint }) => [showsData(showListParams('upcoming', searchParams, breakpoint))],
            }),
          },
          {
            path: 'show/finish',
            ...page('shows/routes/finish', {
              data: ({ searchParams, breakpoint }) => [showsData(showListParams('past', searchParams, breakpoint))],
            }),
          },
          {
            path: 'detail/show/:documentId',
            ...page('shows/routes/show-detail', { data: ({ params }) => [showData(params.documentId ?? '')] }),
          },

          {
            path: 'notice',
            ...page('notices/routes/notice-list', {
              data: ({ searchParams }) => [noticesData(noticeListParams(searchParams))],
            }),
          },
          {
            path: 'notice/detail/:documentId',
            ...page('notices/routes/notice-detail', { data: ({ params }) => [noticeData(params.documentId ?? '')] }),
          },

          { path: 'apply/notice', ...page('rental/routes/rental-guide') },
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

          { path: '*', ...home, handle: { ...(home.handle as RouteHandle), status: 404 } },
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
