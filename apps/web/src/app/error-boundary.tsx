import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page page--message" role="alert">
        <h1>Something went wrong.</h1>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </main>
    );
  }
}
