import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, type Breakpoint } from '@/shared/lib/breakpoint';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';

export { BREAKPOINTS, type Breakpoint };

const PC_QUERY = `(min-width: ${BREAKPOINTS.pc}px)`;
const TABLET_UP_QUERY = `(min-width: ${BREAKPOINTS.tablet}px)`;

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const lists = [PC_QUERY, TABLET_UP_QUERY].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener?.('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener?.('change', onChange);
  };
}

/**
 * The visitor's breakpoint. While the browser hydrates a page the server rendered, the
 * breakpoint the server assumed; right after, the real one.
 */
export function useBreakpoint(): Breakpoint {
  const { assumedBreakpoint } = useRenderEnvironment();
  return useSyncExternalStore(subscribe, currentBreakpoint, () => assumedBreakpoint);
}

/** The breakpoint right now, outside React ('pc' where media queries cannot be asked). */
export function currentBreakpoint(): Breakpoint {
  if (!canMatch()) return 'pc';
  if (window.matchMedia(PC_QUERY).matches) return 'pc';
  return window.matchMedia(TABLET_UP_QUERY).matches ? 'tablet' : 'mobile';
}
