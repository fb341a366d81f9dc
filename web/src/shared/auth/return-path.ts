import type { Location } from 'react-router-dom';

/** The query parameter of /login that names the page a visitor was sent from to log in. */
export const NEXT_PARAM = 'next';

const GUEST_PATHS = ['/login', '/signup'];

/**
 * /login for a visitor who asked for a page that needs a login: `/login?next=<that page>`. The
 * server sends visitors it knows are logged out there too (app/entry-server.tsx), so the page to
 * return to travels in the address, not in history state.
 */
export function loginPathFor({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: `${pathname}${search}${hash}` })}`;
}

/** The page where a member agrees again to changed terms (features/auth/routes/consent.tsx). */
export const CONSENT_PATH = '/consent';

/** /consent for a member who must agree again before `next` (a path of this site). */
export function consentPathFor(next: string): string {
  return `${CONSENT_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/** Where to go after logging in: the page in `?next=` (a path of this site only), else home. */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  const { pathname } = new URL(next, 'http://site.invalid');
  return GUEST_PATHS.includes(pathname) ? '/' : next;
}
