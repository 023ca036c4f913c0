import { Component, type ReactNode } from 'react';
import { reportError } from '@/services/errorReporting';
import { RouteErrorScreen } from './RouteErrorScreen';

type Props = {
  children: ReactNode;
  /** A new value (the path) clears a shown error. */ resetKey: string;
};
type State = { error: unknown; hasError: boolean; resetKey: string };

/**
 * An error boundary around each page: a render error or a lazy chunk that fails to load shows a
 * friendly screen (and is reported) instead of a blank page. Navigating elsewhere clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, hasError: false, error: null };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { boundary: 'route' });
  }

  override render() {
    return this.state.hasError ? (
      <RouteErrorScreen error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
