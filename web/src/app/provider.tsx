import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { StrapiRequestError } from '@/shared/api/strapi';
import { AuthProvider } from '@/shared/auth/auth-provider';
import { sharedCopy } from '@/shared/copy';
import { LoadingProvider } from '@/shared/ui/loading';
import { ToastProvider, useToast } from '@/shared/ui/toast';

function isClientError(error: unknown): boolean {
  return error instanceof StrapiRequestError && error.status >= 400 && error.status < 500;
}

function DataProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  const { showToast } = useToast();
  const value = useMemo<SWRConfiguration>(
    () => ({
      revalidateOnFocus: false,
      keepPreviousData: false,
      errorRetryCount: 2,
      shouldRetryOnError: (error: unknown) => !isClientError(error),
      onError: (error: unknown) => {
        // A missing record is handled by the page; other failures get a toast as well.
        if (!isClientError(error)) showToast(sharedCopy.ko.toast.loadFailed);
      },
      ...swr,
    }),
    [showToast, swr],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/** Everything a page needs around it: toast, global loading overlay, the SWR data layer and the auth state. */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <ToastProvider>
      <LoadingProvider>
        <DataProvider swr={swr}>
          <AuthProvider>{children}</AuthProvider>
        </DataProvider>
      </LoadingProvider>
    </ToastProvider>
  );
}
