import { useEffect, type ReactNode } from 'react';
import { bootstrapAuth } from './auth-store';

/** Starts the auth state on page load: the refresh from the cookie, then the profile. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void bootstrapAuth();
  }, []);
  return <>{children}</>;
}
