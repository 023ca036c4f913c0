import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders } from '../../db/schema';
import { fakeStripe, fakeStripeApp } from '../../testing/fakeStripe';
import {
  BERLIN,
  NEW_YORK,
  ORDER_RETURN_URL,
  centsOf,
  completeOrder,
  itemWhere,
  itemsWhere,
  lineOf,
  ordersOf,
  postExpressCheckout,
  postItemCheckout,
  readOrder,
  startItemCheckout,
  type OrderCheckoutAnswer,
} from '../../testing/orderFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe));

const stripeShipping = {
  name: NEW_YORK.name,
  phone: NEW_YORK.phone,
  address: {
    line1: NEW_YORK.line1,
    line2: NEW_YORK.line2,
    city: NEW_YORK.city,
    state: NEW_YORK.state,
    postal_code: NEW_YORK.postalCode,
    country: NEW_YORK.country,
  },
};

/** The Stripe Checkout Session or PaymentIntent an order is paid through. */
const providerSessionOf = async (orderId: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return order!.providerSessionId!;
};

describe('item checkout with Stripe (fake client, no network)', () => {
  it('creates an Embedded Checkout session: a line per item, Duties & taxes, the order in the metadata', async () => {
    const ada = await signUp(t.app);
    const [first, second] = await itemsWhere(t, 'shoppable', 2);
    const subtotal = centsOf(first!) + centsOf(second!);
    const tax = Math.floor((subtotal * 4) / 100);
    const checkout = await startItemCheckout(t, ada, {
      items: [first!, second!].map(lineOf),
      total: 1,
    });
    const { params, options } = stripe.calls.checkoutCreate.at(-1)!;
    const metadata = { orderId: checkout.orderId, kind: 'items' };
    const line = (name: unknown, amount: number) => ({
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: amount, product_data: { name } },
    });
    expect(params).toEqual({
      ui_mode: 'embedded_page',
      mode: 'payment',
      customer: expect.stringMatching(/^cus_test_/),
      client_reference_id: checkout.orderId,
      line_items: [
        line(expect.stringContaining(`${first!.name}, size ${first!.sizes[0]}`), centsOf(first!)),
        line(
          expect.stringContaining(`${second!.name}, size ${second!.sizes[0]}`),
          centsOf(second!),
        ),
        line('Duties & taxes', tax),
      ],
      return_url: `${ORDER_RETURN_URL}&orderId=${checkout.orderId}&session_id={CHECKOUT_SESSION_ID}`,
      metadata,
      payment_intent_data: {
        metadata,
        description: expect.stringMatching(/^Order LW-\d{8}$/),
        shipping: stripeShipping,
        // The card is saved for later tips (Checkout shows Stripe's notice that it is).
        setup_future_usage: 'off_session',
      },
    });
    expect(options).toEqual({ idempotencyKey: `item-checkout-${checkout.orderId}` });
    expect(checkout).toMatchObject({
      provider: 'stripe',
      secret: expect.stringMatching(/^cs_test_\d+_secret_/),
      total: (subtotal + tax) / 100,
    });
  });

  it('has no Duties & taxes line when the destination charges none', async () => {
    const ada = await signUp(t.app);
    await startItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
      shippingAddress: { ...BERLIN, country: 'HK' },
    });
    const { params } = stripe.calls.checkoutCreate.at(-1)!;
    expect(params.line_items).toHaveLength(1);
    expect(params.payment_intent_data?.shipping).toMatchObject({
      address: { country: 'HK', line2: undefined, state: undefined },
    });
  });

  it('pays the order once Stripe says so, asked on GET /checkout, and stops asking once paid', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    await t.db.insert(cartItems).values({ userId: ada.userId, itemId: item.id });
    const checkout = await startItemCheckout(t, ada, { items: [lineOf(item)] });
    const sessionId = await providerSessionOf(checkout.orderId);

    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({ status: 'open' });
    expect(stripe.calls.retrieve.at(-1)).toBe(sessionId);
    const early = await completeOrder(t, ada, checkout.orderId);
    expect(early.status).toBe(409);

    stripe.pay(sessionId);
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({ status: 'paid' });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, ada.userId))).toEqual([]);
    const asked = stripe.calls.retrieve.length;
    const done = await completeOrder(t, ada, checkout.orderId);
    expect(await done.json()).toMatchObject({ status: 'paid', completed: true });
    expect(stripe.calls.retrieve.length).toBe(asked);
  });

  it('answers 503 payments_unavailable when Stripe fails, leaving the order expired', async () => {
    const ada = await signUp(t.app);
    const create = stripe.client.checkout.sessions.create;
    stripe.client.checkout.sessions.create = () => Promise.reject(new Error('Stripe is down'));
    try {
      const response = await postItemCheckout(t, ada, {
        items: [lineOf(await itemWhere(t, 'shoppable'))],
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'payments_unavailable' });
    } finally {
      stripe.client.checkout.sessions.create = create;
    }
    expect((await ordersOf(t, ada)).map((order) => order.status)).toEqual(['expired']);
  });

  it('answers 503 when Stripe cannot be asked about an open order', async () => {
    const ada = await signUp(t.app);
    const checkout = await startItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
    });
    const retrieve = stripe.client.checkout.sessions.retrieve;
    stripe.client.checkout.sessions.retrieve = () => Promise.reject(new Error('timeout'));
    try {
      const response = await completeOrder(t, ada, checkout.orderId);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'payments_unavailable' });
    } finally {
      stripe.client.checkout.sessions.retrieve = retrieve;
    }
  });
});

describe('express checkout with Stripe (fake client, no network)', () => {
  it('creates a PaymentIntent for the total in cents, in usd, with the order and where it ships', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'on sale');
    const cents = centsOf(item);
    const tax = Math.floor((cents * 4) / 100);
    const response = await postExpressCheckout(t, ada, {
      items: [{ ...lineOf(item), price: 1 }],
    });
    const checkout = (await response.json()) as OrderCheckoutAnswer;
    const { params, options } = stripe.calls.paymentIntents.at(-1)!;
    expect(params).toEqual({
      amount: cents + tax,
      currency: 'usd',
      customer: expect.stringMatching(/^cus_test_/),
      automatic_payment_methods: { enabled: true },
      description: expect.stringMatching(/^Order LW-\d{8}$/),
      metadata: { orderId: checkout.orderId, kind: 'express' },
      shipping: stripeShipping,
    });
    expect(options).toEqual({ idempotencyKey: `express-checkout-${checkout.orderId}` });
    expect(checkout).toEqual({
      secret: expect.stringMatching(/^pi_test_\d+_secret_/),
      orderId: checkout.orderId,
      provider: 'stripe',
      subtotal: cents / 100,
      tax: tax / 100,
      total: (cents + tax) / 100,
    });

    const intentId = await providerSessionOf(checkout.orderId);
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({
      status: 'open',
      checkoutSource: 'express checkout',
    });
    expect(stripe.calls.retrieveIntent.at(-1)).toBe(intentId);
    stripe.payIntent(intentId);
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({ status: 'paid' });
  });
});
