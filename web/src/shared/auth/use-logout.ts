import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StrapiRequestError, strapiRequest } from '@/shared/api/strapi';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { useLoading } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { endSession } from './auth-store';

/**
 * POST /api/auth/logout with the token (renewed first when it expired), then forget the session
 * here whatever the response and go home. The failure toast is for a server that could not be
 * reached (network, 5xx), when the login may still be alive on the server (docs/api/auth.md).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { showToast } = useToast();
  const { start, stop } = useLoading();
  const copy = useCopy(sharedCopy);
  const localized = useLocalizedPath();

  return useCallback(async () => {
    let reached = true;
    start();
    try {
      await strapiRequest('/auth/logout', { method: 'POST', body: {} });
    } catch (error) {
      reached = !(error instanceof StrapiRequestError) || (error.status !== 0 && error.status < 500);
    } finally {
      stop();
    }
    endSession('logout', key);
    showToast(reached ? copy.account.loggedOut : copy.account.logoutFailed);
    navigate(localized('/'));
  }, [copy, key, localized, navigate, showToast, start, stop]);
}
