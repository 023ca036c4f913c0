import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInCache } from '../auth/signedInCache';
import {
  checkoutSessions,
  giftCodes,
  orders,
  stylingSessionRequests,
  stylingSessions,
} from '../db/schema';
import { bookableStylists, type CheckoutAnswer, type Shopper } from '../testing/bookingFixtures';
import {
  creditLedgerOf,
  makeCode,
  postSessionCheckout,
  shopperWithCreditOf,
} from '../testing/giftFixtures';
import {
  centsOf,
  itemWhere,
  itemsWhere,
  lineOf,
  startItemCheckout,
} from '../testing/orderFixtures';
import { createTestApp, signUp, type TestApp } from '../testing/testApp';
import { ChatBus } from './chatBus';
import { STALLED_CHECKOUT_MS, sweepOpenCheckouts } from './checkoutSweeper';
import { localPaymentsProvider } from './localPaymentsProvider';
import { ORDER_TTL_MS } from './orders/orders';
import { TEST_CARD_PAYS, settleCheckout } from './payments';
import { availableCreditCents } from './gifts/shoppingCredit';

let t: TestApp;
let sweep: (now?: Date) => Promise<unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const deps = {
    db: t.db,
    log: () => {},
    payments: localPaymentsProvider(t.db),
    bus: new ChatBus({ db: t.db, events: t.events, log: () => {} }),
    signedIn: new SignedInCache(t.events),
  };
  sweep = (now) => sweepOpenCheckouts(deps, now);
});
afterAll(() => t.close());

const CREDIT_CENTS = 1000;
const HOUR_MS = 60 * 60 * 1000;

const shopperWithCredit = () => shopperWithCreditOf(t, CREDIT_CENTS);

const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** Moves an order's start back in time, as if it had been left open that long. */
const age = (orderId: string, ms: number) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, orderId));

const checkout = async (shopper: Shopper, body: Record<string, unknown> = {}) =>
  startItemCheckout(t, shopper, { items: [lineOf(await itemWhere(t, 'shoppable'))], ...body });

const ledgerOf = (shopper: Shopper) => creditLedgerOf(t, shopper);

describe('sweepOpenCheckouts', () => {
  it('expires an order open past its time and gives its credit back; a recent one stays open', async () => {
    const ada = await shopperWithCredit();
    const old = await checkout(ada);
    await age(old.orderId, ORDER_TTL_MS + HOUR_MS);
    const bea = await shopperWithCredit();
    const recent = await checkout(bea);
    expect(await availableCreditCents(t.db, ada.userId)).toBe(0);

    await sweep();
    expect((await orderRow(old.orderId)).status).toBe('expired');
    expect(await availableCreditCents(t.db, ada.userId)).toBe(CREDIT_CENTS);
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, (await orderRow(old.orderId)).providerSessionId!));
    expect(session?.status).toBe('expired');
    expect((await orderRow(recent.orderId)).status).toBe('open');
    expect(await availableCreditCents(t.db, bea.userId)).toBe(0);
  });

  it('frees the code and credit of an order a crash left without a payment session', async () => {
    const ada = await shopperWithCredit();
    const code = await makeCode(t, { plan: 'mini' });
    // Dear enough that the $130 code and the $10 credit leave something to pay.
    const dearest = await itemsWhere(t, 'shoppable', 200);
    dearest.sort((a, b) => centsOf(b) - centsOf(a));
    const order = await checkout(ada, { coupon: code, items: dearest.slice(0, 3).map(lineOf) });
    expect(order.secret).toBeTruthy();
    // The crash: the order was stored, its payment session never recorded.
    await t.db.update(orders).set({ providerSessionId: null }).where(eq(orders.id, order.orderId));
    await age(order.orderId, STALLED_CHECKOUT_MS - 60_000);
    await sweep();
    expect((await orderRow(order.orderId)).status).toBe('open');

    await age(order.orderId, STALLED_CHECKOUT_MS + 60_000);
    await sweep();
    expect((await orderRow(order.orderId)).status).toBe('expired');
    expect(await t.db.select().from(giftCodes).where(eq(giftCodes.orderId, order.orderId))).toEqual(
      [],
    );
    expect(await availableCreditCents(t.db, ada.userId)).toBe(CREDIT_CENTS);
  });

  it('pays an order its provider was paid for (the confirmation was lost), spending the credit once', async () => {
    const ada = await shopperWithCredit();
    const order = await checkout(ada);
    await settleCheckout(
      t.db,
      order.secret,
      { number: TEST_CARD_PAYS, expiry: '12/40', cvc: '123' },
      `attempt-${randomUUID()}`,
    );
    await age(order.orderId, ORDER_TTL_MS + HOUR_MS);
    await Promise.all([sweep(), sweep(), sweep()]);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await ledgerOf(ada)).toBe(0);
  });

  it('is safe to run on several workers at once: each order expires once, its credit freed once', async () => {
    const shoppers = await Promise.all([shopperWithCredit(), shopperWithCredit()]);
    const started = [await checkout(shoppers[0]), await checkout(shoppers[1])];
    for (const order of started) await age(order.orderId, ORDER_TTL_MS + HOUR_MS);
    await Promise.all([sweep(), sweep(), sweep()]);
    for (const [n, order] of started.entries()) {
      expect((await orderRow(order.orderId)).status).toBe('expired');
      expect(await availableCreditCents(t.db, shoppers[n]!.userId)).toBe(CREDIT_CENTS);
      expect(await ledgerOf(shoppers[n]!)).toBe(CREDIT_CENTS);
    }
  });

  it('expires a booking open past its time and gives its gift code back', async () => {
    const ada = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    const code = await makeCode(t);
    const answer = (await (
      await postSessionCheckout(t, ada, { stylistUuid: stylist!.id, plan: 'lux', coupon: code })
    ).json()) as CheckoutAnswer;
    const held = () =>
      t.db.select().from(giftCodes).where(eq(giftCodes.stylingRequestId, answer.requestId));
    expect(await held()).toHaveLength(1);
    await sweep();
    expect(await held()).toHaveLength(1);

    await sweep(new Date(Date.now() + 25 * HOUR_MS));
    const [request] = await t.db
      .select()
      .from(stylingSessionRequests)
      .where(eq(stylingSessionRequests.id, answer.requestId));
    expect(request?.status).toBe('expired');
    expect(await held()).toEqual([]);
    expect(
      await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, answer.requestId)),
    ).toEqual([]);
  });
});
