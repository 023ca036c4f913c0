import { Component, type ReactNode } from 'react';
import { reportError } from '@/services/errorReporting';
import { retryFailedLoads } from '@/ui/lazyComponent';
import { PaymentFormUnavailable } from './PaymentFormUnavailable';

type Props = {
  /** Which implementation is inside, for the error report. */
  provider: string;
  /** A new value (another checkout) clears a shown error. */
  resetKey: string;
  children: ReactNode;
};
type State = { hasError: boolean; resetKey: string };

/**
 * Catches a payment implementation whose code failed to load (offline, a dropped connection) or
 * that broke while rendering: reports it and shows the unavailable state, whose Try again
 * fetches the code anew. Nothing about the card or the client secret goes into the report.
 */
export class PaymentLoadBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { area: 'payments', provider: this.props.provider });
  }

  handleRetry = () => {
    retryFailedLoads();
    this.setState({ hasError: false });
  };

  override render() {
    if (this.state.hasError) return <PaymentFormUnavailable onRetry={this.handleRetry} />;
    return this.props.children;
  }
}
