import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { finishHydration } from '@/shared/ssr/hydration';
import { AppProviders } from './provider';
import { routerFuture, routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router; created once the landed page's route modules are in (see main.tsx). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { future: routerFuture });
}

export function App({ router, swr }: { router: AppRouter; swr?: SWRConfiguration }) {
  // The page the server drew is the browser's from here on.
  useEffect(() => finishHydration(), []);
  return (
    <AppProviders swr={swr}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>
  );
}
