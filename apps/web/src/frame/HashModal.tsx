import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, useLocationHash } from './location-hash';
import './modal.css';

interface HashModalProps {
  /** The hash that opens it, without '#', e.g. "options". */
  name: string;
  title: string;
  children: ReactNode;
  /**
   * 'side' slides in from the reading start edge (the side menu); 'center' is a dialog; 'wide'
   * a dialog as wide as the window allows (charts; its width comes with its chunk's styles);
   * 'full' the whole screen (the video ad; its styles come with it too).
   */
  placement?: 'side' | 'center' | 'wide' | 'full';
}

/**
 * An overlay opened by the URL's hash. The native <dialog> in modal mode makes the page
 * behind it inert, so focus stays inside; Escape and the back button close it.
 */
export function HashModal({ name, title, children, placement = 'center' }: HashModalProps) {
  const { t } = useTranslation();
  const open = useLocationHash() === `#${name}`;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Asked once per opening: closeModal may go back in history, which lands later, and a second
  // call before it would go back past the page.
  const closing = useRef(false);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    closeModal();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) closing.current = false;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${placement}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // the URL decides what is open
        close();
      }}
      onClose={() => {
        // Chromium closes a dialog on Escape without a cancelable cancel event when the page has
        // had no user activation since its last one (close watchers' anti-abuse rule): the URL
        // must follow, or the overlay is gone while the game stays paused behind it.
        if (location.hash === `#${name}`) close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close(); // a tap on the backdrop
      }}
    >
      {open && (
        <div className="modal__body">
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={close} aria-label={t('menu.close')}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
