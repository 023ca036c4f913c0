import { Component, type ReactNode } from 'react';
import { reportError } from '@/services/errorReporting';
import { RouteErrorScreen } from './RouteErrorScreen';

type State = { error: unknown; hasError: boolean };

/** The last line of defence: if the shell itself fails, show a way out, never a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { boundary: 'app' });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main>
        <RouteErrorScreen error={this.state.error} />
      </main>
    );
  }
}
