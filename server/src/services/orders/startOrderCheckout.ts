import { eq } from 'drizzle-orm';
import type { ShippingAddress } from '@shared/shipping';
import { orders } from '../../db/schema';
import type { UserRow } from '../../http/appEnv';
import { HttpError } from '../../http/errors';
import { createOrder, presentTotals, type Order, type OrderDeps } from './orders';
import { subtotalCents, type PricedLine } from './pricedLines';
import { taxCents } from './taxTable';

/** An unpaid order's payment lapses after a day, as a provider's checkout session does. */
const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

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
 * Starts paying for priced lines (the cart's selection or express checkout's item): the order
 * with its tax by destination, then one provider session for its total. When the provider
 * cannot be reached the order is left `expired` and the shopper gets a 503 to retry.
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
  },
) => {
  const subtotal = subtotalCents(input.lines);
  const tax = taxCents(subtotal, input.shippingAddress);
  const total = subtotal + tax;
  const order = await createOrder(
    deps.db,
    {
      userId: input.user.id,
      checkoutSource: input.checkoutSource,
      source: input.source,
      shippingAddress: input.shippingAddress,
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: total,
      provider: deps.payments.name,
    },
    input.lines,
  );
  const checkoutInput = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    user: input.user,
    lines: input.lines.map((line) => ({ name: lineName(line), amountCents: line.unitPriceCents })),
    taxCents: tax,
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
      message: error instanceof Error ? error.message : String(error),
    });
    await deps.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
    throw new HttpError(
      503,
      'We could not start the payment. Please try again in a moment.',
      'payments_unavailable',
    );
  }
  await deps.db
    .update(orders)
    .set({ providerSessionId: checkout.providerSessionId })
    .where(eq(orders.id, order.id));
  return {
    secret: checkout.clientSecret,
    orderId: order.id,
    provider: deps.payments.name,
    ...presentTotals({ subtotalCents: subtotal, taxCents: tax, totalCents: total }),
  };
};
