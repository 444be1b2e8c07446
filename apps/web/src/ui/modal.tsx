import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
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

/** What the Tab key can reach; disabled controls and hidden ones are filtered out after. */
const TABBABLE =
  'a[href],button,input:not([type="hidden"]),select,textarea,summary,[tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes round to the first, and Shift+Tab from the first to the last. A
 * modal <dialog> makes the page behind inert, yet Chromium lets Tab leave it for the browser's
 * own toolbar, where a keyboard user is lost until they find their way back.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = event.currentTarget;
  const stops = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0 &&
      // Of a group of radios only the chosen one is a stop, when one is chosen.
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !element.checked &&
        element.form?.querySelector(`input[type=radio][name="${element.name}"]:checked`)
      ),
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What a <dialog> needs to be shown as a modal while `open` and hidden when not. Every modal and
 * drawer of the shop goes through here, so they all behave alike: `showModal()` moves the focus
 * to the first control inside and makes the page behind inert; `wrapTab` keeps Tab and Shift+Tab
 * going round inside; Escape asks `onClose`, so the caller's `open` stays the one truth; and
 * `close()` gives the focus back to the control that had it before opening.
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
    // Implied by showModal(), said outright for screen readers that read only the attribute.
    'aria-modal': true,
    // The browser tells of a close a moment later (a queued task): by then the dialog may have been
    // opened again, by a quick Enter on its opener, and that late word must not close it.
    onClose: () => {
      if (!ref.current?.open) onClose();
    },
    onKeyDown: wrapTab,
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
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own key
    <dialog
      {...dialog}
      className={`modal ${className ?? ''}`}
      // Named by its heading when it shows one, by the same words unseen when it does not.
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? title : undefined}
      onClick={(event) => {
        // A click on the dialog itself, not its body, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__body">
        <div className="modal__header">
          {hideTitle ? null : (
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
          )}
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
