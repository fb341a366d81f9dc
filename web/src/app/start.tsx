import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startHydration } from '@/shared/ssr/hydration';
import { browserEnvironment, RenderEnvironmentProvider } from '@/shared/ssr/render-environment';
import { App, createAppRouter } from './app';
import { loadMatchedRoutes, preloadFirstPage } from './page-handle';
import { readPagePayload, takeOverAnswers } from './page-payload';
import { routes } from './routes';

/**
 * Starts the app in `container` (#root). A page the server drew (docs/decisions/012) is taken over
 * (hydration) with the answers it embedded; React's work is a transition, done in slices between
 * which the browser stays responsive. Without a drawn page (the development server) the browser
 * draws the page itself, requesting its answers together with its code.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const payload = readPagePayload(document);
  if (!payload) {
    preloadFirstPage(routes, window.location);
    const root = createRoot(container);
    startTransition(() => root.render(strict(<App router={createAppRouter()} />)));
    return;
  }

  startHydration();
  const fallback = takeOverAnswers(payload);
  // The page's own module must be in before hydrating, or the router would draw its loading state.
  await loadMatchedRoutes(routes, window.location);
  const router = createAppRouter();
  const environment = { ...browserEnvironment, assumedBreakpoint: payload.breakpoint };
  startTransition(() => {
    hydrateRoot(
      container,
      strict(
        <RenderEnvironmentProvider value={environment}>
          <App router={router} swr={{ fallback }} />
        </RenderEnvironmentProvider>,
      ),
    );
  });
}

function strict(children: ReactNode) {
  return <StrictMode>{children}</StrictMode>;
}
