import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@/shared/auth/auth-store';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { PageHeader } from '@/shared/ui/page-header';
import { applicationCopy } from '../copy';
import type { FinishState } from '../hooks/use-application-form';
import './rental-write.css';

const copy = applicationCopy.finish;

/**
 * /finish/apply: shown after a submission. Opened without one (typed in, bookmarked) it would
 * claim an application that was never made, so it sends the visitor to the rental guide.
 */
export function RentalFinishPage() {
  useDocumentTitle(copy.title, copy.description);
  const location = useLocation();
  const { status } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitted = Boolean((location.state as FinishState | null)?.submitted);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  if (!submitted) return <Navigate to="/apply/notice" replace />;

  return (
    <>
      <PageHeader eyebrow={applicationCopy.eyebrow} title={copy.title} />
      <div className="container page-section rental-finish">
        <div className="rental-finish__card">
          <span className="rental-finish__mark" aria-hidden="true">
            ✓
          </span>
          <h2 ref={headingRef} tabIndex={-1} className="rental-finish__heading">
            {copy.heading}
          </h2>
          <p className="rental-finish__text">{copy.text}</p>
          <div className="button-row button-row--center">
            <Link className="button button--primary" to="/">
              {copy.home}
            </Link>
            {status === 'authenticated' ? (
              <Link className="button button--ghost" to="/my/list">
                {copy.list}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}

export { RentalFinishPage as Component };
