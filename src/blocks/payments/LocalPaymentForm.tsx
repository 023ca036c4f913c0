import { useEffect } from 'react';
import type { PaymentImplementationProps } from './paymentTypes';
import { LocalCardForm } from './LocalCardForm';
import { useGetLocalPaymentSessionMutation } from '@/api/localPaymentsApi';
import { PaymentFormLoading } from './PaymentFormLoading';
import { PaymentFormUnavailable } from './PaymentFormUnavailable';

/**
 * The reference server's payments stand-in (no Stripe key configured): looks the checkout
 * session up by its client secret, then shows the card form. A session that cannot be loaded
 * (no connection, a time-out, a server fault, an unknown session) shows the unavailable state;
 * the base query has already reported it.
 */
export const LocalPaymentForm = ({
  clientSecret,
  payLabel,
  failurePrefix,
}: PaymentImplementationProps) => {
  const [loadSession, { data: session, isError }] = useGetLocalPaymentSessionMutation();

  useEffect(() => {
    void loadSession({ secret: clientSecret });
  }, [clientSecret, loadSession]);

  const handleRetry = () => {
    void loadSession({ secret: clientSecret });
  };

  if (isError) return <PaymentFormUnavailable onRetry={handleRetry} />;
  if (!session) return <PaymentFormLoading />;
  return (
    <LocalCardForm
      session={session}
      secret={clientSecret}
      payLabel={payLabel}
      failurePrefix={failurePrefix}
    />
  );
};
