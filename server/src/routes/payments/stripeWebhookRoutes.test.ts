import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import { ChatBus } from '../../services/chatBus';
import { InMemoryEventBus } from '../../events/eventBus';
import {
  bookingTally,
  getRequest,
  startCheckout,
  stylistWhere,
  type RequestAnswer,
} from '../../testing/bookingFixtures';
import { fakeStripe, stripeEvent } from '../../testing/fakeStripe';
import { createTestApp, signUp, type TestApp } from '../../testing/testApp';

const SECRET = 'whsec_test_webhook_secret';
const stripe = fakeStripe();
const events = new InMemoryEventBus();
let bus: ChatBus;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { stripe: { secretKey: 'sk_test_fake', webhookSecret: SECRET } },
    { stripeClient: stripe.client, events },
  );
  bus = new ChatBus({ events, db: t.db, log: () => {} });
});
afterAll(() => t.close());

/** A Stripe event about a checkout session, as Stripe would post it. */
const eventFor = (
  type: string,
  session: { id: string; requestId: string; paymentStatus?: string; status?: string },
) =>
  stripeEvent('test', type, {
    id: session.id,
    object: 'checkout.session',
    status: session.status ?? 'complete',
    payment_status: session.paymentStatus ?? 'paid',
    subscription: null,
    customer: 'cus_test',
    metadata: { requestId: session.requestId, kind: 'styling_session' },
  });

const post = (payload: string, signature: string | null, app = t.app) =>
  app.request('/gateway/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });

const signed = (payload: string, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A shopper with an open Stripe checkout for a bookable stylist. */
const openCheckout = async () => {
  const ada = await signUp(t.app);
  const checkout = await startCheckout(t, ada, {
    stylistUuid: (await stylistWhere(t)).id,
    plan: 'major',
  });
  const id = [...stripe.sessions.values()].find(
    (session) => session.metadata?.requestId === checkout.requestId,
  )!.id;
  return { ada, checkout, stripeSession: { id, requestId: checkout.requestId } };
};

describe('POST stripe/webhook', () => {
  it('fulfils on a verified checkout.session.completed, once, even when replayed', async () => {
    const { ada, checkout, stripeSession } = await openCheckout();
    const payload = eventFor('checkout.session.completed', stripeSession);
    const first = await post(payload, signed(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });

    const tally = await bookingTally(t, ada);
    expect([tally.sessions.length, tally.messages.length, tally.bookingsCount]).toEqual([1, 1, 1]);
    const published: ChatMessageEvent[] = [];
    const unsubscribe = bus.subscribe(tally.sessions[0]!.channelSid!, (message) =>
      published.push(message),
    );

    // Stripe retries deliveries: the same event again, and again with a fresh signature.
    expect((await post(payload, signed(payload))).status).toBe(200);
    const replay = eventFor('checkout.session.completed', stripeSession);
    expect((await post(replay, signed(replay))).status).toBe(200);
    unsubscribe();

    const after = await bookingTally(t, ada);
    expect([after.sessions.length, after.messages.length, after.bookingsCount]).toEqual([1, 1, 1]);
    expect(published).toEqual([]);
    const read = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(read).toMatchObject({ status: 'complete', completed: false });
  });

  it.each([
    ['a signature made with another secret', (payload: string) => signed(payload, 'whsec_other')],
    ['a garbled signature', () => 't=123,v1=deadbeef'],
    ['no signature', () => null],
  ])('answers 400 and fulfils nothing for %s', async (_, signature) => {
    const { ada, stripeSession } = await openCheckout();
    const payload = eventFor('checkout.session.completed', stripeSession);
    const response = await post(payload, signature(payload));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' });
    expect((await bookingTally(t, ada)).sessions).toEqual([]);
  });

  it('answers 400 for a body changed after signing', async () => {
    const { ada, stripeSession } = await openCheckout();
    const payload = eventFor('checkout.session.completed', {
      ...stripeSession,
      paymentStatus: 'unpaid',
    });
    const tampered = payload.replace('"unpaid"', '"paid"');
    expect((await post(tampered, signed(payload))).status).toBe(400);
    expect((await bookingTally(t, ada)).sessions).toEqual([]);
  });

  it('does not fulfil a completed session whose payment is still pending', async () => {
    const { ada, stripeSession } = await openCheckout();
    const payload = eventFor('checkout.session.completed', {
      ...stripeSession,
      paymentStatus: 'unpaid',
    });
    expect((await post(payload, signed(payload))).status).toBe(200);
    expect((await bookingTally(t, ada)).sessions).toEqual([]);
  });

  it('expires the request on checkout.session.expired, and ignores unrelated events', async () => {
    const { ada, checkout, stripeSession } = await openCheckout();
    const unrelated = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await post(unrelated, signed(unrelated))).status).toBe(200);
    const payload = eventFor('checkout.session.expired', {
      ...stripeSession,
      status: 'expired',
      paymentStatus: 'unpaid',
    });
    expect((await post(payload, signed(payload))).status).toBe(200);
    const read = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(read.status).toBe('expired');
  });

  it('is not there without Stripe, and refuses to run without its secret', async () => {
    const local = await createTestApp();
    const payload = eventFor('checkout.session.completed', { id: 'cs_x', requestId: 'x' });
    expect((await post(payload, signed(payload), local.app)).status).toBe(404);
    await local.close();
    const noSecret = await createTestApp(
      { stripe: { secretKey: 'sk_test_fake', webhookSecret: null } },
      { stripeClient: fakeStripe().client },
    );
    expect((await post(payload, signed(payload), noSecret.app)).status).toBe(503);
    await noSecret.close();
  });
});
