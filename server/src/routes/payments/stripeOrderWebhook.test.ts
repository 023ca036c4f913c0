import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders } from '../../db/schema';
import {
  fakeStripe,
  fakeStripeApp,
  postStripeWebhook,
  stripeEvent,
} from '../../testing/fakeStripe';
import {
  itemsWhere,
  lineOf,
  postExpressCheckout,
  startItemCheckout,
  type OrderCheckoutAnswer,
} from '../../testing/orderFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const SECRET = 'whsec_test_order_webhook';
const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe, SECRET));

/** A Stripe event about a checkout session or a payment intent, as Stripe would post it. */
const eventFor = (type: string, object: Record<string, unknown>) =>
  stripeEvent('order', type, object);

const post = (payload: string) => postStripeWebhook(t.app, payload, SECRET);

const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

const cartOf = async (userId: string) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).map(
    (row) => row.itemId,
  );

/** A shopper with two items in the cart and an open Stripe order for the first. */
const openOrder = async (kind: 'items' | 'express') => {
  const ada = await signUp(t.app);
  const [bought, kept] = await itemsWhere(t, 'shoppable', 2);
  await t.db.insert(cartItems).values([
    { userId: ada.userId, itemId: bought!.id },
    { userId: ada.userId, itemId: kept!.id },
  ]);
  const checkout =
    kind === 'items'
      ? await startItemCheckout(t, ada, { items: [lineOf(bought!)] })
      : ((await (
          await postExpressCheckout(t, ada, { items: [lineOf(bought!)] })
        ).json()) as OrderCheckoutAnswer);
  const order = await orderRow(checkout.orderId);
  return { ada, order, bought: bought!.id, kept: kept!.id };
};

const checkoutSession = (id: string, orderId: string, paymentStatus = 'paid') => ({
  id,
  object: 'checkout.session',
  status: 'complete',
  payment_status: paymentStatus,
  subscription: null,
  customer: 'cus_test',
  metadata: { orderId, kind: 'items' },
});

const paymentIntent = (id: string, orderId: string, status = 'succeeded') => ({
  id,
  object: 'payment_intent',
  status,
  metadata: { orderId, kind: 'express' },
});

describe('POST stripe/webhook for orders', () => {
  it('pays an item checkout on checkout.session.completed, once, even when replayed', async () => {
    const { ada, order, bought, kept } = await openOrder('items');
    const payload = eventFor(
      'checkout.session.completed',
      checkoutSession(order.providerSessionId!, order.id),
    );
    expect((await post(payload)).status).toBe(200);
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(await cartOf(ada.userId)).toEqual([kept]);

    // Put back in the cart after paying: a replayed event does not take it out again.
    await t.db.insert(cartItems).values({ userId: ada.userId, itemId: bought });
    const replay = eventFor(
      'checkout.session.completed',
      checkoutSession(order.providerSessionId!, order.id),
    );
    expect((await post(payload)).status).toBe(200);
    expect((await post(replay)).status).toBe(200);
    expect(await orderRow(order.id)).toEqual(paid);
    expect((await cartOf(ada.userId)).sort()).toEqual([bought, kept].sort());
  });

  it('pays an express checkout on payment_intent.succeeded, once', async () => {
    const { ada, order, kept } = await openOrder('express');
    expect(order.providerSessionId).toMatch(/^pi_test_/);
    const payload = eventFor(
      'payment_intent.succeeded',
      paymentIntent(order.providerSessionId!, order.id),
    );
    expect((await post(payload)).status).toBe(200);
    const paid = await orderRow(order.id);
    expect(paid.status).toBe('paid');
    expect(await cartOf(ada.userId)).toEqual([kept]);
    expect((await post(payload)).status).toBe(200);
    expect(await orderRow(order.id)).toEqual(paid);
  });

  it('ignores an unpaid session, metadata naming another order, and another kind', async () => {
    const { order } = await openOrder('items');
    const other = await openOrder('express');
    for (const payload of [
      eventFor(
        'checkout.session.completed',
        checkoutSession(order.providerSessionId!, order.id, 'unpaid'),
      ),
      eventFor(
        'checkout.session.completed',
        checkoutSession(order.providerSessionId!, other.order.id),
      ),
      eventFor('payment_intent.succeeded', {
        ...paymentIntent(other.order.providerSessionId!, other.order.id),
        metadata: { orderId: other.order.id, kind: 'tip' },
      }),
    ]) {
      expect((await post(payload)).status).toBe(200);
    }
    expect((await orderRow(order.id)).status).toBe('open');
    expect((await orderRow(other.order.id)).status).toBe('open');
  });

  it('expires an order whose checkout session expired or whose payment was cancelled, but not a paid one', async () => {
    const items = await openOrder('items');
    const express = await openOrder('express');
    await post(
      eventFor('checkout.session.expired', {
        ...checkoutSession(items.order.providerSessionId!, items.order.id, 'unpaid'),
        status: 'expired',
      }),
    );
    await post(
      eventFor(
        'payment_intent.canceled',
        paymentIntent(express.order.providerSessionId!, express.order.id, 'canceled'),
      ),
    );
    expect((await orderRow(items.order.id)).status).toBe('expired');
    expect((await orderRow(express.order.id)).status).toBe('expired');

    // Paid after all (a late confirmation): the money was taken, so the order is paid.
    await post(
      eventFor(
        'payment_intent.succeeded',
        paymentIntent(express.order.providerSessionId!, express.order.id),
      ),
    );
    expect((await orderRow(express.order.id)).status).toBe('paid');
    await post(
      eventFor(
        'payment_intent.canceled',
        paymentIntent(express.order.providerSessionId!, express.order.id, 'canceled'),
      ),
    );
    expect((await orderRow(express.order.id)).status).toBe('paid');
  });
});
