import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { Modal } from '@/shared/ui/modal';
import { applicationCopy as copy } from '../copy';

/** What the form collects and why, followed by the hall's privacy policy from the site config. */
export function PrivacyConsentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: config } = useSiteConfig();
  return (
    <Modal open={open} title={copy.privacyTitle} onClose={onClose} size="lg">
      <dl className="privacy-consent">
        <div>
          <dt>{copy.privacyItemsTitle}</dt>
          <dd>{copy.privacyItems}</dd>
        </div>
        <div>
          <dt>{copy.privacyPurposeTitle}</dt>
          <dd>{copy.privacyPurpose}</dd>
        </div>
      </dl>
      <p className="privacy-consent__refuse">{copy.privacyRefuse}</p>
      <h3 className="privacy-consent__policy-title">{copy.privacyPolicyTitle}</h3>
      <p className="modal__plain-text">{config ? config.privacyPolicy : sharedCopy.ko.loading}</p>
    </Modal>
  );
}
