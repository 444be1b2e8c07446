import { type ReactNode, useEffect, useRef } from 'react';
import { CloseIcon } from './icons';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the browser's own <dialog>: focus stays inside, Escape closes it, and so does a
 * click on the backdrop.
 */
export function Modal({ open, onClose, title, hideTitle, closeLabel = 'Close', className, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  useEffect(() => {
    const element = dialog.current;
    // A click on the dialog itself, not its body, is a click on the backdrop.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) onClose();
    };
    element?.addEventListener('click', onBackdrop);
    return () => element?.removeEventListener('click', onBackdrop);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
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
