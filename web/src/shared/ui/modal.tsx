import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons in the footer; a close button is always present. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
  hideDefaultClose?: boolean;
  /**
   * Rendered where it stands in the page instead of at the end of <body>, so that the server can
   * render it too (the home page's popups, open as the page loads). Its place must not be inside
   * an element that makes `position: fixed` relative to itself (transform, filter, contain).
   */
  inline?: boolean;
}

/** Accessible modal dialog: labelled, traps focus, closes on Escape and backdrop, restores focus. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  className,
  hideDefaultClose,
  inline = false,
}: ModalProps) {
  const titleId = useId();
  const copy = useCopy(sharedCopy);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Focus moves in with the next frame: focusing now would force a layout of the whole page in
    // the middle of rendering it (the home page's popups open as it first renders).
    const focusFrame = requestAnimationFrame(() => (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus());

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(focusFrame);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const dialog = (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__x" onClick={onClose} aria-label={copy.modalClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer || !hideDefaultClose ? (
          <div className="modal__footer">
            {footer}
            {hideDefaultClose ? null : (
              <button type="button" className="button button--primary" onClick={onClose}>
                {copy.modalClose}
              </button>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
  return inline ? dialog : createPortal(dialog, document.body);
}
