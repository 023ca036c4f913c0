import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, checkoutSessions, creditEntries, items, orders } from '../../db/schema';
import {
  bookableStylists,
  payLocally,
  type CheckoutAnswer,
  type Shopper,
} from '../../testing/bookingFixtures';
import {
  SIB_CODE_PATTERN,
  attemptKey,
  buyGiftCode,
  codeSentTo,
  creditOf,
  newAddress,
  outboxFor,
  postCartCheckout,
  postSessionCheckout,
  shopItBackCode,
} from '../../testing/giftFixtures';
import {
  centsOf,
  completeOrder,
  getOrder,
  lineOf,
  localSessionOf,
  NEW_YORK,
  readOrder,
  type OrderCheckoutAnswer,
} from '../../testing/orderFixtures';
import { createOrder } from '../../services/orders/orders';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Item = typeof items.$inferSelect;

const shoppable = and(
  isNull(items.ownerId),
  eq(items.availableForCheckout, true),
  sql`jsonb_array_length(${items.sizes}) > 0`,
);

/** Shoppable items, dearest or cheapest first. */
const itemsByPrice = (order: 'dearest' | 'cheapest', limit: number) =>
  t.db
    .select()
    .from(items)
    .where(shoppable)
    .orderBy(
      (order === 'dearest' ? desc : asc)(sql`coalesce(${items.salePrice}, ${items.retailPrice})`),
      asc(items.id),
    )
    .limit(limit);

/** What the New York checkout charges for items before credit: their prices and 4 % tax. */
const grossOf = (picked: readonly Item[]) => {
  const subtotal = picked.reduce((sum, item) => sum + centsOf(item), 0);
  return subtotal + Math.floor((subtotal * 4) / 100);
};

/** A shopper with $500 of credit: a Major gift card with $500 extra pays their Major session. */
const shopperWithCredit = async () => {
  const code = await buyGiftCode(t, { plan: 'major', additionalAmount: 500 });
  const bea = await signUp(t.app);
  const [stylist] = await bookableStylists(t);
  const response = await postSessionCheckout(t, bea, {
    stylistUuid: stylist!.id,
    plan: 'major',
    coupon: code,
  });
  expect(((await response.json()) as CheckoutAnswer).paidByCredit).toBe(true);
  expect(await creditOf(t, bea)).toBe(500);
  return bea;
};

