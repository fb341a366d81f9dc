import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from '@/app/app';
import { loadMatchedRoutes, preloadFirstPage } from '@/app/page-handle';
import { readPagePayload, takeOverAnswers } from '@/app/page-payload';
import { routes } from '@/app/routes';
import { startHydration } from '@/shared/ssr/hydration';
import { browserEnvironment, RenderEnvironmentProvider } from '@/shared/ssr/render-environment';
import '@/shared/styles/global.css';

/**
 * The server draws every page (docs/decisions/012): the browser takes it over (hydration) with
 * the answers the server embedded. React's work is a transition, done in slices between which
 * the browser stays responsive. Without a drawn page (the development server) the browser
 * draws it itself, requesting its answers together with its code.
 */
async function start(container: HTMLElement) {
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

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');
void start(container);
