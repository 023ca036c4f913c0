import { readAllPages } from '@/api/allPages';
import { gatewayApi } from '@/api/gatewayApi';
import { UID } from '@/api/currentUser';

/** Spec 001 §7, §9: the cart comes 100 a page, pages counted from 1. */
const CART_PAGE_SIZE = 100;

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

/** The whole cart, every page of it read. */
export type Cart = {
  items: CartItem[];
  itemsCount: number;
  totalPrice: number;
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

/**
 * The whole cart from its pages, in order, each item once (a change between two page reads can
 * move an item across a page boundary). The count and total are the whole cart's, as the last
 * page answered them.
 */
export const toCart = (pages: readonly ApiCartResponse[]): Cart => {
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => (page.items ?? []).map(toCartItem))
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  const last = pages.at(-1) ?? {};
  return {
    items,
    itemsCount: Math.max(last.quota_max ?? 0, items.length),
    totalPrice: last.total_price ?? 0,
  };
};

export type CartSort = { sort?: string; order?: 'asc' | 'desc' };

/**
 * The cart (spec 001 §4 "Cart"), as the header's badge and every cart view read it: every page
 * of it (`from` 1, 100 a page, then each `nextPage` as the page before names it), so the cart
 * page, the badge and the chat's panel all hold every item. Adding and removing are in
 * cartChangesApi.ts, so the first screen's code carries only the read.
 */
export const cartApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, CartSort | void>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const { sort = 'created', order = 'desc' } = args ?? {};
        const result = await readAllPages(
          (from) =>
            baseQuery({
              url: `proxy/user/${UID}/cart`,
              params: { sort, order, from, count: CART_PAGE_SIZE },
            }),
          1,
          (page: ApiCartResponse) => page.nextPage ?? null,
        );
        return 'error' in result ? { error: result.error } : { data: toCart(result.data) };
      },
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
