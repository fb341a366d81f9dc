import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import { routerFuture, routes } from '@/app/routes';

/**
 * Renders the whole app (layout, providers, lazy routes) at a path, with a fresh SWR cache,
 * and resolves once the route's code has loaded.
 */
export async function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  const user = userEvent.setup();
  const view = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>,
  );
  // A lazy route's first load in a test file compiles its modules (the rental form's zod schema
  // among them): waitFor's limit (timeouts.ts) allows for it.
  await waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('route still loading');
    if (!document.getElementById('main-content')) throw new Error('layout not rendered yet');
  });
  return { ...view, router, user };
}

/** Fixes "now" (Date only; real timers keep running for MSW and SWR). */
export function setNow(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
}

export { mockViewport } from './viewport';
