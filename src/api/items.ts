import type { CartItem } from './cartApi';

/** An item as the server answers it (spec 001 §3 "Item (server)"). */
export type ApiItem = {
  uuid?: string;
  unique?: string;
  item_uuid?: string;
  brand?: string | null;
  brand_name?: string | null;
  name?: string;
  color?: string | null;
  sale_price?: number | null;
  retail_price?: number | null;
  price?: number | null;
  currency?: string | null;
  sizes?: string[] | null;
  has_sizes_information?: boolean;
  is_shoppable?: boolean;
  available_for_checkout?: boolean;
  is_in_cart?: boolean;
  is_in_closet?: boolean;
  buy_url?: string | null;
  buy_url_short?: string | null;
  description?: string | null;
  shortDescription?: string | null;
  picture?: string | null;
  picture_large?: string | null;
  picture_medium?: string | null;
  picture_small?: string | null;
  additional_pictures?: string[] | null;
  retailer_name?: string | null;
  type?: 'shop' | 'url' | 'store' | 'catalog' | 'user';
};

/** An item as pages use it (spec 001 §3 "Item", normalised), with the flags the pages need. */
export type Item = {
  id: string;
  type: NonNullable<ApiItem['type']>;
  name: string;
  brand: string;
  retailer: string;
  color: string;
  description: string;
  buyUrl: string | null;
  buyUrlShort: string | null;
  price: number;
  retailPrice: number;
  salePrice: number | null;
  currency: string;
  /** Can be checked out here: available for checkout, in stock. */
  isShoppable: boolean;
  isInStock: boolean;
  /** Sold only at the retailer's own site ("Shop at …"). */
  isAffiliate: boolean;
  sizes: string[];
  primaryPicture: string | null;
  additionalPictures: string[];
  isInCart: boolean;
  isInCloset: boolean;
};

export const normaliseItem = (item: ApiItem): Item => {
  const price = item.price ?? item.sale_price ?? item.retail_price ?? 0;
  const sizes = item.sizes ?? [];
  const isAffiliate = item.available_for_checkout === false;
  return {
    id: item.item_uuid ?? item.uuid ?? item.unique ?? '',
    type: item.type ?? 'shop',
    name: item.name ?? '',
    brand: item.brand_name ?? item.brand ?? '',
    retailer: item.retailer_name ?? '',
    color: item.color ?? '',
    description: item.description ?? '',
    buyUrl: item.buy_url ?? null,
    buyUrlShort: item.buy_url_short ?? null,
    price,
    retailPrice: item.retail_price ?? price,
    salePrice: item.sale_price ?? null,
    currency: (item.currency ?? 'usd').toUpperCase(),
    isShoppable: item.is_shoppable ?? (!isAffiliate && sizes.length > 0),
    isInStock: isAffiliate || sizes.length > 0,
    isAffiliate,
    sizes,
    primaryPicture: item.picture_large ?? item.picture ?? item.picture_medium ?? null,
    additionalPictures: item.additional_pictures ?? [],
    isInCart: item.is_in_cart ?? false,
    isInCloset: item.is_in_closet ?? false,
  };
};

/** Sold out (spec 001 §4): not sold only at the retailer, and no size left. */
export const isSoldOut = (item: Pick<Item, 'isAffiliate' | 'sizes'>) =>
  !item.isAffiliate && item.sizes.length === 0;

/** The cart's view of an item (for the optimistic cart row when it is added). */
export const itemToCartItem = (item: Item, lookId: string | null = null): CartItem => ({
  id: item.id,
  title: item.name,
  picture: item.primaryPicture,
  brand: item.brand,
  retailer: item.retailer,
  retailPrice: item.retailPrice,
  salePrice: item.salePrice,
  price: item.price,
  buyUrl: item.buyUrl,
  buyUrlShort: item.buyUrlShort,
  description: item.description,
  lookId,
  originalItemId: null,
  isInCloset: item.isInCloset,
  isShoppable: item.isShoppable,
  isAffiliate: item.isAffiliate,
  availableSizes: item.sizes,
  size: null,
});
