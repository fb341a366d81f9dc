import { useState } from 'react';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { useContentLang, useCopy } from '@/shared/i18n';
import { seoulParts } from '@hall/contract/seoul-time';
import { HallMark } from './hall-mark';
import { Modal } from '@/shared/ui/modal';
import './footer.css';

type LegalText = 'privacyPolicy' | 'emailRefusal';

export function Footer() {
  const { data: config } = useSiteConfig();
  const [openText, setOpenText] = useState<LegalText | null>(null);
  const shared = useCopy(sharedCopy);
  const copy = shared.footer;
  // The site config's texts (name, address, legal texts) in Korean on an English page without a translation.
  const configLang = useContentLang(config);
  const year = seoulParts(new Date()).year;
  const hallName = config?.hallName ?? '';

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <HallMark className="site-footer__mark" />
          <p className="site-footer__name" lang={configLang}>
            {hallName}
          </p>
        </div>

        <div className="site-footer__legal">
          <button type="button" className="site-footer__legal-button" onClick={() => setOpenText('privacyPolicy')}>
            {copy.privacyPolicy}
          </button>
          <button type="button" className="site-footer__legal-button" onClick={() => setOpenText('emailRefusal')}>
            {copy.emailRefusal}
          </button>
        </div>

        {config ? (
          <address className="site-footer__contact">
            <dl>
              <div>
                <dt>{copy.address}</dt>
                <dd lang={configLang}>{config.address}</dd>
              </div>
              <div>
                <dt>{copy.phone}</dt>
                <dd>
                  <a href={`tel:${config.phone.replace(/[^0-9+]/g, '')}`}>{config.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={`mailto:${config.email}`}>{config.email}</a>
                </dd>
              </div>
            </dl>
          </address>
        ) : null}

        <p className="site-footer__copyright">{hallName ? copy.copyright(year, hallName) : null}</p>
      </div>

      <Modal
        open={openText !== null}
        title={openText ? copy[openText] : ''}
        onClose={() => setOpenText(null)}
        size="lg"
      >
        {openText && config ? (
          <p className="modal__plain-text" lang={configLang}>
            {config[openText]}
          </p>
        ) : (
          <p className="modal__plain-text">{shared.loading}</p>
        )}
      </Modal>
    </footer>
  );
}
