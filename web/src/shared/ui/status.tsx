import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import './status.css';

/** Empty result or informational message inside a page. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="state-box" role="status">
      <p className="state-box__text">{children}</p>
    </div>
  );
}

/** A load failure with a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const copy = useCopy(sharedCopy);
  return (
    <div className="state-box state-box--error" role="alert">
      <p className="state-box__text">{message ?? copy.loadError}</p>
      {onRetry ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {copy.retry}
        </button>
      ) : null}
    </div>
  );
}

/** Inline loading indicator (the global overlay is for route changes). */
export function InlineLoading({ label }: { label?: string }) {
  const copy = useCopy(sharedCopy);
  return (
    <div className="state-box state-box--loading" role="status" aria-live="polite">
      <span className="state-box__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? copy.loading}</span>
    </div>
  );
}

/**
 * What a detail page shows while its document is not there: not found (with a link back to its
 * list), a load failure with a retry, or loading.
 */
export function DetailStatus({
  notFound,
  error,
  isLoading,
  onRetry,
  notFoundMessage,
  back,
}: {
  notFound: boolean;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  notFoundMessage: string;
  back: { to: string; label: string };
}) {
  return (
    <div className="container page-section">
      {notFound ? (
        <>
          <EmptyState>{notFoundMessage}</EmptyState>
          <div className="button-row button-row--center" style={{ marginTop: 24 }}>
            <Link className="button button--primary" to={back.to}>
              {back.label}
            </Link>
          </div>
        </>
      ) : error ? (
        <ErrorState onRetry={onRetry} />
      ) : isLoading ? (
        <InlineLoading />
      ) : null}
    </div>
  );
}
