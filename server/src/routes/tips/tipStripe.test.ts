import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tips, users } from '../../db/schema';
import {
  completeRequest,
  startCheckout,
  stylistWhere,
  type Shopper,
} from '../../testing/bookingFixtures';
import {
  fakeStripe,
  fakeStripeApp,
  postStripeWebhook,
  stripeEvent,
} from '../../testing/fakeStripe';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const SECRET = 'whsec_test_tips';
const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe, SECRET));

type TipAnswer = {
  data: unknown;
  checkout?: { provider: string; clientSecret: string; amount: number };
};

/** A shopper who paid a one-time session on (the fake) Stripe, with a channel to the stylist. */
const shopperWithSession = async () => {
  const ada = await signUp(t.app);
  const stylist = await stylistWhere(t);
  const checkout = await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
  const session = [...stripe.sessions.values()].find(
    (candidate) => candidate.metadata?.requestId === checkout.requestId,
  )!;
  stripe.pay(session.id);
  expect((await completeRequest(t, ada, checkout.requestId)).status).toBe(200);
  const channel = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: ada.userId, stylist_uuid: stylist.id }, ada.token),
  );
  const sid = ((await channel.json()) as { sid: string }).sid;
  const [user] = await t.db.select().from(users).where(eq(users.id, ada.userId));
  return {
    ada,
    stylist,
    sid,
    customer: user!.stripeCustomerId!,
    body: { amount: 15, channel_sid: sid, stylist_uuid: stylist.id },
  };
};

const payTip = async (shopper: Shopper, body: Record<string, unknown>, key: string) => {
  const response = await t.app.request('/api/invoice/payTip', {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: shopper.token, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as TipAnswer };
};

const tipsOf = (shopper: Shopper) =>
  t.db.select().from(tips).where(eq(tips.userId, shopper.userId));

describe('tips on Stripe (fake client, no network)', () => {
  it('charges the card the session saved, off-session, at once', async () => {
    const { ada, customer, body } = await shopperWithSession();
    // What setup_future_usage: 'off_session' leaves behind: the card on the customer.
    stripe.saveCard(customer);
    const { answer } = await payTip(ada, body, 'tap-saved');
    expect(answer).toEqual({ data: true });
    expect(stripe.calls.paymentIntents.at(-1)?.params).toMatchObject({
      amount: 1500,
      customer,
      off_session: true,
      confirm: true,
    });
    expect(await tipsOf(ada)).toHaveLength(1);
  });

  it('with no saved card opens its own checkout, recorded once by the webhook, that saves the card', async () => {
    const { ada, stylist, sid, customer, body } = await shopperWithSession();
    const intentsBefore = stripe.calls.paymentIntents.length;

    const { status, answer } = await payTip(ada, body, 'tap-no-card');
    expect(status).toBe(200);
    expect(answer).toEqual({
      data: false,
      checkout: {
        provider: 'stripe',
        clientSecret: expect.stringMatching(/^cs_test_\d+_secret_/),
        amount: 15,
      },
    });
    expect(stripe.calls.paymentIntents).toHaveLength(intentsBefore);
    const { params, options } = stripe.calls.checkoutCreate.at(-1)!;
    const metadata = { kind: 'tip', userId: ada.userId, stylistId: stylist.id, channelSid: sid };
    expect(params).toEqual({
      ui_mode: 'embedded_page',
      mode: 'payment',
      customer,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 1500,
            product_data: { name: `Tip for ${stylist.firstName}` },
          },
        },
      ],
      return_url: `http://localhost:3000/app/chat/${stylist.id}/${ada.userId}?tip=paid&amount=15`,
      metadata,
      payment_intent_data: {
        metadata,
        description: 'Tip for your stylist',
        setup_future_usage: 'off_session',
      },
    });
    expect(options).toEqual({ idempotencyKey: `tip-checkout-tip-${ada.userId}-tap-no-card` });
    expect(await tipsOf(ada)).toEqual([]);

    // The shopper pays; Stripe says so (twice: a redelivery records one tip).
    const sessionId = [...stripe.sessions.values()].at(-1)!.id;
    const completed = stripeEvent('tip', 'checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1500,
      customer,
      subscription: null,
      metadata,
    });
    expect((await postStripeWebhook(t.app, completed, SECRET)).status).toBe(200);
    expect((await postStripeWebhook(t.app, completed, SECRET)).status).toBe(200);
    expect((await tipsOf(ada)).map((tip) => [tip.amountCents, tip.providerPaymentId])).toEqual([
      [1500, sessionId],
    ]);

    // Checkout saved the card: the next tip is charged at once.
    stripe.saveCard(customer);
    expect((await payTip(ada, { ...body, amount: 10 }, 'tap-after')).answer).toEqual({
      data: true,
    });
    expect(await tipsOf(ada)).toHaveLength(2);
  });

  it('a card that declines is still the 402 it was', async () => {
    const { ada, customer, body } = await shopperWithSession();
    stripe.saveCard(customer, true);
    const { status, answer } = await payTip(ada, body, 'tap-declined');
    expect(status).toBe(402);
    expect(answer).toMatchObject({ code: 'card_invalid' });
  });
});
