import { Component, type ReactNode } from 'react';
import { reportError } from '@/services/errorReporting';
import { FormAlert } from '@/ui/FormAlert';
import { EXPRESS_MESSAGES } from './expressLines';

type State = { hasError: boolean };

/** A crashed express-checkout widget says so (spec 001 §8) instead of taking the page down. */
export class ExpressCheckoutBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { area: 'payments', widget: 'express' });
  }

  override render() {
    if (this.state.hasError) return <FormAlert message={EXPRESS_MESSAGES.widgetCrashed} />;
    return this.props.children;
  }
}
