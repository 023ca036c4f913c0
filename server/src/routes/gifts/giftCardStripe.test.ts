import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardRequests, giftCodes } from '../../db/schema';
import { bookableStylists, type CheckoutAnswer } from '../../testing/bookingFixtures';
import {
  fakeStripe,
  fakeStripeApp,
  postStripeWebhook,
  stripeEvent,
} from '../../testing/fakeStripe';
import {
  GIFT_RETURN_URL,
  codeSentTo,
  completeGiftCard,
  getGiftCard,
  giftCardBody,
  outboxFor,
  postGiftCard,
  postCartCheckout,
  postSessionCheckout,
  shopItBackCode,
  startGiftCard,
} from '../../testing/giftFixtures';
import { centsOf, itemsWhere, lineOf, type OrderCheckoutAnswer } from '../../testing/orderFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const SECRET = 'whsec_test_gift_cards';
const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe, SECRET));

const postEvent = (type: string, object: Record<string, unknown>) =>
  postStripeWebhook(t.app, stripeEvent('gift', type, object), SECRET);

const sessionIdOf = async (requestId: string) =>
  (await t.db.select().from(giftCardRequests).where(eq(giftCardRequests.id, requestId)))[0]!
    .providerSessionId!;

const completedSession = (id: string, requestId: string, kind = 'gift_card') => ({
  id,
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  subscription: null,
  customer: null,
  metadata: { requestId, kind },
});

