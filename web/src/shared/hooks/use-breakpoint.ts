import { useMediaQuery } from './use-media-query';

/** Breakpoints of the site: pc ≥ 1440, tablet 768–1439, mobile < 768 (same as the CSS). */
export const BREAKPOINTS = { tablet: 768, pc: 1440 } as const;

export type Breakpoint = 'pc' | 'tablet' | 'mobile';

export function useBreakpoint(): Breakpoint {
  const isPc = useMediaQuery(`(min-width: ${BREAKPOINTS.pc}px)`, true);
  const isTabletUp = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, true);
  if (isPc) return 'pc';
  return isTabletUp ? 'tablet' : 'mobile';
}
