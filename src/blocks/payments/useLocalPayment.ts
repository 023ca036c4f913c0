import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportError } from '@/services/errorReporting';
import { toCardPayload, type CardValues } from './cardInput';
import { newIdempotencyKey } from '@/services/payments/idempotencyKey';
import { useConfirmLocalPaymentMutation } from '@/api/localPaymentsApi';
import { paymentFailureOf, type PaymentFailure } from './paymentOutcome';
import { returnTargetOf } from './returnTarget';

export type PayResult = { paid: true } | { paid: false; failure: PaymentFailure | null };

/**
 * Confirms the local checkout at most once at a time, with one idempotency key per attempt: a
 * repeated Pay after an unknown outcome reuses the key (the server answers the first result
 * instead of charging again); only a definite "not paid" starts a new attempt. Once paid, the
 * shopper goes to the return URL: in-app paths through the router, anything else by the browser.
 */
export const useLocalPayment = (secret: string) => {
  const [confirm] = useConfirmLocalPaymentMutation();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const busy = useRef(false);

  const followReturnUrl = (returnUrl: string) => {
    const target = returnTargetOf(returnUrl);
    if (target.kind === 'app') void navigate(target.path, { replace: true });
    else if (target.kind === 'page') window.location.assign(target.url);
    else {
      reportError(new Error('Payment return URL is not http(s)'), { area: 'payments' });
      void navigate('/', { replace: true });
    }
  };

  const pay = async (card: CardValues): Promise<PayResult> => {
    // A second submit while the first is on its way (Enter pressed twice) does nothing.
    if (busy.current) return { paid: false, failure: null };
    busy.current = true;
    attemptKey.current ??= newIdempotencyKey();
    try {
      const idempotencyKey = attemptKey.current;
      const { returnUrl } = await confirm({
        secret,
        ...toCardPayload(card),
        idempotencyKey,
      }).unwrap();
      // Stays busy: the payment is done and the page is about to change.
      followReturnUrl(returnUrl);
      return { paid: true };
    } catch (error) {
      busy.current = false;
      const failure = paymentFailureOf(error);
      if (failure.definite) attemptKey.current = null;
      return { paid: false, failure };
    }
  };

  return { pay };
};