describe('gift cards with Stripe (fake client, no network)', () => {
  it("creates an Embedded Checkout session: the plan's line, the credit's line, kind gift_card", async () => {
    const body = giftCardBody({ plan: 'lux', additionalAmount: 1000 });
    const checkout = await startGiftCard(t, body);
    const { params, options } = stripe.calls.checkoutCreate.at(-1)!;
    const metadata = { requestId: checkout.requestId, kind: 'gift_card' };
    const line = (name: string, amount: number) => ({
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: amount, product_data: { name } },
    });
    expect(params).toEqual({
      ui_mode: 'embedded_page',
      mode: 'payment',
      customer_email: 'sam@example.com',
      client_reference_id: checkout.requestId,
      line_items: [line('Lux styling session gift card', 55_000), line('Shopping credit', 100_000)],
      return_url: `${GIFT_RETURN_URL}?requestId=${checkout.requestId}`,
      metadata,
      payment_intent_data: { metadata, description: 'Lux styling session gift card' },
    });
    expect(options).toEqual({ idempotencyKey: `gift-card-checkout-${checkout.requestId}` });
    expect(checkout).toMatchObject({
      provider: 'stripe',
      secret: expect.stringMatching(/^cs_test_\d+_secret_/),
      total: 1550,
    });
  });

  it("has no credit line without credit, and uses a signed-in buyer's customer", async () => {
    const ada = await signUp(t.app);
    const response = await postGiftCard(t, giftCardBody({ additionalAmount: 0 }), {
      token: ada.token,
    });
    expect(response.status).toBe(200);
    const { params } = stripe.calls.checkoutCreate.at(-1)!;
    expect(params.line_items).toHaveLength(1);
    expect(params.customer).toMatch(/^cus_test_/);
    expect(params.customer_email).toBeUndefined();
  });

  it('delivers once on checkout.session.completed, however often it is replayed', async () => {
    const body = giftCardBody();
    const checkout = await startGiftCard(t, body);
    const sessionId = await sessionIdOf(checkout.requestId);
    const event = completedSession(sessionId, checkout.requestId);
    expect((await postEvent('checkout.session.completed', event)).status).toBe(200);
    expect((await postEvent('checkout.session.completed', event)).status).toBe(200);
    stripe.pay(sessionId);
    expect(await (await getGiftCard(t, checkout.requestId)).json()).toMatchObject({
      status: 'paid',
    });
    expect(await outboxFor(t, body.recipient.email)).toHaveLength(1);
  });

  it('asks Stripe about an open request at most once in two seconds however often it is read', async () => {
    const checkout = await startGiftCard(t);
    const sessionId = await sessionIdOf(checkout.requestId);
    const asked = () => stripe.calls.retrieve.filter((id) => id === sessionId).length;
    for (let read = 0; read < 5; read += 1) {
      expect((await getGiftCard(t, checkout.requestId)).status).toBe(200);
    }
    expect(asked()).toBe(1);
    // Completing is the buyer's one deliberate step: it always asks.
    stripe.pay(sessionId);
    expect(await (await completeGiftCard(t, checkout.requestId)).json()).toMatchObject({
      status: 'paid',
    });
    expect(asked()).toBe(2);
  });

  it('ignores a session whose metadata names another request or kind', async () => {
    const body = giftCardBody();
    const checkout = await startGiftCard(t, body);
    const sessionId = await sessionIdOf(checkout.requestId);
    await postEvent('checkout.session.completed', completedSession(sessionId, 'other'));
    await postEvent(
      'checkout.session.completed',
      completedSession(sessionId, checkout.requestId, 'items'),
    );
    expect(await outboxFor(t, body.recipient.email)).toEqual([]);
  });

  it('delivers when the confirmation page asks and Stripe says paid; expires when Stripe does', async () => {
    const body = giftCardBody();
    const checkout = await startGiftCard(t, body);
    const sessionId = await sessionIdOf(checkout.requestId);
    expect((await completeGiftCard(t, checkout.requestId)).status).toBe(409);
    stripe.pay(sessionId);
    const done = await completeGiftCard(t, checkout.requestId);
    expect(await done.json()).toMatchObject({ status: 'paid', completed: true });
    expect(await outboxFor(t, body.recipient.email)).toHaveLength(1);

    const lapsed = await startGiftCard(t);
    const lapsedSession = await sessionIdOf(lapsed.requestId);
    await postEvent('checkout.session.expired', {
      ...completedSession(lapsedSession, lapsed.requestId),
      status: 'expired',
      payment_status: 'unpaid',
    });
    expect(await (await getGiftCard(t, lapsed.requestId)).json()).toMatchObject({
      status: 'expired',
    });
  });

  it('charges a session the rest after a gift code, and ends an earlier checkout holding it', async () => {
    const body = giftCardBody({ plan: 'mini', additionalAmount: 0 });
    const checkout = await startGiftCard(t, body);
    stripe.pay(await sessionIdOf(checkout.requestId));
    await getGiftCard(t, checkout.requestId);
    const code = await codeSentTo(t, body.recipient.email);

    const bea = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    const start = async () =>
      (await (
        await postSessionCheckout(t, bea, { stylistUuid: stylist!.id, plan: 'major', coupon: code })
      ).json()) as CheckoutAnswer;
    const first = await start();
    expect(first).toMatchObject({ total: 70, discount: 60 });
    expect(stripe.calls.checkoutCreate.at(-1)!.params.line_items).toEqual([
      {
        quantity: 1,
        price_data: expect.objectContaining({ unit_amount: 7000 }),
      },
    ]);
    const firstSession = stripe.calls.checkoutCreate.at(-1)!;
    const second = await start();
    expect(second).toMatchObject({ total: 70 });
    expect(stripe.calls.expire).toHaveLength(1);
    expect(stripe.sessions.get(stripe.calls.expire[0]!)?.status).toBe('expired');
    expect(firstSession.params.client_reference_id).toBe(first.requestId);
    const [row] = await t.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.stylingRequestId, second.requestId));
    expect(row?.redeemedBy).toBe(bea.userId);
  });
});

describe('item checkout with credit, with Stripe', () => {
  it('charges one line for what is left after the credit (Stripe takes no negative line)', async () => {
    const bea = await signUp(t.app);
    const code = await shopItBackCode(t, bea, 'mini');
    const item = (await itemsWhere(t, 'shoppable', 100)).find((row) => centsOf(row) > 6000)!;
    const cents = centsOf(item);
    const gross = cents + Math.floor((cents * 4) / 100);
    const response = await postCartCheckout(t, bea, { items: [lineOf(item)], coupon: code });
    const answer = (await response.json()) as OrderCheckoutAnswer;
    expect(answer).toMatchObject({ credit: 60, total: (gross - 6000) / 100 });
    const { params } = stripe.calls.checkoutCreate.at(-1)!;
    expect(params.line_items).toEqual([
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: gross - 6000,
          product_data: {
            name: expect.stringMatching(
              /^Order LW-\d{8}: 1 item and duties & taxes, less \$60 of credit$/,
            ),
          },
        },
      },
    ]);
  });
});
