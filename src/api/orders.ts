import type { ShippingAddress } from '@shared/shipping';

/** An ordered item as the server sends it (spec 001 §3 "Order": items). */
export type ApiOrderItem = {
  item_uuid?: string;
  uuid?: string;
  name?: string | null;
  brand_name?: string | null;
  picture?: string | null;
  pictureUrl?: string | null;
  price?: number | null;
  item_size?: string | null;
};

/** An order as `GET /checkout`, `POST /complete` and the orders list send it. */
export type ApiOrder = {
  uuid?: string;
  order_number?: string | null;
  confirmationNumber?: string | null;
  created?: string | null;
  status?: string | null;
  completed?: boolean;
  checkoutSource?: string | null;
  source?: string | null;
  items?: ApiOrderItem[] | null;
  priceBreakdown?: {
    subtotal?: number | null;
    tax?: number | null;
    shipping?: number | null;
    total?: number | null;
  } | null;
  shippingAddress?: Partial<Record<keyof ShippingAddress, string | null>> | null;
};

export type ApiOrdersPage = { items?: ApiOrder[]; quota_max?: number; nextPage?: number | null };

/**
 * `open`: not paid yet (the shopper came back without paying); `paid`; `expired` (the payment
 * session ran out); `unknown`: anything else the server may say.
 */
export type OrderStatus = 'open' | 'paid' | 'expired' | 'unknown';

export type OrderItem = {
  id: string;
  name: string;
  brand: string;
  picture: string | null;
  price: number;
  size: string | null;
};

export type PriceBreakdown = { subtotal: number; tax: number; shipping: number; total: number };

/** An order as pages use it. */
export type Order = {
  id: string;
  /** What the shopper reads as the order number ('LW-12345678'). */
  number: string;
  created: string | null;
  status: OrderStatus;
  completed: boolean;
  /** 'cart' or 'express checkout'. */
  checkoutSource: string | null;
  source: string | null;
  items: OrderItem[];
  priceBreakdown: PriceBreakdown;
  shippingAddress: ShippingAddress | null;
};

export type OrdersPage = { orders: Order[]; total: number; nextPage: number | null };

/** Express checkout's value of `checkoutSource` (spec 001 §2 /confirmation). */
export const EXPRESS_CHECKOUT_SOURCE = 'express checkout';

const STATUSES: readonly OrderStatus[] = ['open', 'paid', 'expired'];

const toStatus = (status: string | null | undefined): OrderStatus =>
  STATUSES.find((known) => known === status) ?? 'unknown';

const amount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const toOrderItem = (item: ApiOrderItem): OrderItem => ({
  id: item.item_uuid ?? item.uuid ?? '',
  name: item.name ?? '',
  brand: item.brand_name ?? '',
  picture: item.picture || item.pictureUrl || null,
  price: amount(item.price),
  size: item.item_size || null,
});

const toShippingAddress = (address: ApiOrder['shippingAddress']): ShippingAddress | null => {
  if (!address) return null;
  const field = (key: keyof ShippingAddress) => address[key]?.trim() ?? '';
  return {
    name: field('name'),
    line1: field('line1'),
    line2: field('line2'),
    city: field('city'),
    state: field('state'),
    postalCode: field('postalCode'),
    country: field('country'),
    phone: field('phone'),
  };
};

/**
 * The order as pages use it (spec 001 §3 "Order"): its number from order_number or
 * confirmationNumber, each item's picture from picture or pictureUrl and id from item_uuid or
 * uuid. The subtotal falls back to the items' sum, the total to subtotal, tax and shipping.
 */
export const toOrder = (order: ApiOrder): Order => {
  const items = (order.items ?? []).map(toOrderItem);
  const breakdown = order.priceBreakdown ?? {};
  const subtotal = breakdown.subtotal ?? items.reduce((sum, item) => sum + item.price, 0);
  const tax = amount(breakdown.tax);
  const shipping = amount(breakdown.shipping);
  return {
    id: order.uuid ?? '',
    number: order.order_number || order.confirmationNumber || '',
    created: order.created ?? null,
    status: toStatus(order.status),
    completed: order.completed ?? false,
    checkoutSource: order.checkoutSource ?? null,
    source: order.source ?? null,
    items,
    priceBreakdown: {
      subtotal: amount(subtotal),
      tax,
      shipping,
      total: amount(breakdown.total ?? amount(subtotal) + tax + shipping),
    },
    shippingAddress: toShippingAddress(order.shippingAddress),
  };
};

export const toOrdersPage = (page: ApiOrdersPage): OrdersPage => ({
  orders: (page.items ?? []).map(toOrder),
  total: page.quota_max ?? 0,
  nextPage: page.nextPage ?? null,
});
