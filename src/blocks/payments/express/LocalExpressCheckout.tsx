import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BLANK_ADDRESS, type ShippingAddress } from '@shared/shipping';
import { useCreateExpressCheckoutMutation, type ExpressIntent } from '@/api/checkoutApi';
import { formatCharge } from '@/lib/money';
import { AddressForm } from '@/blocks/address/AddressForm';
import { FormAlert } from '@/ui/FormAlert';
import { Modal } from '@/ui/Modal';
import { ErrorText } from '@/ui/ErrorText';
import { PaymentForm } from '../PaymentForm';
import { PaymentStep } from '../PaymentStep';
import { ExpressButton } from './ExpressButton';
import { ExpressLinesList } from './ExpressLinesList';
import { EXPRESS_MESSAGES, expressLineItems, taxAddressOf } from './expressLines';
import type { ExpressImplementationProps } from './expressTypes';
import { totalsOf, useExpressTaxes } from './useExpressTaxes';

/** Waits for typing to pause before asking the server for taxes. */
const TAX_DEBOUNCE_MS = 300;

/**
 * The local stand-in for a wallet's express checkout (no Stripe key configured): the button opens
 * a sheet that takes the shipping address, recalculates taxes on every change (the item plus
 * Duties), then opens the order and takes the test card like the local payment form.
 */
export const LocalExpressCheckout = (props: ExpressImplementationProps) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ExpressButton onClick={() => setIsOpen(true)} />
      {isOpen && <ExpressSheet {...props} onClose={() => setIsOpen(false)} />}
    </>
  );
};

const ExpressSheet = ({
  item,
  size,
  source,
  returnUrl,
  onClose,
}: ExpressImplementationProps & { onClose: () => void }) => {
  const items = [{ uuid: item.uuid, size }];
  const { state, update } = useExpressTaxes({ uuid: item.uuid, size });
  const [createIntent, { isLoading }] = useCreateExpressCheckoutMutation();
  const [intent, setIntent] = useState<ExpressIntent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const handleAddressChange = useCallback(
    (address: ShippingAddress) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void update(taxAddressOf(address)), TAX_DEBOUNCE_MS);
    },
    [update],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  // Once priced by the server, its price and tax: what the sheet shows is what is charged.
  const priced = intent ?? totalsOf(state);
  const lines = expressLineItems(item.name, priced?.subtotal ?? item.price, priced?.tax ?? 0);

  const handleSubmit = async (shippingAddress: ShippingAddress) => {
    setFailure(null);
    try {
      const created = await createIntent({ items, shippingAddress, returnUrl, source }).unwrap();
      if (created.provider !== 'local') throw new Error('Express checkout provider mismatch');
      setIntent(created);
    } catch {
      setFailure(EXPRESS_MESSAGES.intentFailed);
    }
  };

  return (
    <Modal title="Express checkout" onClose={onClose} size="md">
      <Sheet>
        <Item>
          {item.name} · Size {size}
        </Item>
        <ExpressLinesList lines={lines} pending={state.status === 'calculating'} />
        {intent ? (
          <PaymentStep>
            <PaymentForm
              provider="local"
              clientSecret={intent.secret}
              payLabel={`Pay ${formatCharge(intent.total)}`}
              failurePrefix="Payment error: "
            />
          </PaymentStep>
        ) : (
          <AddressForm
            initial={BLANK_ADDRESS}
            isSubmitting={isLoading}
            isBlocked={state.status === 'rejected' || state.status === 'calculating'}
            onAddressChange={handleAddressChange}
            onSubmit={(address) => void handleSubmit(address)}
          >
            {state.status === 'rejected' && <ErrorText role="alert">{state.message}</ErrorText>}
            <FormAlert message={failure} />
          </AddressForm>
        )}
      </Sheet>
    </Modal>
  );
};

const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.p`
  margin: 0;
  font-weight: 600;
`;
