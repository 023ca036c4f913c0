import { UID } from '@/api/currentUser';
import { patchOptimistically, type OptimisticLifecycle } from '@/api/optimistic';
import { cartApi, type ApiCartItem, type Cart, type CartItem } from './cartApi';

/** Adding an item: the item as the page shows it (for the optimistic row), its size and look. */
export type AddToCartArgs = { item: CartItem; size: string | null; lookId?: string | null };

const itemPath = (itemId: string) => `proxy/user/${UID}/cart/${encodeURIComponent(itemId)}`;

/** An item added: a new row first (the count and total follow), or a new size on its row. */
const withItemAdded =
  ({ item, size }: AddToCartArgs) =>
  (cart: Cart) => {
    const existing = cart.items.find((entry) => entry.id === item.id);
    if (existing) {
      existing.size = size ?? existing.size;
      return;
    }
    cart.items.unshift({ ...item, size });
    cart.itemsCount += 1;
    cart.totalPrice += item.price;
  };

const withItemRemoved = (itemId: string) => (cart: Cart) => {
  const removed = cart.items.find((existing) => existing.id === itemId);
  if (!removed) return;
  cart.items = cart.items.filter((existing) => existing.id !== itemId);
  cart.itemsCount = Math.max(0, cart.itemsCount - 1);
  cart.totalPrice -= removed.price;
};

/** What a cart change's onQueryStarted is given that it needs. */
type ChangeLifecycle = OptimisticLifecycle<ReturnType<typeof cartApi.util.updateQueryData>> & {
  getState: () => unknown;
};

/** Changes every cached cart (any sort order) at once, and puts each back if the call fails. */
const changeEveryCart = async (api: ChangeLifecycle, recipe: (cart: Cart) => void) => {
  const { updateQueryData, selectCachedArgsForQuery } = cartApi.util;
  const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
  await patchOptimistically(
    api,
    selectCachedArgsForQuery(state, 'getCart').map((cartArgs) =>
      updateQueryData('getCart', cartArgs, recipe),
    ),
  );
};

/**
 * Adding to and removing from the cart (spec 001 §4 "Cart"): every cached cart changes at once
 * (the header's badge, the cart page in any sort order, the chat's panel) and is rolled back when
 * the call fails; a success refetches the cart, so what shows is what the server has.
 */
export const cartChangesApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<ApiCartItem, AddToCartArgs>({
      query: ({ item, size, lookId }) => ({
        url: itemPath(item.id),
        method: 'POST',
        body: { size, ...(lookId ? { source_look_uuid: lookId } : {}) },
      }),
      onQueryStarted: (args, api) => changeEveryCart(api, withItemAdded(args)),
      invalidatesTags: (_result, error) => (error ? [] : ['Cart']),
    }),
    removeFromCart: build.mutation<unknown, { itemId: string }>({
      query: ({ itemId }) => ({ url: itemPath(itemId), method: 'DELETE' }),
      onQueryStarted: ({ itemId }, api) => changeEveryCart(api, withItemRemoved(itemId)),
      invalidatesTags: (_result, error) => (error ? [] : ['Cart']),
    }),
  }),
});

export const { useAddToCartMutation, useRemoveFromCartMutation } = cartChangesApi;
