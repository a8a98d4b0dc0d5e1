import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page.tsx';

interface State {
  error: unknown;
}

/** Catches a failing page so the visitor sees the branded error page with Reload and Home. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render:', error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next page a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}
