import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ShippingAddress } from '@shared/shipping';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pgErrors';
import { cartItems, giftCodes, items, orderItems, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Log } from '../../http/logger';
import { claimCode, codeValueCents, releaseCode } from '../gifts/giftCodes';
import { creditLeftOver, spendOnOrder } from '../gifts/shoppingCredit';
import type { PaymentsProvider } from '../paymentsProvider';
import type { PricedLine } from './pricedLines';
import { paymentNotChecked } from '../paymentErrors';

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;

export type OrderDeps = { db: Db; payments: PaymentsProvider; log: Log };

/** An unpaid order's payment lapses after a day, as a provider's checkout session does. */
export const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

/** `LW-` and 8 digits. */
const newOrderNumber = () => `LW-${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;

const ORDER_NUMBER_ATTEMPTS = 5;

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'orderNumber' | 'status' | 'createdAt' | 'paidAt' | 'completedAt'
>;

/**
 * Stores an open order with its lines, in one transaction, under a new unique order number (a
 * number already taken is drawn again). `settle` runs in the same transaction once the order is
 * stored (it claims a code and counts the shopper's credit) and answers the order as it left it.
 */
export const createOrder = async (
  db: Db,
  order: NewOrder,
  lines: readonly PricedLine[],
  settle?: (tx: Db, created: Order) => Promise<Order>,
) => {
  for (let attempt = 1; ; attempt += 1) {
    const id = randomUUID();
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(orders)
          .values({ ...order, id, orderNumber: newOrderNumber() })
          .returning();
        if (!created) throw new Error('the order was not stored');
        await tx
          .insert(orderItems)
          .values(lines.map((line, position) => ({ ...line, orderId: id, position })));
        return settle ? settle(tx, created) : created;
      });
    } catch (error) {
      const taken = isUniqueViolation(error, 'orders_order_number_key');
      if (!taken || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
};

const orderById = async (db: Db, orderId: string) =>
  (await db.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0] ?? null;

/**
 * The signed-in shopper's order, or 404: someone else's order answers as an unknown one, so an
 * order id is never confirmed to exist for another shopper.
 */
export const ownOrder = async (db: Db, orderId: string, userId: string) => {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound('That order');
  return order;
};

/** The order a provider session pays for, if any. */
export const orderPaidBy = async (db: Db, provider: Order['provider'], providerSessionId: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, providerSessionId)))
      .limit(1)
  )[0] ?? null;

/**
 * What paying an order does to its code and the shopper's credit (docs/contracts/gifts.md): the
 * credit it counted on is spent, the code is the shopper's for good and what is left of its value
 * becomes credit. Each once (the ledger's event keys). Answers a problem to log, if any.
 */
const settleDiscounts = async (db: Db, order: Order, now: Date) => {
  await spendOnOrder(db, { userId: order.userId, orderId: order.id, cents: order.creditCents });
  if (!order.giftCodeId) return null;
  const held = await claimCode(db, order.giftCodeId, order.userId, { orderId: order.id }, now);
  if (!held) return 'gift_codes.used_twice';
  const [code] = await db.select().from(giftCodes).where(eq(giftCodes.id, order.giftCodeId));
  if (code) {
    await creditLeftOver(db, {
      userId: order.userId,
      giftCodeId: code.id,
      cents: codeValueCents(code) - order.couponCents,
    });
  }
  return null;
};

/**
 * Which orders a confirmed payment may pay: an open one; or an expired one that counted on no
 * credit and no code (the provider took the money after all, and nothing it held was given to
 * another checkout). An expired order with credit or a code stays expired: a newer checkout (or
 * the sweeper) gave them back, and paying it would spend them twice.
 */
const payable = or(
  eq(orders.status, 'open'),
  and(eq(orders.status, 'expired'), eq(orders.creditCents, 0), isNull(orders.giftCodeId)),
);

/**
 * Pays an order once the provider has confirmed its payment (or at once, when a code and credit
 * pay all of it), exactly once and in one transaction: the guarded update (`payable`) makes it
 * `paid`, its code and credit are settled in the same transaction, and the ordered items leave
 * the shopper's cart. A payment for an order that may no longer be paid is logged
 * (`orders.paid_after_expiry`) for the shop to refund. An item gone from stock meanwhile is still
 * sold (the money is taken): it is logged for the shop to follow up. Answers whether this call
 * paid it (false: it was paid already, or expired with credit or a code).
 */
export const payOrder = async (
  { db, log }: Pick<OrderDeps, 'db' | 'log'>,
  orderId: string,
  now = new Date(),
) => {
  const paid = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, orderId), payable))
      .returning();
    if (!order) return null;
    const problem = await settleDiscounts(tx, order, now);
    const lines = await tx
      .select({
        itemId: orderItems.itemId,
        size: orderItems.size,
        sizes: items.sizes,
        availableForCheckout: items.availableForCheckout,
      })
      .from(orderItems)
      .leftJoin(items, eq(items.id, orderItems.itemId))
      .where(eq(orderItems.orderId, orderId));
    const itemIds = lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
    if (itemIds.length) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, order.userId), inArray(cartItems.itemId, itemIds)));
    }
    const gone = lines.filter(
      (line) => !line.sizes || !line.availableForCheckout || !line.sizes.includes(line.size),
    );
    return { order, gone, problem };
  });
  if (!paid) {
    if ((await orderById(db, orderId))?.status === 'expired') {
      log({ event: 'orders.paid_after_expiry', orderId });
    }
    return false;
  }
  log({ event: 'orders.paid', orderId, orderNumber: paid.order.orderNumber });
  if (paid.problem) log({ event: paid.problem, orderId, giftCodeId: paid.order.giftCodeId });
  if (paid.gone.length) {
    log({
      event: 'orders.sold_out_after_payment',
      orderId,
      items: paid.gone.map((line) => ({ itemId: line.itemId, size: line.size })),
    });
  }
  return true;
};

/**
 * Expires an order whose payment ran out, if it is still open (a paid order stays paid); the code
 * it held is free again.
 */
export const expireOpenOrder = (db: Db, orderId: string) =>
  db.transaction(async (tx) => {
    const [expired] = await tx
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'open')))
      .returning({ id: orders.id });
    if (expired) await releaseCode(tx, { orderId });
  });

/**
 * Brings an open order up to date with its provider (the return page alone never pays): pays
 * one with nothing to collect, or asks whether its payment went through (Stripe: the Checkout Session or the PaymentIntent; local:
 * the stand-in's session), pays it once paid, or marks it expired.
 */
export const syncOrderWithProvider = async (deps: OrderDeps, order: Order) => {
  if (order.status !== 'open') return order;
  if (order.totalCents === 0 && !order.providerSessionId) {
    // Covered by a code and credit: paid when it was started, unless that step was cut short.
    await payOrder(deps, order.id);
    return (await orderById(deps.db, order.id)) ?? order;
  }
  if (!order.providerSessionId) return order;
  const sessionId = order.providerSessionId;
  const state = await (
    order.checkoutSource === 'express checkout'
      ? deps.payments.lookupExpressCheckout(sessionId)
      : deps.payments.lookupCheckout(sessionId).then((checkout) => checkout.state)
  ).catch(() => {
    throw paymentNotChecked();
  });
  if (state === 'paid') await payOrder(deps, order.id);
  else if (state === 'expired') await expireOpenOrder(deps.db, order.id);
  else return order;
  return (await orderById(deps.db, order.id)) ?? order;
};

/** Marks a completion (`POST /complete`): the first one counts, later ones change nothing. */
export const markCompleted = (db: Db, orderId: string, now = new Date()) =>
  db
    .update(orders)
    .set({ completedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid'), isNull(orders.completedAt)));

const dollars = (cents: number) => cents / 100;

/** An amount's cents as the gateway answers them: `{ total, tax, subtotal }` in dollars (USD). */
export const presentTotals = (
  amounts: Pick<Order, 'subtotalCents' | 'taxCents' | 'totalCents'>,
) => ({
  total: dollars(amounts.totalCents),
  tax: dollars(amounts.taxCents),
  subtotal: dollars(amounts.subtotalCents),
});

/** What a code and the shopping credit paid of an order, in dollars. */
export const presentCredit = (order: Pick<Order, 'couponCents' | 'creditCents'>) =>
  dollars(order.couponCents + order.creditCents);

const presentOne = (order: Order, lines: readonly OrderItem[]) => {
  const { subtotal, tax, total } = presentTotals(order);
  const credit = presentCredit(order);
  return {
    uuid: order.id,
    order_number: order.orderNumber,
    created: order.createdAt.toISOString(),
    status: order.status,
    completed: order.completedAt !== null,
    checkoutSource: order.checkoutSource,
    source: order.source,
    items: lines.map((line) => ({
      item_uuid: line.itemId,
      name: line.name,
      brand_name: line.brandName,
      picture: line.picture,
      price: dollars(line.unitPriceCents),
      item_size: line.size,
    })),
    priceBreakdown: { subtotal, tax, shipping: 0, credit, total },
    shippingAddress: order.shippingAddress,
  };
};

export type PresentedOrder = ReturnType<typeof presentOne>;

/** Orders as the gateway answers them (docs/contracts/shopping.md "The order"), items in order. */
export const presentOrders = async (db: Db, list: readonly Order[]) => {
  if (!list.length) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        list.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return list.map((order) =>
    presentOne(
      order,
      lines.filter((line) => line.orderId === order.id),
    ),
  );
};

export const presentOrder = async (db: Db, order: Order) =>
  (await presentOrders(db, [order]))[0] ?? presentOne(order, []);

/** The saved shipping address: where the shopper's last paid order shipped, or null. */
export const savedShippingAddress = async (
  db: Db,
  userId: string,
): Promise<ShippingAddress | null> => {
  const [last] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt), desc(orders.createdAt))
    .limit(1);
  return last?.address ?? null;
};
