import type { ReactNode } from 'react';
import './form.css';

type Props = {
  /** For a control to point at it. */
  id?: string;
  /** Places it in its page's layout. */
  className?: string;
  /** Read out as it appears (the default); not for a failure the page shows while it loads. */
  announce?: boolean;
  children: ReactNode;
};

/** Why a form's send or a change on a page failed, in the page's one look for it. */
export function ErrorBanner({ id, className, announce = true, children }: Props) {
  return (
    <p
      id={id}
      className={className ? `error-banner ${className}` : 'error-banner'}
      role={announce ? 'alert' : undefined}
    >
      {children}
    </p>
  );
}
