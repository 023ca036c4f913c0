import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  giftCodes,
  rateLimitHits,
  stylingSessionRequests,
} from '../../db/schema';
import {
  bookableStylists,
  bookingTally,
  getRequest,
  payLocally,
  type CheckoutAnswer,
  type RequestAnswer,
  type Shopper,
} from '../../testing/bookingFixtures';
import {
  buyGiftCode,
  creditOf,
  makeCode,
  newAddress,
  postSessionCheckout,
  shopItBackCode,
} from '../../testing/giftFixtures';
import { createTestApp, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let stylistIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  stylistIds = (await bookableStylists(t)).map((stylist) => stylist.id);
});
afterAll(() => t.close());

type Refusal = { code: string; message: string; errors?: { field: string; message: string }[] };

/** A stylist the shopper has no session with yet (the n-th bookable one). */
const stylist = (n = 0) => stylistIds[n]!;

const checkoutWith = (
  shopper: Shopper,
  coupon: string,
  body: Record<string, unknown> = {},
  address = newAddress(),
) =>
  postSessionCheckout(
    t,
    shopper,
    { stylistUuid: stylist(), plan: 'major', coupon, ...body },
    address,
  );

const expectRefusal = async (response: Response, message: string) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as Refusal;
  expect(body.errors).toEqual([{ field: 'coupon', message }]);
};

const requestsOf = (shopper: Shopper) =>
  t.db
    .select()
    .from(stylingSessionRequests)
    .where(eq(stylingSessionRequests.userId, shopper.userId));

