import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useAuth } from './auth-store';
import { loginPathFor, returnPathFrom } from './return-path';

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
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'authenticated') return <Navigate to={returnPathFrom(location.search)} replace />;
  return <Outlet />;
}
