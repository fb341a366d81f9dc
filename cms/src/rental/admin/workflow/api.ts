import * as React from 'react';
import { isFetchError, useFetchClient } from '@strapi/strapi/admin';
import type { ApplicationStatus } from '@hall/contract/labels';
import type { Payment, RentalFee } from '@hall/contract/rental-fees';

export { RENTAL_APPLICATION } from '../../../admin/kit/content-links';

export type { ApplicationStatus };
export { APPLICATION_STATUS_LABELS as STATUS_LABELS } from '@hall/contract/labels';

export interface NextStep {
  step: string;
  label: string;
  status: ApplicationStatus;
  needsReason: boolean;
}

export interface HistoryEntry {
  applicationStatus: ApplicationStatus;
  changedAt: string;
  reason: string | null;
  /** The applicant withdrew it themselves (docs/decisions/027). */
  byApplicant?: true;
}

/** GET/POST /admin/rental-applications/:documentId/steps (docs/api/rental.md). */
export interface WorkflowState {
  documentId: string;
  applicationStatus: ApplicationStatus;
  statusLabel: string;
  rejectionReason: string | null;
  hasOwner: boolean;
  statusHistory: HistoryEntry[];
  steps: NextStep[];
  /** The quote and what was paid of it; null for an application from before quotes were stored. */
  fee: RentalFee | null;
  payments: Payment[];
  /** Other applications (not rejected or cancelled) and published shows on the same day. */
  sameDay: {
    applications: Array<{
      documentId: string;
      company: string;
      showTitle: string;
      applicationStatus: ApplicationStatus;
      statusLabel: string;
    }>;
    shows: Array<{ documentId: string; title: string; startsAt: string }>;
  };
}

/** The server's Korean message of a refused request, or a general one when there is none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isFetchError(error)) {
    const message = (error.response?.data as { error?: { message?: string } } | undefined)?.error?.message;
    if (message) return message;
  }
  return fallback;
}

/**
 * The stored workflow state of one application, fetched again whenever the edit view's document
 * changes (`version`: its updatedAt), so both panels show what the server stored.
 */
export function useWorkflowState(documentId: string, version: unknown) {
  const { get } = useFetchClient();
  const [state, setState] = React.useState<WorkflowState | null>(null);
  const [failed, setFailed] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      const response = await get<{ data: WorkflowState }>(
        `/admin/rental-applications/${encodeURIComponent(documentId)}/steps`,
      );
      setState(response.data.data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [get, documentId]);

  React.useEffect(() => {
    void load();
  }, [load, version]);

  return { state, setState, failed, reload: load };
}
