import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDER_ENVIRONMENT_ID, ROUTER_HYDRATION_DATA_ID } from '@/shared/ssr/document-ids';
import { startHydration } from '@/shared/ssr/hydration';
import { browserEnvironment, RenderEnvironmentProvider } from '@/shared/ssr/render-environment';
import { App, createAppRouter } from './app';
import type { RenderedEnvironment } from './entry-server';
import { loadMatchedRoutes } from './route-handle';
import { routes } from './routes';

/**
 * Starts the app in `container` (#root). A page the server rendered (docs/decisions/020) is
 * hydrated with the router's hydration data, so that no loader runs again and the pages' SWR
 * hooks take the loaders' responses (app/loader-data.tsx); React's work is a transition, done in
 * slices between which the browser stays responsive. Without a rendered page (a render that
 * failed or timed out) the router runs the loaders and renders the page in the browser.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const hydrationData = readJson(ROUTER_HYDRATION_DATA_ID);
  const rendered = readJson(RENDER_ENVIRONMENT_ID) as RenderedEnvironment | null;
  if (!hydrationData || !rendered) {
    const root = createRoot(container);
    startTransition(() => root.render(strict(<App router={createAppRouter()} />)));
    return;
  }

  startHydration();
  // createBrowserRouter reads it from here (and turns serialised route errors back into errors).
  window.__staticRouterHydrationData = hydrationData as typeof window.__staticRouterHydrationData;
  // The page's own module must be in before hydrating, or the router would render its fallback.
  await loadMatchedRoutes(routes, window.location);
  const router = createAppRouter();
  delete window.__staticRouterHydrationData;
  const environment = { ...browserEnvironment, assumedBreakpoint: rendered.breakpoint };
  startTransition(() => {
    hydrateRoot(
      container,
      strict(
        <RenderEnvironmentProvider value={environment}>
          <App router={router} />
        </RenderEnvironmentProvider>,
      ),
    );
  });
}

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function strict(children: ReactNode) {
  return <StrictMode>{children}</StrictMode>;
}
