import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useHref } from 'react-router';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';
import { errorMessages } from './error-boundary-messages';

/** The failure's words; a function component, since only those can read the shopper's language. */
function FailureMessage() {
  const t = useT(errorMessages);
  // The home page in the address's language (/bn/ on a Bengali one).
  const home = useHref('/');
  return (
    <main id="main" tabIndex={-1} className="page page--message" role="alert">
      <PageTitle page={t('somethingWentWrong')} />
      <h1>{t('somethingWentWrong')}</h1>
      <p>
        {/* A full load: whatever broke the page starts afresh. */}
        <a href={home}>{t('backHome')}</a>
      </p>
    </main>
  );
}

type Props = { children: ReactNode };
type State = { failed: boolean };

/** What a shopper sees when a page fails to render, instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FailureMessage /> : this.props.children;
  }
}