const checkout = async (shopper: Shopper, picked: readonly Item[], coupon?: string) => {
  const response = await postCartCheckout(t, shopper, {
    items: picked.map(lineOf),
    ...(coupon ? { coupon } : {}),
  });
  if (response.status !== 200) {
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as OrderCheckoutAnswer;
};

/** Items costing more than `cents` with tax. */
const itemsOver = async (cents: number) => {
  const picked: Item[] = [];
  for (const item of await itemsByPrice('dearest', 20)) {
    picked.push(item);
    if (grossOf(picked) > cents) return picked;
  }
  throw new Error(`no items over ${cents} cents in the seed`);
};

describe('shopping credit at item checkout', () => {
  it('pays part of an order: the answer says how much, and paying spends it once', async () => {
    const bea = await shopperWithCredit();
    const picked = await itemsOver(50_000);
    const gross = grossOf(picked);
    const answer = await checkout(bea, picked);
    expect(answer).toMatchObject({
      secret: expect.stringMatching(/^cs_local_/),
      credit: 500,
      total: (gross - 50_000) / 100,
      paidByCredit: false,
    });
    expect((await localSessionOf(t, answer.orderId)).amountCents).toBe(gross - 50_000);
    // Not spent until paid.
    expect(await creditOf(t, bea)).toBe(500);

    await payLocally(t, answer.secret);
    await payLocally(t, answer.secret, { key: attemptKey() });
    expect(await creditOf(t, bea)).toBe(0);
    const order = await readOrder(t, bea, answer.orderId);
    expect(order).toMatchObject({ status: 'paid' });
    expect(order.priceBreakdown).toMatchObject({ credit: 500, total: (gross - 50_000) / 100 });
    expect((await completeOrder(t, bea, answer.orderId)).status).toBe(200);
    const ledger = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, bea.userId));
    expect(ledger.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([
      -50_000, 50_000,
    ]);
  });

  it('pays a whole order at once when the credit covers it: no payment form, the cart emptied', async () => {
    const bea = await shopperWithCredit();
    const [cheap] = await itemsByPrice('cheapest', 1);
    await t.db.insert(cartItems).values({ userId: bea.userId, itemId: cheap!.id });
    const gross = grossOf([cheap!]);
    const answer = await checkout(bea, [cheap!]);
    expect(answer).toEqual({
      secret: null,
      orderId: expect.any(String),
      provider: 'local',
      subtotal: centsOf(cheap!) / 100,
      tax: (gross - centsOf(cheap!)) / 100,
      total: 0,
      credit: gross / 100,
      paidByCredit: true,
    });
    expect(await readOrder(t, bea, answer.orderId)).toMatchObject({ status: 'paid' });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, bea.userId))).toEqual([]);
    expect(await creditOf(t, bea)).toBe((50_000 - gross) / 100);
  });

  it('pays an order covered in full whose paying was cut short, when it is next read', async () => {
    const bea = await signUp(t.app);
    const [cheap] = await itemsByPrice('cheapest', 1);
    await t.db.insert(cartItems).values({ userId: bea.userId, itemId: cheap!.id });
    const order = await createOrder(
      t.db,
      {
        userId: bea.userId,
        checkoutSource: 'cart',
        source: 'cart',
        shippingAddress: NEW_YORK,
        subtotalCents: centsOf(cheap!),
        taxCents: 0,
        totalCents: 0,
        provider: 'local',
      },
      [
        {
          itemId: cheap!.id,
          size: lineOf(cheap!).size,
          name: cheap!.name,
          brandName: 'Brand',
          picture: '',
          unitPriceCents: centsOf(cheap!),
        },
      ],
    );
    expect(await readOrder(t, bea, order.id)).toMatchObject({ status: 'paid' });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, bea.userId))).toEqual([]);
  });

  it('spends nothing for an order never paid: it lapses and the credit is whole again', async () => {
    const bea = await shopperWithCredit();
    const picked = await itemsOver(50_000);
    const answer = await checkout(bea, picked);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, (await localSessionOf(t, answer.orderId)).id));
    expect(await readOrder(t, bea, answer.orderId)).toMatchObject({ status: 'expired' });
    expect(await creditOf(t, bea)).toBe(500);
    expect((await checkout(bea, picked)).credit).toBe(500);
  });

  it('moves the credit to a new checkout: the earlier one can no longer be paid', async () => {
    const bea = await shopperWithCredit();
    const picked = await itemsOver(50_000);
    const first = await checkout(bea, picked);
    const second = await checkout(bea, picked);
    expect(second.credit).toBe(500);
    expect((await payLocally(t, first.secret)).status).toBe(409);
    expect(await readOrder(t, bea, first.orderId)).toMatchObject({ status: 'expired' });
    await payLocally(t, second.secret);
    expect(await creditOf(t, bea)).toBe(0);
  });

  it('answers credit 0 for a shopper without any', async () => {
    const ada = await signUp(t.app);
    const [cheap] = await itemsByPrice('cheapest', 1);
    expect(await checkout(ada, [cheap!])).toMatchObject({ credit: 0, paidByCredit: false });
  });
});

