import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { FullPageSpinner } from '@/ui/Spinner';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { OrderAddress } from './OrderAddress';
import { OrderSummary } from './OrderSummary';
import { useOrderConfirmation } from './useOrderConfirmation';

const TITLE = 'Thank You For Your Order';

/**
 * /confirmation and /shopping-list/checkout/confirmation (spec 001 §2, §4): where the payment
 * provider returns after an item checkout or an express checkout. Shows the order number, the
 * shipping address and the order summary once the order is paid and completed; see
 * `useOrderConfirmation` for what happens before.
 */
export const OrderConfirmationPage = () => {
  const state = useOrderConfirmation();
  const head = <PageHead title={TITLE} description="Your order confirmation." />;

  if (state.kind === 'lost') return <Navigate to="/inbox" replace />;
  if (state.kind === 'loading' || state.kind === 'completing') {
    return (
      <>
        {head}
        <FullPageSpinner
          label={state.kind === 'loading' ? 'Loading your order…' : 'Confirming your order…'}
        />
      </>
    );
  }
  if (state.kind === 'unpaid') {
    return (
      <>
        {head}
        <PageContent $gap="xl">
          <Lead role="status">
            This order hasn&rsquo;t been paid yet. Taking you back…{' '}
            <Link to="/shopping-list">Go to my cart</Link>
          </Lead>
        </PageContent>
      </>
    );
  }
  if (state.kind === 'failed') {
    return (
      <>
        {head}
        <ErrorState
          title="We couldn't confirm your order"
          text="Please check your connection and try again."
          onRetry={state.retry}
          actions={
            <ButtonLink to="/orders" variant="secondary">
              View my orders
            </ButtonLink>
          }
        />
      </>
    );
  }

  const { order, isExpress } = state;
  return (
    <>
      {head}
      <PageContent $gap="xl">
        <Header>
          <PageTitle>{TITLE}</PageTitle>
          <Lead>
            Order number <strong>{order.number}</strong>
          </Lead>
          <Muted>Shipping and returns are always free.</Muted>
        </Header>
        <Columns>
          <OrderSummary order={order} isExpress={isExpress} />
          {order.shippingAddress && <OrderAddress address={order.shippingAddress} />}
        </Columns>
        <Actions>
          <ButtonLink to="/orders">View my orders</ButtonLink>
          <ButtonLink to="/feed" variant="secondary">
            Keep shopping
          </ButtonLink>
        </Actions>
      </PageContent>
    </>
  );
};

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
