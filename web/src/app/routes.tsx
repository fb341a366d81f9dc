import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireAuth } from '@/shared/auth/guards';
import { Layout } from '@/shared/ui/layout';
import { InlineLoading } from '@/shared/ui/status';
import { RouteError } from '@/shared/ui/route-error';
import { currentBreakpoint } from '@/shared/hooks/use-breakpoint';
import { todayInSeoul } from '@/shared/lib/seoul-time';
import { preloadSchedule } from '@/features/calendar/api/get-schedule';
import { monthGridRange } from '@/features/calendar/lib/month-grid';
import { preloadHome } from '@/features/home/api/get-home';
import { preloadNotice } from '@/features/notices/api/get-notice';
import { preloadNotices } from '@/features/notices/api/get-notices';
import { noticeListParams } from '@/features/notices/lib/list-params';
import { preloadShow } from '@/features/shows/api/get-show';
import { preloadShows } from '@/features/shows/api/get-shows';
import { showListParams } from '@/features/shows/lib/list-params';
import type { RouteHandle } from './preload';

/**
 * Every page is its own chunk (route `lazy`): the home page does not load the calendar,
 * the show detail or the rental guide. Unknown paths show the home page. A page's `handle`
 * says which data to request while its chunk loads on a first visit (app/preload.ts).
 */
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
          { index: true, handle: preload(() => preloadHome()), lazy: () => import('@/features/home/routes/home') },

          { path: 'about', element: <Navigate to="/about/intro" replace /> },
          { path: 'about/intro', lazy: () => import('@/features/about/routes/intro') },
          { path: 'about/info', lazy: () => import('@/features/about/routes/info') },
          { path: 'about/layout', lazy: () => import('@/features/about/routes/seat-layout') },
          { path: 'about/address', lazy: () => import('@/features/about/routes/address') },
          { path: 'about/*', element: <Navigate to="/about/intro" replace /> },

          { path: 'show/calendar', handle: preload(() => preloadSchedule(monthGridRange(todayInSeoul()))), lazy: () => import('@/features/calendar/routes/calendar') },
          {
            path: 'show/schedule',
            handle: preload(({ searchParams }) => preloadShows(showListParams('upcoming', searchParams, currentBreakpoint()))),
            lazy: () => import('@/features/shows/routes/schedule'),
          },
          {
            path: 'show/finish',
            handle: preload(({ searchParams }) => preloadShows(showListParams('past', searchParams, currentBreakpoint()))),
            lazy: () => import('@/features/shows/routes/finish'),
          },
          { path: 'detail/show/:documentId', handle: preload(({ params }) => params.documentId && preloadShow(params.documentId)), lazy: () => import('@/features/shows/routes/show-detail') },

          { path: 'notice', handle: preload(({ searchParams }) => preloadNotices(noticeListParams(searchParams))), lazy: () => import('@/features/notices/routes/notice-list') },
          { path: 'notice/detail/:documentId', handle: preload(({ params }) => params.documentId && preloadNotice(params.documentId)), lazy: () => import('@/features/notices/routes/notice-detail') },

          { path: 'apply/notice', lazy: () => import('@/features/rental/routes/rental-guide') },
          // The form guards itself: a visitor gets the 'login required' toast on the way to /login.
          { path: 'apply/write', lazy: () => import('@/features/rental/routes/rental-write') },
          { path: 'finish/apply', lazy: () => import('@/features/rental/routes/rental-finish') },

          // Member accounts. /login and /signup only for visitors who are not logged in; /my/*
          // and /detail/my/* only for members. The password
          // pages stay open to everyone: a member may reset a password through the mail too.
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', lazy: () => import('@/features/auth/routes/login') },
              { path: 'signup', lazy: () => import('@/features/auth/routes/signup') },
            ],
          },
          { path: 'password/find', lazy: () => import('@/features/auth/routes/password-find') },
          { path: 'mail', lazy: () => import('@/features/auth/routes/password-reset') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'my/info', lazy: () => import('@/features/account/routes/my-info') },
              { path: 'my/list', lazy: () => import('@/features/rental/routes/my-applications') },
              { path: 'detail/my/:documentId', lazy: () => import('@/features/rental/routes/application-detail') },
            ],
          },

          { path: '*', handle: preload(() => preloadHome()), lazy: () => import('@/features/home/routes/home') },
        ],
      },
    ],
  },
];

function preload(start: NonNullable<RouteHandle['preload']>): RouteHandle {
  return { preload: start };
}

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
