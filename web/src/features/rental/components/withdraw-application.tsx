import { useId, useState } from 'react';
import { RENTAL_REASON_MAX_LENGTH } from '@hall/contract/rental-messages';
import { StrapiRequestError, strapiRequest } from '@/shared/api/strapi';
import type { StrapiSingle } from '@/shared/api/types';
import { useLoadingWhile } from '@/shared/ui/loading';
import { Modal } from '@/shared/ui/modal';
import '@/shared/ui/form.css';
import { useToast } from '@/shared/ui/toast';
import type { RentalApplication } from '../api/rental-applications';
import { withdrawCopy as copy } from '../copy';

const WITHDRAWABLE = ['received', 'reviewing'];

/** POST /api/rental-applications/:documentId/withdraw: the application as stored afterwards. */
export async function withdrawApplication(documentId: string, reason: string): Promise<RentalApplication> {
  const trimmed = reason.trim();
  const response = await strapiRequest<StrapiSingle<RentalApplication>>(
    `/rental-applications/${encodeURIComponent(documentId)}/withdraw`,
    { method: 'POST', body: trimmed ? { reason: trimmed } : {} },
  );
  return response.data;
}

/**
 * The applicant withdraws their own application while it is 접수 or 검토중. After a refusal
 * (409: staff moved it meanwhile) the page shows the stored state (`onStale` reloads it).
 */
export function WithdrawApplication({
  application,
  onWithdrawn,
  onStale,
}: {
  application: RentalApplication;
  onWithdrawn: (application: RentalApplication) => void;
  onStale: () => void;
}) {
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const reasonId = useId();
  useLoadingWhile(sending);

  if (!WITHDRAWABLE.includes(application.applicationStatus)) return null;

  async function confirm() {
    setSending(true);
    try {
      const updated = await withdrawApplication(application.documentId, reason);
      setOpen(false);
      showToast(copy.done);
      onWithdrawn(updated);
    } catch (caught) {
      setOpen(false);
      if (caught instanceof StrapiRequestError && caught.status === 409) {
        // The server's Korean message names the stored state; the page then shows it.
        showToast(caught.message);
        onStale();
      } else if (caught instanceof StrapiRequestError && caught.status === 404) {
        showToast(copy.failed);
        onStale();
      } else {
        showToast(copy.failed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="application-detail__section application-withdraw" aria-labelledby={`${reasonId}-title`}>
      <h3 id={`${reasonId}-title`} className="application-detail__section-title">
        {copy.title}
      </h3>
      <p className="application-withdraw__text">{copy.text}</p>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {copy.open}
      </button>
      <Modal
        open={open}
        title={copy.dialogTitle}
        onClose={() => setOpen(false)}
        footer={
          <button type="button" className="button button--primary" disabled={sending} onClick={() => void confirm()}>
            {copy.confirm}
          </button>
        }
      >
        <p className="modal__plain-text">{copy.dialogText}</p>
        <div className="form-field application-withdraw__field">
          <label className="form-field__label" htmlFor={reasonId}>
            {copy.reason}
          </label>
          <textarea
            id={reasonId}
            className="form-field__input application-withdraw__reason"
            rows={4}
            maxLength={RENTAL_REASON_MAX_LENGTH}
            value={reason}
            aria-describedby={`${reasonId}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${reasonId}-hint`} className="form-field__hint">
            {copy.reasonHint}
          </p>
        </div>
      </Modal>
    </section>
  );
}
