import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { reportError } from '@/services/errorReporting';
import type { PaymentImplementationProps } from './paymentTypes';
import { PaymentFormLoading } from './PaymentFormLoading';
import { PaymentFormUnavailable } from './PaymentFormUnavailable';
import { getStripe } from '@/services/payments/stripeClient';

type StripeState =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/**
 * Stripe Embedded Checkout for the server's Checkout Session (`ui_mode: 'embedded_page'`). Stripe
 * shows its own form and button and, once paid, sends the shopper to the session's return URL
 * itself. Without a publishable key, or when Stripe.js cannot load, the unavailable state.
 */
export const StripePaymentForm = ({ clientSecret }: PaymentImplementationProps) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StripeState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getStripe().then(
      (stripe) => {
        if (current) setState({ status: 'ready', stripe });
      },
      (error: unknown) => {
        if (!current) return;
        reportError(error, { area: 'payments', provider: 'stripe' });
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const handleRetry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <PaymentFormLoading />;
  if (state.status === 'failed') return <PaymentFormUnavailable onRetry={handleRetry} />;
  return (
    <Frame>
      <EmbeddedCheckoutProvider stripe={state.stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </Frame>
  );
};

/** Stripe's iframe sizes itself; this keeps it in the page's column. */
const Frame = styled.div`
  width: 100%;
  min-height: 20rem;
`;
