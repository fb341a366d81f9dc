import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StrapiRequestError } from '@/shared/api/strapi';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { formatFileSize } from '@/shared/lib/media';
import { formatSeoulDateTime, seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { PAYMENT_KIND_LABELS, won, type RentalFee } from '@hall/contract/rental-fees';
import { MY_TABS } from '@/shared/navigation';
import { useLoadingWhile } from '@/shared/ui/loading';
import { PageHeader } from '@/shared/ui/page-header';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import { TabBar } from '@/shared/ui/tab-bar';
import { useToast } from '@/shared/ui/toast';
import {
  DOCUMENT_FIELDS,
  requestDocumentLink,
  useMyApplication,
  type DocumentField,
  type RentalApplication,
} from '../api/rental-applications';
import { StatusBadge } from '../components/status-badge';
import { WithdrawApplication } from '../components/withdraw-application';
import { applicationCopy, CATEGORY_OPTIONS, myApplicationsCopy as copy, withdrawCopy } from '../copy';
import { formatCalendarDay } from '../lib/dates';
import { startDownload } from '../lib/download';
import './my-applications.css';

/** The fee quoted at submission, the deposit and balance with their due dates, and the payments so far. */
function FeeSection({ fee, payments }: { fee: RentalFee; payments: NonNullable<RentalApplication['payments']> }) {
  const rows: Array<[string, string]> = [
    [copy.feeRows.total, won(fee.total)],
    [
      copy.feeRows.deposit,
      `${won(fee.deposit)}${fee.depositDueOn ? ` (${copy.dueOn(formatCalendarDay(fee.depositDueOn))})` : ''}`,
    ],
    [
      copy.feeRows.balance,
      `${won(fee.balance)}${fee.balanceDueOn ? ` (${copy.dueOn(formatCalendarDay(fee.balanceDueOn))})` : ''}`,
    ],
    [copy.feeRows.paidTotal, won(fee.paidTotal)],
    [copy.feeRows.outstanding, won(fee.outstanding)],
  ];
  return (
    <section className="application-detail__section" aria-labelledby="application-fee">
      <h3 id="application-fee" className="application-detail__section-title">
        {copy.feeTitle}
      </h3>
      <dl className="info-list application-detail__fee">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {fee.depositDueOn ? null : <p className="application-detail__note">{copy.feeNote}</p>}
      {payments.length > 0 ? (
        <ul className="application-detail__payments" aria-label={copy.paymentsCaption}>
          {payments.map((payment, index) => (
            <li key={`${payment.paidOn}-${index}`}>
              {`${formatCalendarDay(payment.paidOn)} · ${PAYMENT_KIND_LABELS[payment.kind]} ${won(payment.amount)}`}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const fields = applicationCopy.fields;

/** /detail/my/:documentId (members only): one of the member's own applications. */
export function ApplicationDetailPage() {
  const { documentId } = useParams();
  const { data: application, error, isLoading, mutate } = useMyApplication(documentId);
  const notFound = error instanceof StrapiRequestError && (error.isNotFound || error.status === 400);
  useDocumentTitle(notFound ? copy.notFound : copy.detailTitle, copy.detailDescription);

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.detailTitle} description={copy.detailDescription} />
      <TabBar items={MY_TABS} label={sharedCopy.ko.tabs.my.label} />
      <div className="container page-section application-detail">
        {notFound ? (
          <div className="application-detail__missing">
            <EmptyState>
              <strong>{copy.notFound}</strong>
              <br />
              {copy.notFoundText}
            </EmptyState>
          </div>
        ) : error && !application ? (
          <ErrorState onRetry={() => void mutate()} />
        ) : isLoading || !application ? (
          <InlineLoading />
        ) : (
          <ApplicationView
            application={application}
            onWithdrawn={(updated) => void mutate(updated, { revalidate: false })}
            onStale={() => void mutate()}
          />
        )}
        <div className="application-detail__back">
          <Link className="button button--ghost" to="/my/list">
            {copy.backToList}
          </Link>
        </div>
      </div>
    </>
  );
}

function ApplicationView({
  application,
  onWithdrawn,
  onStale,
}: {
  application: RentalApplication;
  onWithdrawn: (application: RentalApplication) => void;
  onStale: () => void;
}) {
  const category =
    CATEGORY_OPTIONS.find((option) => option.value === application.category)?.label ?? application.category;
  const address = [application.address?.basic, application.address?.detail].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    [fields.category, category],
    [fields.company, application.company],
    [fields.businessNumber, application.businessNumber],
    [fields.address, address],
    [fields.tel, application.tel],
    [fields.fax, application.fax],
    [fields.email, application.email],
    [fields.performerFormat, application.performerFormat],
    [fields.showTitle, application.showTitle],
    [fields.desiredDate, formatCalendarDay(application.desiredDate)],
    [fields.desiredTime, application.desiredTime],
    [fields.contactName, application.contactName],
    [fields.contactPhone, application.contactPhone],
  ];
  const history = application.statusHistory ?? [];

  return (
    <article className="application-detail__article" aria-labelledby="application-title">
      <header className="application-detail__head">
        <h2 id="application-title" className="application-detail__title">
          {application.showTitle}
        </h2>
        <dl className="application-detail__summary">
          <div>
            <dt>{copy.currentStatus}</dt>
            <dd>
              <StatusBadge status={application.applicationStatus} />
            </dd>
          </div>
          <div>
            <dt>{copy.submittedAt}</dt>
            <dd>
              <time dateTime={seoulIsoWithOffset(application.submittedAt)}>
                {formatSeoulDateTime(application.submittedAt)}
              </time>
            </dd>
          </div>
        </dl>
      </header>

      {application.applicationStatus === 'rejected' && application.rejectionReason ? (
        <section className="application-detail__rejection" aria-labelledby="rejection-title">
          <h3 id="rejection-title" className="application-detail__rejection-title">
            {copy.rejectionReason}
          </h3>
          <p className="application-detail__rejection-text">{application.rejectionReason}</p>
        </section>
      ) : null}

      <section className="application-detail__section" aria-labelledby="application-fields">
        <h3 id="application-fields" className="application-detail__section-title">
          {copy.applicationTitle}
        </h3>
        <dl className="info-list application-detail__fields">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {application.fee ? <FeeSection fee={application.fee} payments={application.payments ?? []} /> : null}

      <section className="application-detail__section" aria-labelledby="application-documents">
        <h3 id="application-documents" className="application-detail__section-title">
          {copy.documentsTitle}
        </h3>
        <ul className="application-documents">
          {DOCUMENT_FIELDS.map((field) => (
            <DocumentRow key={field} documentId={application.documentId} field={field} application={application} />
          ))}
        </ul>
      </section>

      <section className="application-detail__section" aria-labelledby="application-history">
        <h3 id="application-history" className="application-detail__section-title">
          {copy.historyTitle}
        </h3>
        <table className="data-table application-history">
          <caption className="visually-hidden">{copy.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.historyColumns.changedAt}</th>
              <th scope="col">{copy.historyColumns.status}</th>
              <th scope="col">{copy.historyColumns.reason}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((change, index) => (
              <tr key={`${change.changedAt}-${index}`}>
                <td className="application-history__time">
                  <time dateTime={seoulIsoWithOffset(change.changedAt)}>{formatSeoulDateTime(change.changedAt)}</time>
                </td>
                <td>
                  <StatusBadge status={change.applicationStatus} />
                  {change.byApplicant ? (
                    <span className="application-history__actor"> {withdrawCopy.byApplicant}</span>
                  ) : null}
                </td>
                <td className="application-history__reason">{change.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <WithdrawApplication application={application} onWithdrawn={onWithdrawn} onStale={onStale} />
    </article>
  );
}

function DocumentRow({
  documentId,
  field,
  application,
}: {
  documentId: string;
  field: DocumentField;
  application: RentalApplication;
}) {
  const { showToast } = useToast();
  const [requesting, setRequesting] = useState(false);
  useLoadingWhile(requesting);
  const document = application.documents?.[field];
  const label = fields[field];

  async function download() {
    if (!document) return;
    setRequesting(true);
    try {
      const { url } = await requestDocumentLink(documentId, field);
      startDownload(url, document.name);
    } catch {
      showToast(copy.downloadFailed);
    } finally {
      setRequesting(false);
    }
  }

  return (
    <li className="application-documents__item">
      <span className="application-documents__label">{label}</span>
      {document ? (
        <>
          <span className="application-documents__file">
            {document.name}
            {document.size != null ? (
              <span className="application-documents__size"> ({formatFileSize(document.size / 1024)})</span>
            ) : null}
          </span>
          <button
            type="button"
            className="button button--ghost application-documents__download"
            disabled={requesting}
            onClick={() => void download()}
          >
            {copy.download(label)}
          </button>
        </>
      ) : (
        <span className="application-documents__file">{copy.noDocument}</span>
      )}
    </li>
  );
}

export { ApplicationDetailPage as Component };
