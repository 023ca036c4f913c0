import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ShippingAddress } from '@shared/shipping';
import { cartItems, checkoutSessions, items, orders } from '../db/schema';
import type { Shopper } from './bookingFixtures';
import { send, type TestApp } from './testApp';

export const ORDER_RETURN_URL = 'http://localhost:3000/app/confirmation?source=cart&track=1';

/** A New York address (4 % state sales tax in the tax table). */
export const NEW_YORK: ShippingAddress = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  line2: 'Apt 4',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  country: 'US',
  phone: '+1 (212) 555-0100',
};

export const BERLIN: ShippingAddress = {
  name: 'Ada Lovelace',
  line1: 'Unter den Linden 1',
  line2: '',
  city: 'Berlin',
  state: '',
  postalCode: '10117',
  country: 'DE',
  phone: '+49 30 1234567',
};

type ItemKind = 'shoppable' | 'on sale' | 'sold out' | 'retailer only';

const conditions = {
  shoppable: and(
    eq(items.availableForCheckout, true),
    sql`jsonb_array_length(${items.sizes}) > 0`,
    isNull(items.salePrice),
  ),
  'on sale': and(
    eq(items.availableForCheckout, true),
    sql`jsonb_array_length(${items.sizes}) > 0`,
    isNotNull(items.salePrice),
  ),
  'sold out': sql`jsonb_array_length(${items.sizes}) = 0`,
  'retailer only': eq(items.availableForCheckout, false),
};

/** Seeded catalogue items of a kind, in a stable order. */
export const itemsWhere = (t: TestApp, kind: ItemKind, limit = 3) =>
  t.db
    .select()
    .from(items)
    .where(and(isNull(items.ownerId), conditions[kind]))
    .orderBy(asc(items.id))
    .limit(limit);

export const itemWhere = async (t: TestApp, kind: ItemKind) => {
  const [item] = await itemsWhere(t, kind, 1);
  if (!item) throw new Error(`no ${kind} item in the seed`);
  return item;
};

/** The line for an item in its first size. */
export const lineOf = (item: typeof items.$inferSelect) => ({
  uuid: item.id,
  size: item.sizes[0] ?? 'M',
});

/** What an item costs in cents (sale price where there is one). */
export const centsOf = (item: typeof items.$inferSelect) =>
  Math.round((item.salePrice ?? item.retailPrice) * 100);

export type OrderCheckoutAnswer = {
  /** Empty (null on the wire) when a code and credit paid it all (`paidByCredit`). */
  secret: string;
  orderId: string;
  provider: 'local' | 'stripe';
  total: number;
  tax: number;
  subtotal: number;
  /** The cart's checkout: what a code and the shopping credit paid. */
  credit?: number;
  paidByCredit?: boolean;
};

export type OrderAnswer = {
  uuid: string;
  order_number: string;
  created: string;
  status: 'open' | 'paid' | 'expired';
  completed: boolean;
  checkoutSource: 'cart' | 'express checkout';
  source: string | null;
  items: {
    item_uuid: string;
    name: string;
    brand_name: string;
    picture: string;
    price: number;
    item_size: string;
  }[];
  priceBreakdown: {
    subtotal: number;
    tax: number;
    shipping: number;
    credit: number;
    total: number;
  };
  shippingAddress: ShippingAddress;
};

export const postItemCheckout = (
  t: TestApp,
  shopper: Shopper | null,
  body: Record<string, unknown>,
) =>
  t.app.request(
    '/gateway/checkout/session',
    send(
      'POST',
      { shippingAddress: NEW_YORK, returnUrl: ORDER_RETURN_URL, source: 'cart', ...body },
      shopper?.token,
    ),
  );

/** Starts an item checkout that must succeed; answers its body. */
export const startItemCheckout = async (
  t: TestApp,
  shopper: Shopper,
  body: Record<string, unknown>,
) => {
  const response = await postItemCheckout(t, shopper, body);
  if (response.status !== 200) {
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as OrderCheckoutAnswer;
};

export const postExpressCheckout = (
  t: TestApp,
  shopper: Shopper | null,
  body: Record<string, unknown>,
) =>
  t.app.request(
    '/gateway/express-checkout',
    send('POST', { shippingAddress: NEW_YORK, ...body }, shopper?.token),
  );

export const getOrder = (t: TestApp, shopper: Shopper | null, orderId: string) =>
  t.app.request(
    `/gateway/checkout?orderId=${encodeURIComponent(orderId)}`,
    send('GET', undefined, shopper?.token),
  );

export const completeOrder = (t: TestApp, shopper: Shopper | null, orderId: string) =>
  t.app.request('/gateway/complete', send('POST', { orderId }, shopper?.token));

export const readOrder = async (t: TestApp, shopper: Shopper, orderId: string) =>
  (await (await getOrder(t, shopper, orderId)).json()) as OrderAnswer;

/** The local checkout session an order is paid through. */
export const localSessionOf = async (t: TestApp, orderId: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [session] = await t.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, order?.providerSessionId ?? ''));
  if (!session) throw new Error(`no local session for order ${orderId}`);
  return session;
};

export const ordersOf = (t: TestApp, shopper: Shopper) =>
  t.db.select().from(orders).where(eq(orders.userId, shopper.userId));

/** The item ids in a shopper's cart, sorted. */
export const cartOf = async (t: TestApp, shopper: Shopper) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId)))
    .map((row) => row.itemId)
    .sort();

/** Puts items in a shopper's cart directly. */
export const putInCart = (t: TestApp, shopper: Shopper, itemIds: string[]) =>
  t.db.insert(cartItems).values(itemIds.map((itemId) => ({ userId: shopper.userId, itemId })));
