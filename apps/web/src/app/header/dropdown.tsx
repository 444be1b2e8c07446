import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../lib/hooks';
import { ChevronDownIcon } from '../../ui/icons';

type Props = {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name, when its visible label is not enough. */
  buttonName?: string;
  className?: string;
  panelClassName?: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  children: ReactNode;
};

/**
 * A button that shows and hides a panel (the disclosure pattern). The panel closes on Escape
 * (focus goes back to the button), on a click outside, on scrolling, and when a link in it is
 * followed or a button marked `data-closes-dropdown` is pressed.
 */
export function Dropdown({ label, buttonName, className, panelClassName, align = 'start', children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    // A followed link (or a button marked data-closes-dropdown) closes the panel.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('.dropdown__panel') && target.closest('a, [data-closes-dropdown]')) setOpen(false);
    };
    element.addEventListener('keydown', onKey);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div ref={root} className={`dropdown${open ? ' dropdown--open' : ''} ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonName}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <div
        id={panelId}
        className={`dropdown__panel dropdown__panel--${align} ${panelClassName ?? ''}`}
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
