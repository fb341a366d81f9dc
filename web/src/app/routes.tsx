import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireAuth } from '@/shared/auth/guards';
import { Layout } from '@/shared/ui/layout';
import { InlineLoading } from '@/shared/ui/status';
import { RouteError } from '@/shared/ui/route-error';

/**
 * Every page is its own chunk (route `lazy`): the home page does not load the calendar,
 * the show detail or the rental guide. Unknown paths show the home page.
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
          { index: true, lazy: () => import('@/features/home/routes/home') },

          { path: 'about', element: <Navigate to="/about/intro" replace /> },
          { path: 'about/intro', lazy: () => import('@/features/about/routes/intro') },
          { path: 'about/info', lazy: () => import('@/features/about/routes/info') },
          { path: 'about/layout', lazy: () => import('@/features/about/routes/seat-layout') },
          { path: 'about/address', lazy: () => import('@/features/about/routes/address') },
          { path: 'about/*', element: <Navigate to="/about/intro" replace /> },

          { path: 'show/calendar', lazy: () => import('@/features/calendar/routes/calendar') },
          { path: 'show/schedule', lazy: () => import('@/features/shows/routes/schedule') },
          { path: 'show/finish', lazy: () => import('@/features/shows/routes/finish') },
          { path: 'detail/show/:documentId', lazy: () => import('@/features/shows/routes/show-detail') },

          { path: 'notice', lazy: () => import('@/features/notices/routes/notice-list') },
          { path: 'notice/detail/:documentId', lazy: () => import('@/features/notices/routes/notice-detail') },

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

          { path: '*', lazy: () => import('@/features/home/routes/home') },
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
