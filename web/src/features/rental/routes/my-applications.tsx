import { Link, useSearchParams } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { formatSeoulDate, seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { MY_TABS } from '@/shared/navigation';
import { PageHeader } from '@/shared/ui/page-header';
import { Pagination } from '@/shared/ui/pagination';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import { TabBar } from '@/shared/ui/tab-bar';
import { MY_APPLICATIONS_PAGE_SIZE, useMyApplications } from '../api/rental-applications';
import { StatusBadge } from '../components/status-badge';
import { myApplicationsCopy as copy } from '../copy';
import { formatCalendarDay } from '../lib/dates';
import './my-applications.css';

function pageFrom(value: string | null): number {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** /my/list (members only): the member's own applications, newest first. */
export function MyApplicationsPage() {
  useDocumentTitle(copy.listTitle, copy.listDescription);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, error, isLoading, mutate } = useMyApplications(page);
  const applications = data?.data ?? [];
  const pagination = data?.meta.pagination;
  const hrefFor = (target: number) => (target > 1 ? `/my/list?page=${target}` : '/my/list');

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.listTitle} description={copy.listDescription} />
      <TabBar items={MY_TABS} label={sharedCopy.ko.tabs.my.label} />
      <section className="container page-section my-applications" aria-label={copy.listTitle}>
        {pagination && pagination.total > 0 ? (
          <p className="my-applications__total">{copy.total(pagination.total)}</p>
        ) : null}
        {error && !data ? (
          <ErrorState onRetry={() => void mutate()} />
        ) : isLoading && !data ? (
          <InlineLoading />
        ) : applications.length === 0 ? (
          <div className="my-applications__empty">
            <EmptyState>{copy.empty}</EmptyState>
            <Link className="button button--gold" to="/apply/write">
              {copy.applyLink}
            </Link>
          </div>
        ) : (
          <table className="application-table">
            <caption className="visually-hidden">{copy.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="application-table__number">
                  {copy.columns.number}
                </th>
                <th scope="col" className="application-table__submitted">
                  {copy.columns.submittedAt}
                </th>
                <th scope="col">{copy.columns.showTitle}</th>
                <th scope="col" className="application-table__desired">
                  {copy.columns.desiredDate}
                </th>
                <th scope="col" className="application-table__status">
                  {copy.columns.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application, index) => {
                const number =
                  (pagination?.total ?? 0) - ((pagination?.page ?? page) - 1) * MY_APPLICATIONS_PAGE_SIZE - index;
                return (
                  <tr key={application.documentId}>
                    <td className="application-table__number">{number}</td>
                    <td className="application-table__submitted">
                      <span className="application-table__mobile-label">{copy.columns.submittedAt} </span>
                      <time dateTime={seoulIsoWithOffset(application.submittedAt)}>
                        {formatSeoulDate(application.submittedAt)}
                      </time>
                    </td>
                    <td className="application-table__title">
                      <Link to={`/detail/my/${application.documentId}`}>{application.showTitle}</Link>
                    </td>
                    <td className="application-table__desired">
                      <span className="application-table__mobile-label">{copy.columns.desiredDate} </span>
                      <time dateTime={application.desiredDate}>{formatCalendarDay(application.desiredDate)}</time>
                    </td>
                    <td className="application-table__status">
                      <StatusBadge status={application.applicationStatus} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {pagination ? <Pagination page={page} pageCount={pagination.pageCount} hrefFor={hrefFor} /> : null}
      </section>
    </>
  );
}

export { MyApplicationsPage as Component };
