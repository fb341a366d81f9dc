import { useState } from 'react';
import type { Popup } from '@/shared/api/types';
import { getCookie, setCookie } from '@/shared/lib/cookies';
import { imageUrlFor } from '@/shared/lib/media';
import { isExternalHref, safeHref } from '@/shared/lib/safe-url';
import { Modal } from '@/shared/ui/modal';
import { usePopups } from '../api/get-popups';
import { homeCopy } from '../copy';
import './popup-layer.css';

/** Spec section 9: '오늘 하루 보지 않기' hides a popup for one day. */
export const POPUP_DISMISS_SECONDS = 24 * 60 * 60;

export function popupCookieName(documentId: string): string {
  return `hall_popup_hidden_${documentId}`;
}

function isDismissed(popup: Popup): boolean {
  return getCookie(popupCookieName(popup.documentId)) === '1';
}

const copy = homeCopy.popup;

function PopupCard({ popup, onClose, onHideToday }: { popup: Popup; onClose: () => void; onHideToday: () => void }) {
  const href = safeHref(popup.linkUrl);
  const image = popup.image ? (
    <img
      src={imageUrlFor(popup.image, 500)}
      alt={popup.image.alternativeText || popup.title}
      width={popup.image.width ?? undefined}
      height={popup.image.height ?? undefined}
    />
  ) : (
    <span className="popup-card__title">{popup.title}</span>
  );

  return (
    <article className="popup-card" aria-label={popup.title}>
      <div className="popup-card__media">
        {href ? (
          <a
            href={href}
            aria-label={copy.openLink(popup.title)}
            {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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
export function PopupLayer() {
  const { data: popups } = usePopups();
  const [closed, setClosed] = useState<string[]>([]);

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
    >
      <div className={`popup-stack popup-stack--${Math.min(visible.length, 3)}`}>
        {visible.map((popup) => (
          <PopupCard
            key={popup.documentId}
            popup={popup}
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
