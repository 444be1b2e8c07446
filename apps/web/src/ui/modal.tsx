import { type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import { CloseIcon } from './icons';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** The close button's accessible name, in the page's words. */
  closeLabel: string;
  className?: string;
  children: ReactNode;
};

/**
 * What a <dialog> needs to be shown as a modal while `open` and hidden when not: the browser keeps
 * the focus inside it, and Escape asks `onClose`, so the caller's `open` stays the one truth.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return {
    ref,
    onClose,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
  };
}

/**
 * A modal on the browser's own <dialog>: focus stays inside, Escape closes it, and so does a
 * click on the backdrop.
 */
export function Modal({ open, onClose, title, hideTitle, closeLabel, className, children }: Props) {
  const dialog = useModalDialog(open, onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own key
    <dialog
      {...dialog}
      className={`modal ${className ?? ''}`}
      aria-label={title}
      onClick={(event) => {
        // A click on the dialog itself, not its body, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__body">
        <div className="modal__header">
          {hideTitle ? null : <h2 className="modal__title">{title}</h2>}
          <button
            type="button"
            className="icon-button modal__close"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <CloseIcon />
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
