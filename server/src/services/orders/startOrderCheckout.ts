import { and, eq } from 'drizzle-orm';
import type { ShippingAddress } from '@shared/shipping';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import { codeTakenMeanwhile } from '../gifts/codeMessages';
import { claimCode, codeValueCents, type GiftCode } from '../gifts/giftCodes';
import { availableCreditCents, lockShopper } from '../gifts/shoppingCredit';
import {
  ORDER_TTL_MS,
  createOrder,
  expireOpenOrder,
  payOrder,
  presentCredit,
  presentTotals,
  type Order,
  type OrderDeps,
} from './orders';
import { subtotalCents, type PricedLine } from './pricedLines';
import { taxCents } from './taxTable';
import { paymentNotStarted } from '../paymentErrors';
import { errorSummary } from '../../http/errorSummary';

/** Where the provider puts its session's id in the return URL (Stripe's template, and ours). */
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/**
 * The return URL the provider sends the shopper back to: the one asked for (already checked to
 * be inside the app) with `orderId` and `session_id` in its query, the other parameters kept.
 * The template is appended as it is, since Stripe looks for it unencoded.
 */
const providerReturnUrl = (returnUrl: URL, orderId: string) => {
  const url = new URL(returnUrl);
  url.hash = '';
  url.searchParams.delete('session_id');
  url.searchParams.set('orderId', orderId);
  return `${url.href}&session_id=${SESSION_ID_TEMPLATE}`;
};

const lineName = (line: PricedLine) => `${line.brandName} ${line.name}, size ${line.size}`;

/**
 * In the order's own transaction: the code pays what it can, the shopper's credit (less what
 * their other open orders count on) pays what it can of the rest, and the order charges what is
 * left. The shopper's row is held meanwhile, so two checkouts of theirs count the credit in turn.
 */

const applyCodeAndCredit =
  (user: UserRow, code: GiftCode | null) => async (tx: Db, order: Order) => {
    await lockShopper(tx, user.id);
    const gross = order.subtotalCents + order.taxCents;
    const couponCents = code ? Math.min(codeValueCents(code), gross) : 0;
    if (code && !(await claimCode(tx, code.id, user.id, { orderId: order.id }))) {
      throw codeTakenMeanwhile();
    }
    const creditCents = Math.min(
      await availableCreditCents(tx, user.id, order.id),
      gross - couponCents,
    );
    if (!code && creditCents === 0) return order;
    const [updated] = await tx
      .update(orders)
      .set({
        couponCents,
        creditCents,
        giftCodeId: code?.id ?? null,
        totalCents: gross - couponCents - creditCents,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return updated ?? order;
  };

/**
 * Starts paying for priced lines (the cart's selection or express checkout's item): the order
 * with its tax by destination, then one provider session for its total. The cart's checkout also
 * takes a code and the shopper's shopping credit (docs/contracts/gifts.md): its answer gains
 * `credit` (what they paid) and, when they pay it all, the order is paid at once with no provider
 * session (`paidByCredit`, `secret: null`). When the provider cannot be reached the order is left
 * `expired` (its code free again) and the shopper gets a 503 to retry.
 */
export const startOrderCheckout = async (
  deps: OrderDeps,
  input: {
    user: UserRow;
    lines: readonly PricedLine[];
    shippingAddress: ShippingAddress;
    checkoutSource: Order['checkoutSource'];
    source: string | null;
    returnUrl: URL;
    /** The cart's checkout only: the code given, if any (already checked as usable). */
    code?: GiftCode | null;
  },
) => {
  const isCart = input.checkoutSource === 'cart';
  const subtotal = subtotalCents(input.lines);
  const tax = taxCents(subtotal, input.shippingAddress);
  const order = await createOrder(
    deps.db,
    {
      userId: input.user.id,
      checkoutSource: input.checkoutSource,
      source: input.source,
      shippingAddress: input.shippingAddress,
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: subtotal + tax,
      provider: deps.payments.name,
    },
    input.lines,
    isCart ? applyCodeAndCredit(input.user, input.code ?? null) : undefined,
  );
  const total = order.totalCents;
  const totals = presentTotals({ subtotalCents: subtotal, taxCents: tax, totalCents: total });
  const discounts = isCart ? { credit: presentCredit(order) } : {};
  if (isCart && total === 0) {
    await payOrder(deps, order.id).catch(async (error: unknown) => {
      deps.log({
        event: 'orders.credit_payment_failed',
        orderId: order.id,
        ...errorSummary(error),
      });
      await expireOpenOrder(deps.db, order.id);
      throw paymentNotStarted();
    });
    return {
      secret: null,
      orderId: order.id,
      provider: deps.payments.name,
      ...totals,
      ...discounts,
      paidByCredit: true,
    };
  }
  const checkoutInput = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    user: input.user,
    lines: input.lines.map((line) => ({ name: lineName(line), amountCents: line.unitPriceCents })),
    taxCents: tax,
    creditCents: order.couponCents + order.creditCents,
    totalCents: total,
    shippingAddress: input.shippingAddress,
    returnUrl: providerReturnUrl(input.returnUrl, order.id),
    expiresAt: new Date(order.createdAt.getTime() + ORDER_TTL_MS),
  };
  let checkout;
  try {
    checkout = await (input.checkoutSource === 'express checkout'
      ? deps.payments.createExpressCheckout(checkoutInput)
      : deps.payments.createItemCheckout(checkoutInput));
  } catch (error) {
    deps.log({
      event: 'payments.order_checkout_failed',
      provider: deps.payments.name,
      orderId: order.id,
      ...errorSummary(error),
    });
    await expireOpenOrder(deps.db, order.id);
    throw paymentNotStarted();
  }
  // Only while it is open: one the sweeper ended meanwhile (it looked cut short) is not revived,
  // and nobody ever gets the secret to pay it.
  const [recorded] = await deps.db
    .update(orders)
    .set({ providerSessionId: checkout.providerSessionId })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'open')))
    .returning({ id: orders.id });
  if (!recorded) throw paymentNotStarted();
  return {
    secret: checkout.clientSecret,
    orderId: order.id,
    provider: deps.payments.name,
    ...totals,
    ...(isCart ? { ...discounts, paidByCredit: false } : {}),
  };
};
