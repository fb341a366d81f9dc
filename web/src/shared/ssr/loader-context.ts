import { currentBreakpoint } from '@/shared/hooks/use-breakpoint';
import type { Breakpoint } from '@/shared/lib/breakpoint';

/** What the server's render hands its route loaders (createStaticHandler's `requestContext`). */
export interface LoaderContext {
  /** The breakpoint the page is rendered for (the page size of the show lists depends on it). */
  breakpoint: Breakpoint;
}

/** The breakpoint a loader fetches for: the one the server assumed, or in the browser its own. */
export function loaderBreakpoint(context: unknown): Breakpoint {
  return (context as Partial<LoaderContext> | undefined)?.breakpoint ?? currentBreakpoint();
}
