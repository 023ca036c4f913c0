import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetOrdersInfiniteQuery } from '@/api/ordersApi';
import type { Order } from '@/api/orders';
import { formatOrderDate } from '@/lib/dates';
import { formatCharge } from '@/lib/money';
import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { SettingsPanel } from '../SettingsPanel';

/** How many of the latest orders the tab shows; /orders has them all. */
export const RECENT_ORDERS = 3;

const itemCount = (order: Order) =>
  `${order.items.length} item${order.items.length === 1 ? '' : 's'}`;

/** Orders: the count and the latest few, with the way to every order on /orders. */
export const OrdersTab = () => {
  const { data, isLoading, isError, refetch } = useGetOrdersInfiniteQuery();
  const firstPage = data?.pages[0];
  const orders = firstPage?.orders.slice(0, RECENT_ORDERS) ?? [];
  const total = firstPage ? firstPage.total || firstPage.orders.length : 0;

  return (
    <SettingsPanel title="Orders">
      {isLoading && (
        <Rows role="status">
          <span className="visually-hidden">Loading orders…</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="4rem" />
          ))}
        </Rows>
      )}
      {!data && isError && (
        <ErrorState
          title="We couldn’t load your orders"
          text="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {data && total === 0 && (
        <Empty>
          <p>No orders yet. Let your stylist do some shopping for you!</p>
          <ButtonLink to="/stylistSearch">Let&apos;s get styling</ButtonLink>
        </Empty>
      )}
      {data && total > 0 && (
        <>
          <p>
            You made {total} order{total === 1 ? '' : 's'}.
            {total > orders.length ? ` Here are the latest ${orders.length}.` : ''}
          </p>
          <Rows as="ul" aria-label="Latest orders">
            {orders.map((order) => (
              <OrderRow key={order.id || order.number}>
                <strong>Order no {order.number}</strong>
                <span>{formatOrderDate(order.created)}</span>
                <span>
                  {itemCount(order)} · {formatCharge(order.priceBreakdown.total)}
                </span>
              </OrderRow>
            ))}
          </Rows>
          <p>
            <Link to="/orders">See all your orders</Link>
          </p>
        </>
      )}
    </SettingsPanel>
  );
};

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OrderRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: 1fr auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;