describe('a gift code as the session checkout coupon', () => {
  it('pays a session it covers at once: total 0, paidByCredit, the booking made, the rest as credit', async () => {
    const code = await buyGiftCode(t, { plan: 'major', additionalAmount: 500 });
    const bea = await signUp(t.app);
    const response = await checkoutWith(bea, code.toLowerCase().replaceAll('-', ' '), {
      price: 0,
    });
    expect(response.status).toBe(200);
    const checkout = (await response.json()) as CheckoutAnswer;
    expect(checkout).toEqual({
      clientSecret: null,
      requestId: expect.any(String),
      provider: 'local',
      plan: 'major',
      type: 'one-time',
      total: 0,
      discount: 130,
      isTrial: false,
      trialEnd: null,
      paidByCredit: true,
    });
    const tally = await bookingTally(t, bea);
    expect(tally.sessions).toHaveLength(1);
    expect(tally.charges).toEqual([]);
    expect(tally.bookingsCount).toBe(1);
    expect(await creditOf(t, bea)).toBe(500);

    const request = (await (await getRequest(t, bea, checkout.requestId)).json()) as RequestAnswer;
    expect(request).toMatchObject({
      status: 'complete',
      total: 0,
      discount: 130,
      coupon: 'GIFT-XXXX-XXXX-XXXX',
      sessionId: checkout.requestId,
    });
    const [row] = await t.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.stylingRequestId, checkout.requestId));
    expect(row).toMatchObject({ redeemedBy: bea.userId, redeemedAt: expect.any(Date) });
    expect(JSON.stringify(await requestsOf(bea))).not.toContain(code.slice(5));
  });

  it('pays part of a dearer session: the card is charged the rest, and the booking waits for it', async () => {
    const code = await buyGiftCode(t, { plan: 'mini', additionalAmount: 0 });
    const bea = await signUp(t.app);
    const checkout = (await (await checkoutWith(bea, code)).json()) as CheckoutAnswer;
    expect(checkout).toMatchObject({
      clientSecret: expect.stringMatching(/^cs_local_/),
      total: 70,
      discount: 60,
      paidByCredit: false,
    });
    const [request] = await requestsOf(bea);
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, request!.providerSessionId!));
    expect(session).toMatchObject({ amountCents: 7000, kind: 'styling_session' });
    expect((await bookingTally(t, bea)).sessions).toEqual([]);

    await payLocally(t, checkout.clientSecret);
    const tally = await bookingTally(t, bea);
    expect(tally.sessions).toHaveLength(1);
    expect(tally.charges.map((charge) => charge.amountCents)).toEqual([7000]);
    expect(await creditOf(t, bea)).toBe(0);
  });

  it('is redeemed once only: a second booking, and another shopper, are told it has been used', async () => {
    const code = await buyGiftCode(t);
    const bea = await signUp(t.app);
    expect((await checkoutWith(bea, code)).status).toBe(200);
    await expectRefusal(
      await checkoutWith(bea, code, { stylistUuid: stylist(1) }),
      'This code has already been used.',
    );
    const cal = await signUp(t.app);
    await expectRefusal(await checkoutWith(cal, code), 'This code has already been used.');
    expect(await requestsOf(cal)).toEqual([]);
    expect(await creditOf(t, cal)).toBe(0);
    expect(await creditOf(t, bea)).toBe(500);
  });

  it('refuses an unknown code, an expired one, and a gift card for a membership, storing nothing', async () => {
    const bea = await signUp(t.app);
    await expectRefusal(await checkoutWith(bea, 'GIFT-0000-0000-0000'), 'This code is not valid.');
    await expectRefusal(await checkoutWith(bea, 'SPRING'), 'This code is not valid.');

    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000);
    const expired = await makeCode(t, { issuedAt: twoYearsAgo });
    await expectRefusal(await checkoutWith(bea, expired), 'This code has expired.');

    const code = await buyGiftCode(t);
    await expectRefusal(
      await checkoutWith(bea, code, { plan: 'mini', type: 'subscription' }),
      'Gift cards pay for a one-time session.',
    );
    expect(await requestsOf(bea)).toEqual([]);
    // Lux has no membership: its checkout is one-time, and the code pays towards it.
    const lux = (await (
      await checkoutWith(bea, code, { plan: 'lux', type: 'subscription' })
    ).json()) as CheckoutAnswer;
    expect(lux).toMatchObject({ type: 'one-time', total: 0, discount: 550, paidByCredit: true });
    expect(await creditOf(t, bea)).toBe(80);
  });

  it('refuses a Shop it Back code: it pays for items', async () => {
    const bea = await signUp(t.app);
    const code = await shopItBackCode(t, bea);
    await expectRefusal(
      await checkoutWith(bea, code),
      'This code pays for items at checkout, not for a styling session.',
    );
  });

  it('is held by an open checkout, and free again once that checkout lapses', async () => {
    const code = await buyGiftCode(t, { plan: 'mini', additionalAmount: 0 });
    const bea = await signUp(t.app);
    const held = (await (await checkoutWith(bea, code)).json()) as CheckoutAnswer;
    expect(held.total).toBe(70);

    const cal = await signUp(t.app);
    await expectRefusal(await checkoutWith(cal, code), 'This code has already been used.');

    // Bea's payment runs out unpaid.
    const past = new Date(Date.now() - 1000);
    const [request] = await requestsOf(bea);
    await t.db
      .update(stylingSessionRequests)
      .set({ expiresAt: past })
      .where(eq(stylingSessionRequests.id, request!.id));
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: past })
      .where(eq(checkoutSessions.id, request!.providerSessionId!));

    const taken = (await (await checkoutWith(cal, code)).json()) as CheckoutAnswer;
    expect(taken).toMatchObject({ total: 70, discount: 60 });
    const [bea2] = await requestsOf(bea);
    expect(bea2!.status).toBe('expired');
    expect((await payLocally(t, held.clientSecret)).status).toBe(409);
  });

  it('lets the shopper start again with the code: the earlier checkout can no longer be paid', async () => {
    const code = await buyGiftCode(t, { plan: 'mini', additionalAmount: 0 });
    const bea = await signUp(t.app);
    const first = (await (await checkoutWith(bea, code)).json()) as CheckoutAnswer;
    const second = (await (await checkoutWith(bea, code)).json()) as CheckoutAnswer;
    expect(second).toMatchObject({ total: 70, discount: 60 });
    expect((await payLocally(t, first.clientSecret)).status).toBe(409);
    expect((await payLocally(t, second.clientSecret)).status).toBe(200);
    expect((await bookingTally(t, bea)).sessions).toHaveLength(1);
  });

  it('limits wrong codes to 10 an hour per shopper, then refuses every code, right or wrong', async () => {
    const code = await buyGiftCode(t);
    const bea = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) {
      await expectRefusal(
        await checkoutWith(bea, `GIFT-AAAA-AAAA-AA${i}A`),
        'This code is not valid.',
      );
    }
    const limited = await checkoutWith(bea, code);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      code: 'too_many_code_attempts',
      message: 'Too many code attempts. Please try again later.',
    });
    expect(await requestsOf(bea)).toEqual([]);
    // Booking without a code is not limited.
    expect(
      (await postSessionCheckout(t, bea, { stylistUuid: stylist(), plan: 'mini' })).status,
    ).toBe(200);
  });

  it('lets only 10 of a burst of concurrent guesses be tried, and a right code costs nothing', async () => {
    const code = await buyGiftCode(t);
    const cy = await signUp(t.app);
    const burst = await Promise.all(
      Array.from(
        { length: 16 },
        async (_, i) => await checkoutWith(cy, `GIFT-DDDD-DDDD-D${String(i).padStart(2, '0')}D`),
      ),
    );
    expect(burst.map((answer) => answer.status).sort()).toEqual([
      ...Array(10).fill(400),
      ...Array(6).fill(429),
    ]);
    // A shopper who types the right code is not counted as guessing.
    const dee = await signUp(t.app);
    for (let i = 0; i < 9; i += 1) {
      await checkoutWith(dee, `GIFT-EEEE-EEEE-EE${i}E`);
    }
    expect((await checkoutWith(dee, code)).status).toBe(200);
    const another = { stylistUuid: stylist(1) };
    expect((await checkoutWith(dee, 'GIFT-EEEE-EEEE-EE9E', another)).status).toBe(400);
    expect((await checkoutWith(dee, 'GIFT-EEEE-EEEE-EEAE', another)).status).toBe(429);
  });

  it('limits wrong codes to 50 an hour per address, never blocking a colleague’s first code', async () => {
    const code = await buyGiftCode(t);
    const address = newAddress();
    const guessers = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    for (const [n, guesser] of guessers.entries()) {
      for (let i = 0; i < 10; i += 1) {
        await expectRefusal(
          await checkoutWith(guesser, `GIFT-B${n}BB-BBBB-BB${i}B`, {}, address),
          'This code is not valid.',
        );
      }
    }
    // A new account's guess behind the same address counts, and its next one is refused.
    const fresh = await signUp(t.app);
    expect((await checkoutWith(fresh, 'GIFT-CCCC-CCCC-CCCC', {}, address)).status).toBe(400);
    const limited = await checkoutWith(fresh, 'GIFT-CCCC-CCCC-CCCD', {}, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await checkoutWith(fresh, 'GIFT-CCCC-CCCC-CCCE')).status).toBe(400);
    // A colleague behind the same address redeems a real code.
    const colleague = await signUp(t.app);
    expect((await checkoutWith(colleague, code, {}, address)).status).toBe(200);
    const hits = await t.db.select().from(rateLimitHits);
    expect(JSON.stringify(hits)).not.toContain(address);
  });
});
