import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { charges, checkoutSessions } from '../db/schema';
import { createTestApp, send, type TestApp } from '../testing/testApp';
import { createCheckoutSession, DECLINED_MESSAGE } from './payments';

let t: TestApp;
let secret: string;
let sessionId: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ secret, id: sessionId } = await createCheckoutSession(t.db, {
    userId: null,
    kind: 'gift_card',
    description: 'Major gift card',
    amountCents: 13000,
    returnUrl: 'http://localhost:3000/app/gift-cards/confirmation?requestId={CHECKOUT_SESSION_ID}',
  }));
});
afterEach(() => t.close());

const confirm = (
  number: string,
  idempotencyKey = 'attempt-0001',
  extra: Record<string, string> = {},
) =>
  t.app.request(
    '/gateway/payments/local/confirm',
    send('POST', { secret, number, expiry: '12/40', cvc: '123', idempotencyKey, ...extra }),
  );

const chargeCount = async () => (await t.db.select({ value: count() }).from(charges))[0]?.value;

describe('local payments', () => {
  it('describes the session to the payment form', async () => {
    const response = await t.app.request(
      '/gateway/payments/local/session',
      send('POST', { secret }),
    );
    expect(await response.json()).toEqual({
      description: 'Major gift card',
      amount: 130,
      currency: 'usd',
      status: 'open',
      mode: 'payment',
      trialEnd: null,
    });
  });

  it('pays with 4242 4242 4242 4242 and returns to the return URL with the session id', async () => {
    const response = await confirm('4242 4242 4242 4242');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'paid',
      returnUrl: `http://localhost:3000/app/gift-cards/confirmation?requestId=${sessionId}`,
    });
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(session?.status).toBe('paid');
    expect(await chargeCount()).toBe(1);
  });

  it('declines 4000 0000 0000 0002 with a clear message and charges nothing', async () => {
    const response = await confirm('4000 0000 0000 0002');
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      message: DECLINED_MESSAGE,
      code: 'card_declined',
    });
    expect(await chargeCount()).toBe(0);
  });

  it('charges once for a double submit, with the same or a new idempotency key', async () => {
    const [first, second] = await Promise.all([
      confirm('4242424242424242'),
      confirm('4242424242424242'),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await confirm('4242424242424242', 'attempt-0002')).status).toBe(200);
    expect(await chargeCount()).toBe(1);
  });

  it.each([
    ['1234 5678 9012 3456', {}, 'number', 'Your card number is invalid.'],
    ['4242424242424242', { expiry: '13/30' }, 'expiry', "Your card's expiration date is invalid."],
    [
      '4242424242424242',
      { expiry: '01/20' },
      'expiry',
      "Your card's expiration date is in the past.",
    ],
    ['4242424242424242', { cvc: '1' }, 'cvc', "Your card's security code is invalid."],
  ])('explains a bad card (%s %o)', async (number, extra, field, message) => {
    const response = await confirm(number, 'attempt-0003', extra);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field, message }] });
  });

  it('does not know an unknown secret', async () => {
    secret = 'cs_local_nope';
    expect((await confirm('4242424242424242')).status).toBe(404);
  });
});
