import { useState } from 'react';
import styled from 'styled-components';
import { useGetCartQuery, type CartSort } from '@/api/cartApi';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { Skeleton } from '@/ui/Skeleton';
import { useRemovalFocus } from '@/ui/hooks/useRemovalFocus';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { CartContents, Layout } from './CartContents';
import { CartEmpty } from './CartEmpty';
import { CART_SORTS } from './cartRules';
import type { CartSortLabel } from './CartSortControl';

const SKELETON_ROWS = 3;

/**
 * The cart call's arguments for a sort. Newest is the call's default: no arguments, the same
 * cached cart the header's badge reads, so the page opens without a second request.
 */
const cartArgs = (label: CartSortLabel): CartSort | undefined => {
  const option = CART_SORTS.find((entry) => entry.label === label);
  return !option || label === 'Newest' ? undefined : { sort: option.sort, order: option.order };
};

/**
 * /shopping-list (spec 001 §2, protected): 'My Cart', 'Always Free Shipping', the items sorted as
 * the shopper picks beside the order summary, or the empty state with best-match stylists.
 * While another sort order loads the current list stays, marked busy; a failed load offers a
 * retry. Focus stays in the list when an item leaves it.
 */
export const CartPage = () => {
  const [sort, setSort] = useState<CartSortLabel>('Newest');
  const query = useGetCartQuery(cartArgs(sort));
  const cart = query.currentData ?? (query.isFetching ? query.data : undefined);
  const ids = cart?.items.map((item) => item.id) ?? [];
  const { headingRef, linkRef, focusAfterRemoving } = useRemovalFocus(ids);

  const renderBody = () => {
    if (cart && cart.items.length === 0) return <CartEmpty />;
    if (cart) {
      return (
        <CartContents
          cart={cart}
          isUpdating={!query.currentData}
          sort={sort}
          onSortChange={setSort}
          linkRef={linkRef}
          focusAfterRemoving={focusAfterRemoving}
        />
      );
    }
    if (query.isError) {
      return (
        <ErrorState
          title="We couldn't load your cart"
          text="Check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading your cart…
        </p>
        <Layout aria-hidden="true" data-testid="cart-skeleton">
          <Rows>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Skeleton key={index} height="9.5rem" />
            ))}
          </Rows>
          <Skeleton height="20rem" />
        </Layout>
      </>
    );
  };

  return (
    <>
      <PageHead
        title="My Cart"
        description="The pieces you are thinking of buying: choose sizes and check out."
      />
      <PageContent>
        <Header>
          <PageTitle ref={headingRef} tabIndex={-1}>
            My Cart
          </PageTitle>
          <Note>Always Free Shipping</Note>
        </Header>
        {renderBody()}
      </PageContent>
    </>
  );
};

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
