import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './modal';
import './side-drawer.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name. */
  label: string;
  /** The close button's accessible name, in the page's words. */
  closeLabel: string;
  /** What the drawer's top row shows beside the close button. */
  heading: ReactNode;
  /** The edge it slides in from: the menu from the left, the cart from the right. */
  side?: 'left' | 'right';
  className?: string;
  children: ReactNode;
};

/**
 * A panel that slides in from an edge, on the browser's own modal <dialog>: focus stays inside,
 * and Escape, the close button, the backdrop or a followed link close it.
 */
export function SideDrawer({
  open,
  onClose,
  label,
  closeLabel,
  heading,
  side = 'left',
  className,
  children,
}: Props) {
  const dialog = useModalDialog(open, onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own key
    <dialog
      {...dialog}
      className={`side-drawer${side === 'right' ? ' side-drawer--right' : ''} ${className ?? ''}`}
      aria-label={label}
      onClick={(event) => {
        // The dialog element itself, not its body, is what a click on the backdrop hits.
        if (event.target === event.currentTarget) onClose();
        else if ((event.target as Element).closest('a')) onClose();
      }}
    >
      <div className="side-drawer__body">
        <div className="side-drawer__top">
          {heading}
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
