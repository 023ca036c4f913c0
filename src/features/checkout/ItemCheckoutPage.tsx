import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BLANK_ADDRESS, type ShippingAddress } from '@shared/shipping';
import { useGetCartQuery } from '@/api/cartApi';
import { useGetShippingAddressQuery, useGetShoppingCreditQuery } from '@/api/checkoutApi';
import { useAppDispatch } from '@/app/hooks';
import { decodeCheckoutParams, type CheckoutSelection } from '@/lib/checkoutParams';
import { formatCharge } from '@/lib/money';
import { PaymentForm } from '@/blocks/payments/PaymentForm';
import { Button } from '@/ui/Button';
import { CodeField } from '@/blocks/CodeField';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { Spinner } from '@/ui/Spinner';
import { toastShown } from '@/blocks/modals/uiSlice';
import { AddressForm } from '@/blocks/address/AddressForm';
import { AddressSummary } from '@/blocks/address/AddressSummary';
import { CheckoutItems } from './CheckoutItems';
import { PaymentStep } from '@/blocks/payments/PaymentStep';
import { useItemCheckout } from './useItemCheckout';

const CART_PATH = '/shopping-list';
export const EMPTY_SELECTION_MESSAGE = 'Choose the items you want to check out in your cart.';

/**
 * /shopping-list/checkout?params= (spec 001 §2, §4 "Item checkout address step"): the selection
 * from the cart, the shipping address (a saved one fills in and skips editing), then payment
 * through the payments adapter. A selection that cannot be read goes back to the cart.
 */
export const ItemCheckoutPage = () => {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('params');
  const selection = useMemo(() => decodeCheckoutParams(raw), [raw]);
  return (
    <>
      <PageHead title="Checkout" description="Your shipping address, then payment." />
      {selection.items.length === 0 ? <BackToCart /> : <ItemCheckout selection={selection} />}
    </>
  );
};

const BackToCart = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(toastShown({ content: EMPTY_SELECTION_MESSAGE }));
    void navigate(CART_PATH, { replace: true });
  }, [dispatch, navigate]);
  return null;
};

const ItemCheckout = ({ selection }: { selection: CheckoutSelection }) => {
  const cart = useGetCartQuery();
  const saved = useGetShippingAddressQuery();
  /** The address the shopper confirmed or is editing; null until the saved one is known. */
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [code, setCode] = useState('');
  const credit = useGetShoppingCreditQuery();

  const lines = useMemo(
    () =>
      selection.items.flatMap(({ uuid, size }) => {
        const item = cart.data?.items.find((entry) => entry.id === uuid);
        return item ? [{ item, size }] : [];
      }),
    [cart.data, selection.items],
  );
  /** What is paid for is what the page lists: the selection's items still in the cart. */
  const listed = useMemo(
    () => ({
      source: selection.source,
      items: lines.map(({ item, size }) => ({ uuid: item.id, size })),
    }),
    [lines, selection.source],
  );
  const { checkout, start, isStarting, failure, reset } = useItemCheckout(listed);

  if (cart.isError || saved.isError) {
    return (
      <Frame>
        <ErrorState
          title="We couldn't load your checkout"
          text="Check your connection and try again."
          onRetry={() => {
            void cart.refetch();
            void saved.refetch();
          }}
        />
      </Frame>
    );
  }
  if (!cart.data || saved.isLoading) {
    return (
      <Frame>
        <Spinner label="Loading your checkout" />
      </Frame>
    );
  }
  if (lines.length === 0) {
    return (
      <Frame>
        <ErrorState
          title="These items are no longer in your cart"
          text="They may have been bought or removed. Your cart has everything you kept."
          actions={<Link to={CART_PATH}>Back to my cart</Link>}
        />
      </Frame>
    );
  }

  const current = address ?? saved.data ?? null;
  const editing = isEditing || !current || failure?.kind === 'address';

  const confirm = (confirmed: ShippingAddress) => {
    setAddress(confirmed);
    setIsEditing(false);
    void start(confirmed, code);
  };
  const edit = () => {
    reset();
    setIsEditing(true);
  };
  // Before the button that starts payment, so the code is met first in reading order.
  const codeAndCredit = !checkout && (
    <>
      <CodeField
        value={code}
        onChange={setCode}
        error={failure?.kind === 'code' ? failure.message : null}
        disabled={isStarting}
      />
      {(credit.data ?? 0) > 0 && (
        <CreditNote>
          Your shopping credit of {formatCharge(credit.data ?? 0)} is applied at payment.
        </CreditNote>
      )}
    </>
  );

  return (
    <Frame>
      <Columns>
        <Steps>
          <Step aria-labelledby="shipping-heading">
            <StepHeading id="shipping-heading">Shipping address</StepHeading>
            {editing ? (
              <AddressForm
                initial={current ?? BLANK_ADDRESS}
                serverErrors={failure?.kind === 'address' ? failure.fields : undefined}
                isSubmitting={isStarting}
                onSubmit={confirm}
              >
                {codeAndCredit}
              </AddressForm>
            ) : (
              <>
                <AddressSummary address={current} />
                <Button variant="ghost" onClick={edit} disabled={isStarting}>
                  Edit address
                </Button>
                {codeAndCredit}
                {!checkout && (
                  <Button
                    variant="major"
                    size="lg"
                    fullWidth
                    isLoading={isStarting}
                    onClick={() => void start(current, code)}
                  >
                    Continue to Payment
                  </Button>
                )}
              </>
            )}
          </Step>
          {failure?.kind === 'unavailable' && (
            <ErrorState
              title="Your selection changed"
              text={failure.message}
              actions={<Link to={CART_PATH}>Back to my cart</Link>}
            />
          )}
          {failure?.kind === 'failed' && (
            <ErrorState
              title="We couldn't start your payment"
              text="Nothing was charged. Please try again in a moment."
              onRetry={current ? () => void start(current, code) : undefined}
            />
          )}
          {checkout?.secret && (
            <PaymentStep>
              <PaymentForm
                provider={checkout.provider}
                clientSecret={checkout.secret}
                payLabel={`Pay ${formatCharge(checkout.total)}`}
              />
            </PaymentStep>
          )}
        </Steps>
        <CheckoutItems lines={lines} totals={checkout} />
      </Columns>
    </Frame>
  );
};

const Frame = ({ children }: { children: React.ReactNode }) => (
  <Main>
    <Header>
      <h1>Checkout</h1>
      <Note>Free shipping &amp; Returns</Note>
    </Header>
    {children}
  </Main>
);

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxxl}`};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
  }
`;

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const CreditNote = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StepHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
