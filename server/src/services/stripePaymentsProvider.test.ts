import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions, users } from '../db/schema';
import {
  RETURN_URL,
  bookingTally,
  completeRequest,
  getRequest,
  postCheckout,
  startCheckout,
  stylistWhere,
  type RequestAnswer,
} from '../testing/bookingFixtures';
import { fakeStripe, fakeStripeApp } from '../testing/fakeStripe';
import { send, signUp } from '../testing/testApp';
import { testAppPerFile } from '../testing/testAppPerFile';

const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe));

const lastCreate = () => stripe.calls.checkoutCreate.at(-1)!;

/** The fake Stripe Checkout Session made for a request. */
const stripeSessionOf = (requestId: string) =>
  [...stripe.sessions.values()].find((session) => session.metadata?.requestId === requestId)!.id;

describe('the Stripe payments provider (fake client, no network)', () => {
  it('creates an Embedded Checkout subscription with a 3-day trial for a membership', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      type: 'subscription',
      total: 1,
    });
    const { params, options } = lastCreate();
    const metadata = { requestId: checkout.requestId, kind: 'styling_session' };
    expect(params).toEqual({
      ui_mode: 'embedded_page',
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_test_/),
      client_reference_id: checkout.requestId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 11700,
            product_data: { name: expect.stringContaining('Major monthly membership with') },
            recurring: { interval: 'month' },
          },
        },
      ],
      return_url: `${RETURN_URL}&requestId=${checkout.requestId}`,
      metadata,
      subscription_data: { trial_period_days: 3, metadata },
    });
    expect(options).toEqual({ idempotencyKey: `styling-checkout-${checkout.requestId}` });
    expect(checkout).toMatchObject({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^cs_test_\d+_secret_/),
      total: 117,
      isTrial: true,
    });
  });

  it('creates a one-time payment, and stores and reuses the Stripe customer', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const customersBefore = stripe.calls.customers.length;
    await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'lux', type: 'subscription' });
    const first = lastCreate().params;
    expect(first).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: 55000 } }],
      // The card is saved for later tips (Checkout shows Stripe's notice that it is).
      payment_intent_data: {
        metadata: { kind: 'styling_session' },
        setup_future_usage: 'off_session',
      },
    });
    expect(first.line_items?.[0]?.price_data).not.toHaveProperty('recurring');
    expect(first).not.toHaveProperty('subscription_data');

    await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    expect(stripe.calls.customers.length).toBe(customersBefore + 1);
    expect(stripe.calls.customers.at(-1)).toMatchObject({
      params: { email: ada.email, metadata: { userId: ada.userId } },
      options: { idempotencyKey: `customer-${ada.userId}` },
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, ada.userId));
    expect(user?.stripeCustomerId).toBe(first.customer);
    expect(lastCreate().params.customer).toBe(first.customer);
  });

  it('completes only once Stripe says the session is paid (asking Stripe, not the return page)', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'mini',
      type: 'subscription',
    });
    const sessionId = stripeSessionOf(checkout.requestId);

    const early = await completeRequest(t, ada, checkout.requestId);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'not_paid' });
    expect(stripe.calls.retrieve.at(-1)).toBe(sessionId);

    stripe.pay(sessionId);
    const retrievesBefore = stripe.calls.retrieve.length;
    const done = await completeRequest(t, ada, checkout.requestId);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      completed: true,
      status: 'complete',
      sessionId: checkout.requestId,
      isTrial: true,
    });
    expect(stripe.calls.retrieve.length).toBe(retrievesBefore + 1);

    const again = await completeRequest(t, ada, checkout.requestId);
    expect(((await again.json()) as RequestAnswer).completed).toBe(true);
    const read = await getRequest(t, ada, checkout.requestId);
    expect(((await read.json()) as RequestAnswer).status).toBe('complete');
    expect(stripe.calls.retrieve.length).toBe(retrievesBefore + 1);

    const tally = await bookingTally(t, ada);
    expect([tally.sessions.length, tally.messages.length, tally.bookingsCount]).toEqual([1, 1, 1]);
    expect(tally.charges).toEqual([]);
    const [session] = await t.db
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.id, checkout.requestId));
    expect(session?.stripeSubscriptionId).toBe(`sub_test_${sessionId}`);
  });

  it('reads a paid session as complete on GET /styling-session before any webhook', async () => {
    const ada = await signUp(t.app);
    const checkout = await startCheckout(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'major',
    });
    const open = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(open.status).toBe('open');
    stripe.pay(stripeSessionOf(checkout.requestId));
    const paid = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(paid).toMatchObject({
      status: 'complete',
      completed: false,
      sessionId: checkout.requestId,
    });
  });

  it('answers 503 payments_unavailable when Stripe fails, leaving nothing to pay', async () => {
    const ada = await signUp(t.app);
    const create = stripe.client.checkout.sessions.create;
    stripe.client.checkout.sessions.create = () => Promise.reject(new Error('Stripe is down'));
    try {
      const response = await postCheckout(t, ada, {
        stylistUuid: (await stylistWhere(t)).id,
        plan: 'mini',
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'payments_unavailable' });
    } finally {
      stripe.client.checkout.sessions.create = create;
    }
  });

  it('answers 503 payments_unavailable when Stripe cannot be asked about a payment', async () => {
    const ada = await signUp(t.app);
    const checkout = await startCheckout(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'mini',
    });
    const retrieve = stripe.client.checkout.sessions.retrieve;
    stripe.client.checkout.sessions.retrieve = () => Promise.reject(new Error('timeout'));
    try {
      const response = await completeRequest(t, ada, checkout.requestId);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'payments_unavailable' });
    } finally {
      stripe.client.checkout.sessions.retrieve = retrieve;
    }
    expect((await bookingTally(t, ada)).sessions).toEqual([]);
  });

  it("opens Stripe's billing portal for a user with a Stripe customer", async () => {
    const ada = await signUp(t.app);
    const portal = (returnUrl: string) =>
      t.app.request(
        `/gateway/user/${ada.userId}/billing-portal?returnUrl=${encodeURIComponent(returnUrl)}`,
        send('GET', undefined, ada.token),
      );
    const local = (await (await portal('http://localhost:3000/app/thank-you')).json()) as {
      url: string;
    };
    expect(local.url).toMatch(/^http:\/\/localhost:3000\/api\/billing-portal\//);

    await startCheckout(t, ada, { stylistUuid: (await stylistWhere(t)).id, plan: 'mini' });
    const viaStripe = (await (await portal('https://evil.example/app/')).json()) as {
      url: string;
    };
    expect(viaStripe.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.calls.portal.at(-1)).toEqual({
      customer: expect.stringMatching(/^cus_test_/),
      return_url: 'http://localhost:3000/app/',
    });
  });
});
