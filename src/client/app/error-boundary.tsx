import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/client/features/errors/pages/error-page';

interface State {
  error: Error | null;
}

/** Any failure while showing a page becomes the error page (Internal Server Error, 500 by default). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('Page failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPage onRetry={() => this.setState({ error: null })} />;
  }
}
