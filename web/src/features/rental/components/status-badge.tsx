import { STATUS_LABELS, type ApplicationStatus } from '../copy';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`application-status application-status--${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}
