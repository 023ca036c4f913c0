import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, checkoutSessions, items, orderItems, orders } from '../../db/schema';
import { TEST_CARD_PAYS, settleCheckout } from '../../services/payments';
import { payLocally, type Shopper } from '../../testing/bookingFixtures';
import {
  BERLIN,
  NEW_YORK,
  ORDER_RETURN_URL,
  cartOf,
  centsOf,
  completeOrder,
  getOrder,
  itemWhere,
  itemsWhere,
  lineOf,
  localSessionOf,
  ordersOf,
  putInCart,
  readOrder,
  startItemCheckout,
  type OrderAnswer,
} from '../../testing/orderFixtures';
import { errorOf, send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

describe('paying, reading and completing an order', () => {
  it('is open until paid, and POST /complete before paying is 409 not_paid', async () => {
    const ada = await signUp(t.app);
    const checkout = await startItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
    });
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({
      status: 'open',
      completed: false,
    });
    const early = await completeOrder(t, ada, checkout.orderId);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('not_paid');
  });

  it('pays once however often the local form confirms, empties those items from the cart only, and completes once', async () => {
    const ada = await signUp(t.app);
    const ben = await signUp(t.app);
    const picked = await itemsWhere(t, 'shoppable', 3);
    const [first, second, kept] = picked.map((item) => item.id);
    await putInCart(t, ada, [first!, second!, kept!]);
    await putInCart(t, ben, [first!]);
    const checkout = await startItemCheckout(t, ada, { items: picked.slice(0, 2).map(lineOf) });
    const session = await localSessionOf(t, checkout.orderId);

    const sameKey = { key: 'order-attempt-same-key' };
    const answers = await Promise.all([
      payLocally(t, checkout.secret, sameKey),
      payLocally(t, checkout.secret, sameKey),
    ]);
    answers.push(await payLocally(t, checkout.secret, { key: 'order-attempt-other-key' }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        status: 'paid',
        returnUrl: `${ORDER_RETURN_URL}&orderId=${checkout.orderId}&session_id=${session.id}`,
      });
    }
    const paidCharges = await t.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutSessionId, session.id));
    expect(paidCharges).toHaveLength(1);
    expect(await cartOf(t, ada)).toEqual([kept]);
    expect(await cartOf(t, ben)).toEqual([first]);

    const [paid] = await ordersOf(t, ada);
    expect(paid).toMatchObject({ status: 'paid', completedAt: null });
    const paidAt = paid!.paidAt;
    expect(paidAt).toBeInstanceOf(Date);

    // Back in the cart after paying: a later confirmation does not take it out again.
    await putInCart(t, ada, [first!]);
    await payLocally(t, checkout.secret);
    expect(await cartOf(t, ada)).toEqual([first, kept].sort());

    const done = await completeOrder(t, ada, checkout.orderId);
    expect(done.status).toBe(200);
    const completed = (await done.json()) as OrderAnswer;
    expect(completed).toMatchObject({ status: 'paid', completed: true });
    const [afterFirst] = await ordersOf(t, ada);

    const again = await completeOrder(t, ada, checkout.orderId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(completed);
    const [afterSecond] = await ordersOf(t, ada);
    expect(afterSecond).toEqual(afterFirst);
    expect(afterSecond!.paidAt).toEqual(paidAt);
    expect(await readOrder(t, ada, checkout.orderId)).toEqual(completed);
  });

  it('pays on GET /checkout when the provider says paid but the form never told the server', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    await putInCart(t, ada, [item.id]);
    const checkout = await startItemCheckout(t, ada, { items: [lineOf(item)] });
    // The stand-in settled the session; the order is still open.
    await settleCheckout(
      t.db,
      checkout.secret,
      { number: TEST_CARD_PAYS, expiry: '12/40', cvc: '123' },
      'settled-behind-the-server',
    );
    const [before] = await ordersOf(t, ada);
    expect(before?.status).toBe('open');

    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({ status: 'paid' });
    expect(await cartOf(t, ada)).toEqual([]);
  });

  it('hides one shopper’s order from another: 404 to read or complete it', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const checkout = await startItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
    });
    await payLocally(t, checkout.secret);
    const read = await getOrder(t, eve, checkout.orderId);
    expect(read.status).toBe(404);
    const complete = await completeOrder(t, eve, checkout.orderId);
    expect(complete.status).toBe(404);
    const unknown = await getOrder(t, eve, 'no-such-order');
    expect(await unknown.json()).toEqual(await (await getOrder(t, eve, checkout.orderId)).json());
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({ completed: false });
    expect((await getOrder(t, null, checkout.orderId)).status).toBe(401);
    expect((await completeOrder(t, null, checkout.orderId)).status).toBe(401);
  });

  it('marks an order expired when its payment session ran out', async () => {
    const ada = await signUp(t.app);
    const checkout = await startItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
    });
    const session = await localSessionOf(t, checkout.orderId);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, session.id));
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({ status: 'expired' });
    expect((await payLocally(t, checkout.secret)).status).toBe(409);
  });
});

describe('GET /user/{uid}/shipping-address', () => {
  const savedAddress = async (shopper: Shopper) => {
    const response = await t.app.request(
      `/gateway/user/${shopper.userId}/shipping-address`,
      send('GET', undefined, shopper.token),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as unknown;
  };

  it('is null until an order is paid, then the address of the last paid order', async () => {
    const ada = await signUp(t.app);
    expect(await savedAddress(ada)).toBeNull();
    const item = await itemWhere(t, 'shoppable');
    const first = await startItemCheckout(t, ada, { items: [lineOf(item)] });
    expect(await savedAddress(ada)).toBeNull();
    await payLocally(t, first.secret);
    expect(await savedAddress(ada)).toEqual(NEW_YORK);

    const second = await startItemCheckout(t, ada, {
      items: [lineOf(item)],
      shippingAddress: BERLIN,
    });
    expect(await savedAddress(ada)).toEqual(NEW_YORK);
    await payLocally(t, second.secret);
    expect(await savedAddress(ada)).toEqual(BERLIN);
  });
});

describe('the order number', () => {
  it('is LW- and 8 digits, unique', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    for (let i = 0; i < 6; i += 1) await startItemCheckout(t, ada, { items: [lineOf(item)] });
    const numbers = (await t.db.select({ number: orders.orderNumber }).from(orders)).map(
      (row) => row.number,
    );
    expect(numbers.length).toBeGreaterThanOrEqual(6);
    for (const number of numbers) expect(number).toMatch(/^LW-\d{8}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('keeps each line as it was sold, even once the item leaves the catalogue', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    const [copy] = await t.db
      .insert(items)
      .values({ ...item, id: `leaving-${ada.userId}` })
      .returning();
    const checkout = await startItemCheckout(t, ada, { items: [lineOf(copy!)] });
    await t.db.delete(items).where(eq(items.id, copy!.id));
    const [line] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, checkout.orderId));
    expect(line).toMatchObject({ itemId: null, name: item.name, unitPriceCents: centsOf(item) });
  });
});
