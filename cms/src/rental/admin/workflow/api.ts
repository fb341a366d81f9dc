import * as React from 'react';
import { isFetchError, useFetchClient } from '@strapi/strapi/admin';
import type { ApplicationStatus } from '@hall/contract/labels';
import type { StaffWorkflowView } from '@hall/contract/rental-views';

export { RENTAL_APPLICATION } from '../../../admin/kit/content-links';

export type { ApplicationStatus };
export { APPLICATION_STATUS_LABELS as STATUS_LABELS } from '@hall/contract/labels';

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
  const [state, setState] = React.useState<StaffWorkflowView | null>(null);
  const [failed, setFailed] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      const response = await get<{ data: StaffWorkflowView }>(
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
