import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { finishHydration } from '@/shared/ssr/hydration';
import { AppProviders } from './provider';
import { routerFuture, routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. With the server's hydration data (window.__staticRouterHydrationData,
 * read by react-router itself) it starts on the rendered page without running its loaders; the
 * matched routes' modules must be loaded first (route-handle.ts loadMatchedRoutes).
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { future: routerFuture });
}

export function App({ router, swr }: { router: AppRouter; swr?: SWRConfiguration }) {
  // The page the server rendered is the browser's from here on.
  useEffect(() => finishHydration(), []);
  return (
    <AppProviders swr={swr}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>
  );
}