describe('codes at item checkout', () => {
  it('takes a Shop it Back code (e-mailed to the shopper) once, with the credit', async () => {
    const ada = await signUp(t.app);
    const code = await shopItBackCode(t, ada, 'major');
    expect(await codeSentTo(t, ada.email, SIB_CODE_PATTERN)).toBe(code);
    const picked = await itemsOver(13_000);
    const gross = grossOf(picked);
    const answer = await checkout(ada, picked, code);
    expect(answer).toMatchObject({ credit: 130, total: (gross - 13_000) / 100 });
    await payLocally(t, answer.secret);
    expect(await creditOf(t, ada)).toBe(0);

    const again = await postCartCheckout(t, ada, { items: picked.map(lineOf), coupon: code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      errors: [{ field: 'coupon', message: 'This code has already been used.' }],
    });
  });

  it("turns what is left of a code's value into credit once the order is paid", async () => {
    const ada = await signUp(t.app);
    const code = await shopItBackCode(t, ada, 'lux');
    const [cheap] = await itemsByPrice('cheapest', 1);
    const gross = grossOf([cheap!]);
    const answer = await checkout(ada, [cheap!], code);
    expect(answer).toMatchObject({ total: 0, credit: gross / 100, paidByCredit: true });
    expect(await creditOf(t, ada)).toBe((50_000 - gross) / 100);
  });

  it('takes a gift card code too, and refuses a wrong one with nothing created', async () => {
    const ada = await signUp(t.app);
    const wrong = await postCartCheckout(t, ada, {
      items: [lineOf((await itemsByPrice('cheapest', 1))[0]!)],
      coupon: 'SIB-0000-0000-0000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: [{ field: 'coupon', message: 'This code is not valid.' }],
    });
    expect(await t.db.select().from(orders).where(eq(orders.userId, ada.userId))).toEqual([]);

    const code = await buyGiftCode(t, { plan: 'mini', additionalAmount: 0 });
    const picked = await itemsOver(6_000);
    expect(await checkout(ada, picked, code)).toMatchObject({
      credit: 60,
      total: (grossOf(picked) - 6_000) / 100,
    });
  });

  it('limits wrong codes here too (per address)', async () => {
    const address = newAddress();
    const ada = await signUp(t.app);
    const line = lineOf((await itemsByPrice('cheapest', 1))[0]!);
    for (let i = 0; i < 10; i += 1) {
      const response = await postCartCheckout(
        t,
        ada,
        { items: [line], coupon: `SIB-DDDD-DDDD-DD${i}D` },
        address,
      );
      expect(response.status).toBe(400);
    }
    const limited = await postCartCheckout(t, ada, { items: [line], coupon: 'x' }, address);
    expect(limited.status).toBe(429);
  });
});

describe('GET proxy/user/{uid}/credit', () => {
  it('answers the balance to its owner only', async () => {
    const bea = await shopperWithCredit();
    const ada = await signUp(t.app);
    const path = `/gateway/proxy/user/${bea.userId}/credit`;
    expect(await (await t.app.request(path, send('GET', undefined, bea.token))).json()).toEqual({
      balance: 500,
    });
    expect((await t.app.request(path, send('GET', undefined, ada.token))).status).toBe(403);
    expect((await t.app.request(path, send('GET'))).status).toBe(401);
    expect(await creditOf(t, ada)).toBe(0);
  });
});

describe('Shop it Back at fulfilment', () => {
  it('e-mails a code worth the session to a shopper who booked from the campaign, once', async () => {
    const ada = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    const response = await postSessionCheckout(t, ada, {
      stylistUuid: stylist!.id,
      plan: 'mini',
      bookingSource: 'shop-it-back',
    });
    const answer = (await response.json()) as CheckoutAnswer;
    await payLocally(t, answer.clientSecret);
    await payLocally(t, answer.clientSecret, { key: `again-${randomUUID()}` });
    await t.app.request(
      `/gateway/styling-session?requestId=${answer.requestId}`,
      send('GET', undefined, ada.token),
    );
    const mails = (await outboxFor(t, ada.email)).filter((mail) => mail.kind === 'shop_it_back');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your $60 Shop it Back code');
    expect(mails[0]!.bodyText).toMatch(SIB_CODE_PATTERN);
  });

  it('sends none for other bookings', async () => {
    const ada = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    const response = await postSessionCheckout(t, ada, { stylistUuid: stylist!.id, plan: 'mini' });
    await payLocally(t, ((await response.json()) as CheckoutAnswer).clientSecret);
    expect(await outboxFor(t, ada.email)).toEqual([]);
    expect((await getOrder(t, ada, 'none')).status).toBe(404);
  });
});
