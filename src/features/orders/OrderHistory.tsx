import styled from 'styled-components';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import type { Order } from '@/api/orders';
import { useGetOrdersInfiniteQuery } from '@/api/ordersApi';
import { EmptyPanel } from '@/ui/EmptyPanel';
import { ErrorState } from '@/ui/ErrorState';
import { ListEnd } from '@/ui/ListEnd';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { OrderCard } from './OrderCard';
import { orderCountText } from './orderRules';
import { OrdersSkeleton } from './OrdersSkeleton';

/** Each order once, even when a new order moved the page boundaries between two page loads. */
const uniqueOrders = (pages: readonly { orders: Order[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.orders)
    .filter((order) => {
      const key = order.id || order.number;
      return !key || (!seen.has(key) && Boolean(seen.add(key)));
    });
};

/**
 * The shopper's orders, newest first as the server sends them, 30 a page: the next page as the
 * shopper nears the end (or with 'Load more orders'), a retry when a page fails, and a last line
 * once every order is shown. The count is the first page's quota_max.
 */
export const OrderHistory = () => {
  const history = useGetOrdersInfiniteQuery();
  const { data: user } = useGetCurrentUserQuery();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const orders = data ? uniqueOrders(data.pages) : [];
  const count = data?.pages[0]?.total || orders.length;
  const { listRef, loadMore } = useLoadMoreFocus(orders.length, fetchNextPage);

  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !data || isFetchingNextPage || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  if (history.isLoading) return <OrdersSkeleton />;
  if (!data) {
    return (
      <ErrorState
        title="We couldn't load your orders"
        text="Please check your connection and try again."
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (orders.length === 0 && !hasNextPage) {
    return (
      <EmptyPanel
        text="No orders yet. Let your stylist do some shopping for you!"
        linkTo="/stylistSearch"
        linkLabel="Let's get styling"
      />
    );
  }
  return (
    <>
      <Count>{orderCountText(user?.firstName ?? '', count)}</Count>
      <List ref={listRef}>
        {orders.map((order, index) => (
          <li key={order.id || `${order.number}-${index}`}>
            <OrderCard order={order} />
          </li>
        ))}
      </List>
      <p role="status" className="visually-hidden">
        {`Showing ${orders.length} of ${Math.max(count, orders.length)} orders`}
      </p>
      <ListEnd
        noun="orders"
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onLoadMore={loadMore}
        endText="That’s every order you’ve made."
      />
    </>
  );
};

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
