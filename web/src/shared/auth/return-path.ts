import type { Location } from 'react-router-dom';

/** The state a guard passes to /login: where the visitor wanted to go. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const GUEST_PATHS = ['/login', '/signup'];

/**
 * Where to go after logging in: the page in `state.from` (a path of this site only), else home.
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null | undefined)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return '/';
  if (GUEST_PATHS.includes(pathname)) return '/';
  const search = typeof from?.search === 'string' && from.search.startsWith('?') ? from.search : '';
  const hash = typeof from?.hash === 'string' && from.hash.startsWith('#') ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
