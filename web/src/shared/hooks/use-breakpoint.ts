import { useMediaQuery } from './use-media-query';

/** Breakpoints of the site: pc ≥ 1440, tablet 768–1439, mobile < 768 (same as the CSS). */
export const BREAKPOINTS = { tablet: 768, pc: 1440 } as const;

export type Breakpoint = 'pc' | 'tablet' | 'mobile';

const PC_QUERY = `(min-width: ${BREAKPOINTS.pc}px)`;
const TABLET_UP_QUERY = `(min-width: ${BREAKPOINTS.tablet}px)`;

export function useBreakpoint(): Breakpoint {
  return breakpointOf(useMediaQuery(PC_QUERY, true), useMediaQuery(TABLET_UP_QUERY, true));
}

/** The breakpoint right now, outside React (same fallback as useBreakpoint: pc). */
export function currentBreakpoint(): Breakpoint {
  const matches = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);
  return breakpointOf(matches(PC_QUERY), matches(TABLET_UP_QUERY));
}

function breakpointOf(isPc: boolean, isTabletUp: boolean): Breakpoint {
  if (isPc) return 'pc';
  return isTabletUp ? 'tablet' : 'mobile';
}
