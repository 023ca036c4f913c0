import { Suspense } from 'react';
import { lazyComponent } from '@/ui/lazyComponent';
import { PaymentFormLoading } from './PaymentFormLoading';
import { PaymentLoadBoundary } from './PaymentLoadBoundary';
import type { PaymentFormProps, PaymentImplementationProps, PaymentProvider } from './paymentTypes';

/** Each in its own chunk: Stripe's SDK is fetched only when a Stripe checkout is shown. */
const implementations = {
  stripe: lazyComponent<PaymentImplementationProps>(() =>
    import('./StripePaymentForm').then((module) => module.StripePaymentForm),
  ),
  local: lazyComponent<PaymentImplementationProps>(() =>
    import('./LocalPaymentForm').then((module) => module.LocalPaymentForm),
  ),
} satisfies Record<PaymentProvider, unknown>;

/**
 * Takes a payment for a checkout the server opened: Stripe Embedded Checkout, or the reference
 * server's local card form when no Stripe key is configured. A spinner while its code loads; the
 * "unable to load the payment form" state (spec 000 §8) with Try again when it cannot.
 */
export const PaymentForm = ({
  provider,
  clientSecret,
  payLabel,
  failurePrefix,
}: PaymentFormProps) => {
  const Implementation = implementations[provider];
  return (
    <PaymentLoadBoundary provider={provider} resetKey={`${provider}:${clientSecret}`}>
      <Suspense fallback={<PaymentFormLoading />}>
        <Implementation
          key={clientSecret}
          clientSecret={clientSecret}
          payLabel={payLabel}
          failurePrefix={failurePrefix}
        />
      </Suspense>
    </PaymentLoadBoundary>
  );
};
