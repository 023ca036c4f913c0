import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SignedInCache } from '../../auth/signedInCache';
import { giftCodes, orders, stylingSessionRequests, stylingSessions } from '../../db/schema';
import { fulfilPaidRequest } from '../../services/booking/stylingRequests';
import { ChatBus } from '../../services/chatBus';
import { payOrder } from '../../services/orders/orders';
import {
  bookableStylists,
  payLocally,
  type CheckoutAnswer,
  type Shopper,
} from '../../testing/bookingFixtures';
import {
  creditLedgerOf,
  makeCode,
  postSessionCheckout,
  shopperWithCreditOf,
} from '../../testing/giftFixtures';
import { itemWhere, lineOf, startItemCheckout } from '../../testing/orderFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

/**
 * A payment settles only an order or a booking that is still open: once a newer checkout of the
 * shopper has expired it (and taken its credit or code), a late confirmation of the old one pays
 * nothing and spends nothing (issue 27, "settle against expiry").
 */
const t = testAppPerFile();

const CREDIT_CENTS = 1000;

const shopperWithCredit = () => shopperWithCreditOf(t, CREDIT_CENTS);

const ledgerOf = (shopper: Shopper) => creditLedgerOf(t, shopper);

const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

const checkout = async (shopper: Shopper) =>
  startItemCheckout(t, shopper, { items: [lineOf(await itemWhere(t, 'shoppable'))] });

describe('an order a newer checkout expired', () => {
  it('is not paid by a late confirmation, and its credit is spent once, by the newer order', async () => {
    const ada = await shopperWithCredit();
    const first = await checkout(ada);
    expect((await orderRow(first.orderId)).creditCents).toBe(CREDIT_CENTS);
    const second = await checkout(ada);
    expect((await orderRow(first.orderId)).status).toBe('expired');
    expect((await orderRow(second.orderId)).creditCents).toBe(CREDIT_CENTS);

    // The first order's confirmation arrives late (a webhook, a lookup): it pays nothing.
    expect(await payOrder({ db: t.db, log: () => {} }, first.orderId)).toBe(false);
    expect((await orderRow(first.orderId)).status).toBe('expired');
    expect((await payLocally(t, first.secret)).status).toBe(409);
    expect((await payLocally(t, second.secret)).status).toBe(200);
    expect((await orderRow(second.orderId)).status).toBe('paid');
    expect(await ledgerOf(ada)).toBe(0);
  });

  it('settling and a newer checkout racing spend the credit once (Promise.all)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const ada = await shopperWithCredit();
      const first = await checkout(ada);
      const [settled, second] = await Promise.all([
        payLocally(t, first.secret),
        checkout(ada).catch(() => null),
      ]);
      if (second?.secret) await payLocally(t, second.secret);
      const mine = await t.db.select().from(orders).where(eq(orders.userId, ada.userId));
      const paidWithCredit = mine.filter(
        (order) => order.status === 'paid' && order.creditCents > 0,
      );
      expect(paidWithCredit.length, `round ${round}: ${settled.status}`).toBeLessThanOrEqual(1);
      expect(await ledgerOf(ada)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('a booking a newer checkout expired', () => {
  it('is not fulfilled by a late confirmation, and its code stays with the newer booking', async () => {
    const ada = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    // A $130 code on the $550 Lux session: $420 is left to pay at the provider.
    const code = await makeCode(t);
    const book = async () =>
      (await (
        await postSessionCheckout(t, ada, { stylistUuid: stylist!.id, plan: 'lux', coupon: code })
      ).json()) as CheckoutAnswer;
    const first = await book();
    expect(first.clientSecret).toBeTruthy();
    const second = await book();
    const [firstRow] = await t.db
      .select()
      .from(stylingSessionRequests)
      .where(eq(stylingSessionRequests.id, first.requestId));
    expect(firstRow?.status).toBe('expired');

    const deps = {
      db: t.db,
      bus: new ChatBus({ db: t.db, events: t.events, log: () => {} }),
      signedIn: new SignedInCache(t.events),
    };
    expect(await fulfilPaidRequest(deps, first.requestId)).toBeNull();
    expect(
      await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, first.requestId)),
    ).toEqual([]);
    const [held] = await t.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.stylingRequestId, second.requestId));
    expect(held).toBeDefined();
    expect((await payLocally(t, second.clientSecret)).status).toBe(200);
    expect(
      await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, second.requestId)),
    ).toHaveLength(1);
  });
});
