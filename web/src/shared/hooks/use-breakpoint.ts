import { useSyncExternalStore } from 'react';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';

/** Breakpoints of the site: pc ≥ 1440, tablet 768–1439, mobile < 768 (same as the CSS). */
export const BREAKPOINTS = { tablet: 768, pc: 1440 } as const;

export type Breakpoint = 'pc' | 'tablet' | 'mobile';

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
 * The visitor's breakpoint. While the browser hydrates a page the server drew, the breakpoint
 * the server assumed; right after, the real one.
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

/**
 * The server's guess from a User-Agent: phones say "Mobi", Android tablets say "Android"
 * without it. Desktop browsers (and iPads, which present themselves as one) get 'pc'.
 */
export function breakpointForUserAgent(userAgent: string | undefined): Breakpoint {
  if (!userAgent) return 'pc';
  if (/Mobi/i.test(userAgent)) return 'mobile';
  return /Android|Tablet/i.test(userAgent) ? 'tablet' : 'pc';
}
