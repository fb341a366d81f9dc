import { useState } from 'react';
import { setCookie } from '@/shared/lib/cookies';
import { isExternalHref, safeHref } from '@/shared/lib/safe-url';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';
import { Modal } from '@/shared/ui/modal';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import type { HomePopup } from '../api/get-home';
import { useContentLang, useCopy } from '@/shared/i18n';
import { homeCopy } from '../copy';
import { popupCookieName } from '../lib/popup-cookies';
import './popup-layer.css';

/** Spec section 9: '오늘 하루 보지 않기' hides a popup for one day. */
export const POPUP_DISMISS_SECONDS = 24 * 60 * 60;

function PopupCard({
  popup,
  first,
  onClose,
  onHideToday,
}: {
  popup: HomePopup;
  first: boolean;
  onClose: () => void;
  onHideToday: () => void;
}) {
  const { origin } = useRenderEnvironment();
  const copy = useCopy(homeCopy).popup;
  // Popups are not translated: Korean on the English page.
  const lang = useContentLang(popup);
  const href = safeHref(popup.linkUrl);
  const image = popup.image ? (
    <ResponsiveImage
      image={popup.image}
      alt={popup.image.alternativeText || popup.title}
      sizes="(min-width: 768px) 400px, 90vw"
      // On a first visit the first popup covers the page: its image is the largest paint. The
      // others stand beside it (pc) or below it in the dialog (mobile): lazy, loaded when in view.
      priority={first}
    />
  ) : (
    <span className="popup-card__title">{popup.title}</span>
  );

  return (
    <article className="popup-card" aria-label={popup.title}>
      <div className="popup-card__media" lang={lang}>
        {href ? (
          <a
            href={href}
            aria-label={copy.openLink(popup.title)}
            {...(isExternalHref(href, origin) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {image}
          </a>
        ) : (
          image
        )}
      </div>
      <div className="popup-card__actions">
        <button type="button" className="popup-card__button" onClick={onHideToday}>
          {copy.hideToday}
        </button>
        <button type="button" className="popup-card__button popup-card__button--close" onClick={onClose}>
          {copy.close}
        </button>
      </div>
    </article>
  );
}

/** Active popups not dismissed for today, shown together in one dialog. */
export function PopupLayer({ popups }: { popups: HomePopup[] | undefined }) {
  const copy = useCopy(homeCopy).popup;
  const [closed, setClosed] = useState<string[]>([]);
  const { readCookie } = useRenderEnvironment();
  const isDismissed = (popup: HomePopup) => readCookie(popupCookieName(popup.documentId)) === '1';

  const visible = (popups ?? []).filter((popup) => !closed.includes(popup.documentId) && !isDismissed(popup));
  const close = (documentId: string) => setClosed((ids) => [...ids, documentId]);

  return (
    <Modal
      open={visible.length > 0}
      title={copy.dialogTitle}
      onClose={() => setClosed((ids) => [...ids, ...visible.map((popup) => popup.documentId)])}
      size={visible.length > 1 ? 'lg' : 'md'}
      className="popup-dialog"
      hideDefaultClose
      inline
    >
      <div className={`popup-stack popup-stack--${Math.min(visible.length, 3)}`}>
        {visible.map((popup, index) => (
          <PopupCard
            key={popup.documentId}
            popup={popup}
            first={index === 0}
            onClose={() => close(popup.documentId)}
            onHideToday={() => {
              setCookie(popupCookieName(popup.documentId), '1', POPUP_DISMISS_SECONDS);
              close(popup.documentId);
            }}
          />
        ))}
      </div>
    </Modal>
  );
}
