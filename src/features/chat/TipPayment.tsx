import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { PaymentForm } from '@/blocks/payments/PaymentForm';
import { PaymentStep } from '@/blocks/payments/PaymentStep';
import type { PaymentProvider } from '@/blocks/payments/paymentTypes';
import { toastShown } from '@/blocks/modals/uiSlice';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';

export type TipCheckout = { provider: PaymentProvider; clientSecret: string; amount: number };

type TipPaymentProps = {
  stylistName: string;
  checkout: TipCheckout;
  onBack: () => void;
  onClose: () => void;
};

/**
 * A tip's own payment, when no card is on file to charge (the server opened a checkout for it):
 * the payment form for the tip, whose card is kept for the next tip. Paid, the shopper comes back
 * to the chat with `?tip=paid` (the local form through the router, so this closes with the thank
 * you; Stripe's Embedded Checkout reloads the page there).
 */
export const TipPayment = ({ stylistName, checkout, onBack, onClose }: TipPaymentProps) => {
  const dispatch = useAppDispatch();
  const location = useLocation();
  // Only a navigation after this view opened is this payment's return (the page may already
  // carry `?tip=paid` from an earlier tip).
  const [openedAt] = useState(location.key);
  const paid =
    location.key !== openedAt && new URLSearchParams(location.search).get('tip') === 'paid';

  useEffect(() => {
    if (!paid) return;
    dispatch(
      toastShown({
        content: `Thank you! Your ${formatMoney(checkout.amount)} tip is on its way to ${stylistName}.`,
      }),
    );
    onClose();
  }, [paid, checkout.amount, stylistName, dispatch, onClose]);

  return (
    <Modal title={`Tip ${stylistName}`} size="sm" onClose={onClose}>
      <Body>
        <Lead>
          There’s no card on file to charge yet. Pay your {formatMoney(checkout.amount)} tip here;
          your card is kept for your next tip.
        </Lead>
        <PaymentStep>
          <PaymentForm
            provider={checkout.provider}
            clientSecret={checkout.clientSecret}
            payLabel={`Pay ${formatMoney(checkout.amount)}`}
          />
        </PaymentStep>
        <div>
          <Button type="button" variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      </Body>
    </Modal>
  );
};

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin: 0;
`;
