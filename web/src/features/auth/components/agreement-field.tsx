import { useState } from 'react';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { Modal } from '@/shared/ui/modal';

interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  viewText: string;
  viewLabel: string;
  modalTitle: string;
  /** The message under the checkbox when the agreement is missing (signup), with its element id. */
  error?: { id: string; message: string };
}

/**
 * The agreement to the terms and the privacy policy (signup, and again on /consent when the
 * terms changed): a checkbox, and a button that shows the policy from the site config in a dialog.
 */
export function AgreementField({
  checked,
  onChange,
  label,
  viewText,
  viewLabel,
  modalTitle,
  error,
}: AgreementFieldProps) {
  const { data: config } = useSiteConfig();
  const [policyOpen, setPolicyOpen] = useState(false);
  return (
    <div className="form-field">
      <div className="form-agreement">
        <label className="checkbox">
          <input
            type="checkbox"
            name="agreement"
            checked={checked}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error?.id}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
        <button
          type="button"
          className="form-agreement__view"
          aria-label={viewLabel}
          aria-haspopup="dialog"
          onClick={() => setPolicyOpen(true)}
        >
          {viewText}
        </button>
      </div>
      {error ? (
        <p id={error.id} className="form-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <Modal open={policyOpen} title={modalTitle} onClose={() => setPolicyOpen(false)} size="lg">
        <p className="modal__plain-text">{config ? config.privacyPolicy : sharedCopy.ko.loading}</p>
      </Modal>
    </div>
  );
}
