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
  /** Sold only at the retailer's own site ("Shop at …"): the wire's `available_for_checkout: false`. */
  isAffiliate: boolean;
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
    isAffiliate: item.available_for_checkout === false,
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

/**
 * The cart (spec 001 §4 "Cart"), as the header's badge and every cart view read it. Adding and
 * removing are in cartChangesApi.ts, so the first screen's code carries only the read.
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
  }),
});

export const { useGetCartQuery } = cartApi;
