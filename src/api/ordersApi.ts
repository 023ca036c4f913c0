import { UID } from './currentUser';
import { gatewayApi } from './gatewayApi';
import {
  toOrder,
  toOrdersPage,
  type ApiOrder,
  type ApiOrdersPage,
  type Order,
  type OrdersPage,
} from './orders';

/** Spec 001 §9: orders come 30 a page, pages counted from 1. */
export const ORDERS_PAGE_SIZE = 30;

/** The orders list's tag: a completed order joins it. */
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

/**
 * Orders (spec 001 §7 "Orders and checkout"; docs/contracts/shopping.md): the shopper's paid
 * orders page by page, newest first; one order by id (the confirmation page), and its
 * completion once paid. A completion's answer becomes the order's cached copy; it refreshes the
 * orders list and the cart (the paid items have left it).
 */
export const ordersApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.infiniteQuery<OrdersPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.nextPage !== null && lastPage.nextPage > lastPageParam
            ? lastPage.nextPage
            : undefined,
      },
      query: ({ pageParam }) => ({
        url: `proxy/user/${UID}/orders`,
        params: { from: pageParam, count: ORDERS_PAGE_SIZE },
      }),
      transformResponse: (response: ApiOrdersPage) => toOrdersPage(response),
      providesTags: [ORDER_LIST],
    }),
    getCheckout: build.query<Order, string>({
      query: (orderId) => ({ url: '/checkout', params: { orderId } }),
      transformResponse: (response: ApiOrder) => toOrder(response),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    completeCheckout: build.mutation<Order, string>({
      query: (orderId) => ({ url: '/complete', method: 'POST', body: { orderId } }),
      transformResponse: (response: ApiOrder) => toOrder(response),
      async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(ordersApi.util.upsertQueryData('getCheckout', orderId, data));
        } catch {
          // The page shows the failure.
        }
      },
      // 'Order' too: the saved shipping address is the last paid order's.
      invalidatesTags: (_result, error) => (error ? [] : [ORDER_LIST, 'Order', 'Cart']),
    }),
  }),
});

export const { useGetOrdersInfiniteQuery, useGetCheckoutQuery, useCompleteCheckoutMutation } =
  ordersApi;
