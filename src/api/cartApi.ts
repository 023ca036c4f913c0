import { gatewayApi } from '@/api/gatewayApi';
import { UID } from '@/api/currentUser';

/** A cart item as the server sends it (spec 001 §3 "Cart item", server sources). */
export type ApiCartItem = {
  item_uuid?: string;
  uuid?: string;
  name?: string;
  picture?: string | null;
  picture_large?: string | null;
  brand_name?: string | null;
  brand?: string | null;
  retailer_name?: string | null;
  retail_price?: number | null;
  sale_price?: number | null;
  price?: number | null;
  buy_url?: string | null;
  buy_url_short?: string | null;
  description?: string | null;
  source_look_uuid?: string | null;
  originalItemUnique?: string | null;
  is_in_closet?: boolean;
  is_shoppable?: boolean;
  available_for_checkout?: boolean;
  sizes?: string[] | null;
  /** The size the shopper chose for it, if any. */
  size?: string | null;
};

export type ApiCartResponse = {
  items?: ApiCartItem[];
  quota_max?: number;
  total_price?: number;
  nextPage?: number | null;
};

export type CartItem = {
  id: string;
  title: string;
  picture: string | null;
  brand: string;
  retailer: string;
  retailPrice: number;
  salePrice: number | null;
  price: number;
  buyUrl: string | null;
  /** The retailer's site as shown ('Shop at …'), or null. */
  buyUrlShort: string | null;
  description: string;
  lookId: string | null;
  originalItemId: string | null;
  isInCloset: boolean;
  isShoppable: boolean;
  isExternalItem: boolean;
  availableSizes: string[];
  /** The size in the cart (the shopper's choice), or null. */
  size: string | null;
};

export type Cart = {
  items: CartItem[];
  itemsCount: number;
  totalPrice: number;
  nextPage: number | null;
};

export const toCartItem = (item: ApiCartItem): CartItem => {
  const price = item.price ?? item.sale_price ?? item.retail_price ?? 0;
  return {
    id: item.item_uuid ?? item.uuid ?? '',
    title: item.name ?? '',
    picture: item.picture ?? item.picture_large ?? null,
    brand: item.brand_name ?? item.brand ?? '',
    retailer: item.retailer_name ?? '',
    retailPrice: item.retail_price ?? price,
    salePrice: item.sale_price ?? null,
    price,
    buyUrl: item.buy_url ?? null,
    buyUrlShort: item.buy_url_short ?? null,
    description: item.description ?? '',
    lookId: item.source_look_uuid ?? null,
    originalItemId: item.originalItemUnique ?? null,
    isInCloset: item.is_in_closet ?? false,
    isShoppable: item.is_shoppable ?? false,
    isExternalItem: item.available_for_checkout === false,
    availableSizes: item.sizes ?? [],
    size: item.size ?? null,
  };
};

export const toCart = (response: ApiCartResponse): Cart => ({
  items: (response.items ?? []).map(toCartItem),
  itemsCount: response.quota_max ?? response.items?.length ?? 0,
  totalPrice: response.total_price ?? 0,
  nextPage: response.nextPage ?? null,
});

export type CartSort = { sort?: string; order?: 'asc' | 'desc'; from?: number; count?: number };

/** Adding an item: the item as the page shows it (for the optimistic row), its size and look. */
export type AddToCartArgs = { item: CartItem; size: string | null; lookId?: string | null };

const itemPath = (itemId: string) => `proxy/user/${UID}/cart/${encodeURIComponent(itemId)}`;

/** The shopper's budget per piece (docs/contracts/shopping.md "Budget", assumed). */
export type ApiBudget = { perPiece?: number | null; source?: string | null };

export type Budget = {
  /** What the shopper said they would spend on one piece, or null when they did not say. */
  perPiece: number | null;
  /** Where it was said: 'questionnaire', 'chat' (issue 18 adds style info), or null. */
  source: string | null;
};

export const toBudget = (response: ApiBudget): Budget => {
  const { perPiece } = response;
  const usable = typeof perPiece === 'number' && Number.isFinite(perPiece) && perPiece > 0;
  return { perPiece: usable ? perPiece : null, source: usable ? (response.source ?? null) : null };
};

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

/**
 * The cart (spec 001 §4 "Cart"): adds and removes change every cached cart at once (the header's
 * badge, the cart page in any sort order, the chat's panel) and are rolled back when the call
 * fails; a success refetches the cart, so what shows is what the server has.
 */
export const cartApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, CartSort | void>({
      query: ({ sort = 'created', order = 'desc', from = 1, count = 100 } = {}) => ({
        url: `proxy/user/${UID}/cart`,
        params: { sort, order, from, count },
      }),
      transformResponse: (response: ApiCartResponse) => toCart(response),
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<ApiCartItem, AddToCartArgs>({
      query: ({ item, size, lookId }) => ({
        url: itemPath(item.id),
        method: 'POST',
        body: { size, ...(lookId ? { source_look_uuid: lookId } : {}) },
      }),
      async onQueryStarted(args, api) {
        const { updateQueryData, selectCachedArgsForQuery } = cartApi.util;
        const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
        const patches = selectCachedArgsForQuery(state, 'getCart').map((cartArgs) =>
          api.dispatch(updateQueryData('getCart', cartArgs, withItemAdded(args))),
        );
        try {
          await api.queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Cart']),
    }),
    removeFromCart: build.mutation<unknown, { itemId: string }>({
      query: ({ itemId }) => ({ url: itemPath(itemId), method: 'DELETE' }),
      async onQueryStarted({ itemId }, api) {
        const { updateQueryData, selectCachedArgsForQuery } = cartApi.util;
        const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
        const patches = selectCachedArgsForQuery(state, 'getCart').map((cartArgs) =>
          api.dispatch(updateQueryData('getCart', cartArgs, withItemRemoved(itemId))),
        );
        try {
          await api.queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Cart']),
    }),
    getBudget: build.query<Budget, void>({
      query: () => `proxy/user/${UID}/budget`,
      transformResponse: (response: ApiBudget) => toBudget(response),
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useGetBudgetQuery,
} = cartApi;
