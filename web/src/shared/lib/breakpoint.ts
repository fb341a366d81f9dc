/** Breakpoints of the site: pc ≥ 1440, tablet 768–1439, mobile < 768 (same as the CSS). */
export const BREAKPOINTS = { tablet: 768, pc: 1440 } as const;

export type Breakpoint = 'pc' | 'tablet' | 'mobile';

/**
 * The server's guess from a User-Agent: phones say "Mobi", Android tablets say "Android"
 * without it. Desktop browsers (and iPads, which present themselves as one) get 'pc'.
 */
export function breakpointForUserAgent(userAgent: string | undefined): Breakpoint {
  if (!userAgent) return 'pc';
  if (/Mobi/i.test(userAgent)) return 'mobile';
  return /Android|Tablet/i.test(userAgent) ? 'tablet' : 'pc';
}
