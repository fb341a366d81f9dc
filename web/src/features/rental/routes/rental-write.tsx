import { useLocation } from 'react-router-dom';
import { useAuth } from '@/shared/auth/auth-store';
import { LoginRedirect } from '@/shared/auth/guards';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { RENTAL_TABS } from '@/shared/navigation';
import { useLoadingWhile } from '@/shared/ui/loading';
import { PageHeader } from '@/shared/ui/page-header';
import { TabBar } from '@/shared/ui/tab-bar';
import { RentalApplicationForm } from '../components/rental-application-form';
import { applicationCopy as copy } from '../copy';
import '@/shared/ui/form.css';
import './rental-write.css';

/**
 * /apply/write: members only. A visitor who is not logged in is sent to /login, which tells them
 * so and brings them back here afterwards (the server sends visitors it knows are logged out
 * there before rendering this page).
 */
export function RentalWritePage() {
  useDocumentTitle(copy.title, copy.description);
  const { status, endedBy, endedAtKey } = useAuth();
  const location = useLocation();
  useLoadingWhile(status === 'unknown');

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <TabBar items={RENTAL_TABS} label={sharedCopy.ko.tabs.rental.label} />
      <div className="container page-section rental-write">
        {status === 'authenticated' ? <RentalApplicationForm /> : null}
        {status === 'anonymous' ? (
          <LoginRedirect loggedOutHere={endedBy === 'logout' && endedAtKey === location.key} />
        ) : null}
      </div>
    </>
  );
}

export { RentalWritePage as Component };
