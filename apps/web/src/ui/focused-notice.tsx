import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A confirmation that takes the focus as it appears, in place of the control that led to it (an
 * order placed, a proof sent): a keyboard user goes on from here rather than from the top of the
 * page, and a screen reader reads it.
 */
export function FocusedNotice({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className={className} role="status">
      {children}
    </p>
  );
}
