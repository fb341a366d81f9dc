import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useAuth } from './auth-store';
import { returnPathFrom, type ReturnState } from './return-path';

/**
 * Pages for members only (/my/*): a logged-out visitor goes to /login, which brings them back
 * afterwards (state.from). Right after a logout on such a page the member goes home instead.
 * While the auth state is unknown the global loading overlay shows, and nothing redirects.
 */
export function RequireAuth() {
  const { status, endedBy, endedAtKey } = useAuth();
  const location = useLocation();
  useLoadingWhile(status === 'unknown');

  if (status === 'unknown') return null;
  if (status === 'anonymous') {
    if (endedBy === 'logout' && endedAtKey === location.key) return <Navigate to="/" replace />;
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Pages for visitors who are not logged in (/login, /signup): a member goes to the page they
 * came for (state.from) or home.
 */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  useLoadingWhile(status === 'unknown');

  if (status === 'unknown') return null;
  if (status === 'authenticated') return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}
