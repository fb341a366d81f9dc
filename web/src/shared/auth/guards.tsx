import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useAuth } from './auth-store';
import { CONSENT_PATH, consentPathFor, loginPathFor, returnPathFrom } from './return-path';

/**
 * Pages for members only (/my/*): a logged-out visitor goes to /login?next=…, which tells them a
 * login is needed and brings them back afterwards. Right after a logout on such a page the member
 * goes home instead. While the auth state is unknown the global loading overlay shows, and nothing
 * redirects.
 */
export function RequireAuth() {
  const { status, endedBy, endedAtKey } = useAuth();
  const location = useLocation();
  useLoadingWhile(status === 'unknown');

  if (status === 'unknown') return null;
  if (status === 'anonymous')
    return <LoginRedirect loggedOutHere={endedBy === 'logout' && endedAtKey === location.key} />;
  return <Outlet />;
}

/**
 * Every members' page (a route whose handle says `membersOnly`: /my/*, /detail/my/*,
 * /apply/write): a member who must agree to changed terms (`consentRequired`, docs/api/auth.md)
 * goes to /consent first, and comes back afterwards. Rendered by the layout, on every page.
 */
export function ConsentGate() {
  const { member } = useAuth();
  const location = useLocation();
  const membersPage = useMatches().some(
    (match) => (match.handle as { membersOnly?: boolean } | undefined)?.membersOnly === true,
  );
  if (!member?.consentRequired || !membersPage || location.pathname === CONSENT_PATH) return null;
  return <Navigate to={consentPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
}

/** To /login for this page; home instead when the member just logged out on it. */
export function LoginRedirect({ loggedOutHere }: { loggedOutHere: boolean }) {
  const location = useLocation();
  return <Navigate to={loggedOutHere ? '/' : loginPathFor(location)} replace />;
}

/**
 * Pages for visitors who are not logged in (/login, /signup): a member goes to the page in
 * `?next=` or home. While the login is being checked the page shows (the server renders it, and
 * most who open it have none); a member who opened it is sent on once known.
 */
export function GuestOnly() {
  const { status, member } = useAuth();
  const location = useLocation();

  if (status === 'authenticated') {
    const next = returnPathFrom(location.search);
    return <Navigate to={member?.consentRequired ? consentPathFor(next) : next} replace />;
  }
  return <Outlet />;
}
