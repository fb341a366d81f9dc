import type { PageRenderer, PageRequest, RenderedPage } from './page-renderer';

/**
 * Renders with a signal that fires after `ms`: the renderer then aborts its loaders' fetches and
 * rejects, so that a slow API read does not keep working for a page already sent as the bare app.
 */
export function renderWithin(renderer: PageRenderer, request: PageRequest, ms: number): Promise<RenderedPage> {
  const signal = AbortSignal.timeout(ms);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error(`not rendered within ${ms} ms`)), { once: true });
  });
  // A renderer that ignored the signal is not waited for either.
  return Promise.race([renderer.render({ ...request, signal }), timedOut]);
}
