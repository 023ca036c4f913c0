import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, charges, checkoutSessions, items, orderItems, orders } from '../../db/schema';
import { TEST_CARD_PAYS, settleCheckout } from '../../services/payments';
import { payLocally, type Shopper } from '../../testing/bookingFixtures';
import {
  BERLIN,
  NEW_YORK,
  ORDER_RETURN_URL,
  centsOf,
  completeOrder,
  getOrder,
  itemWhere,
  itemsWhere,
  lineOf,
  localSessionOf,
  ordersOf,
  postItemCheckout,
  readOrder,
  startItemCheckout,
  type OrderAnswer,
} from '../../testing/orderFixtures';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  (await response.json()) as {
    code: string;
    message: string;
    itemUuid?: string;
    errors?: { field: string; message: string }[];
  };

const cartOf = async (shopper: Shopper) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId)))
    .map((row) => row.itemId)
    .sort();

const putInCart = (shopper: Shopper, itemIds: string[]) =>
  t.db.insert(cartItems).values(itemIds.map((itemId) => ({ userId: shopper.userId, itemId })));

describe('POST /checkout/session', () => {
  it('prices from the catalogue, ignoring any price the client sends, and taxes New York at 4 %', async () => {
    const ada = await signUp(t.app);
    const [plain] = await itemsWhere(t, 'shoppable', 1);
    const onSale = await itemWhere(t, 'on sale');
    const subtotal = centsOf(plain!) + centsOf(onSale);
    const tax = Math.floor((subtotal * 4) / 100);
    const checkout = await startItemCheckout(t, ada, {
      items: [
        { ...lineOf(plain!), price: 1, retail_price: 1 },
        { ...lineOf(onSale), price: 1 },
      ],
      total: 1,
      subtotal: 1,
      tax: 0,
    });
    expect(checkout).toEqual({
      secret: expect.stringMatching(/^cs_local_/),
      orderId: expect.any(String),
      provider: 'local',
      subtotal: subtotal / 100,
      tax: tax / 100,
      total: (subtotal + tax) / 100,
      credit: 0,
      paidByCredit: false,
    });
    expect(onSale.salePrice).toBeLessThan(onSale.retailPrice);

    const session = await localSessionOf(t, checkout.orderId);
    expect(session).toMatchObject({
      kind: 'items',
      amountCents: subtotal + tax,
      userId: ada.userId,
      returnUrl: `${ORDER_RETURN_URL}&orderId=${checkout.orderId}&session_id={CHECKOUT_SESSION_ID}`,
    });
    const order = await readOrder(t, ada, checkout.orderId);
    expect(order).toEqual({
      uuid: checkout.orderId,
      order_number: expect.stringMatching(/^LW-\d{8}$/),
      created: expect.any(String),
      status: 'open',
      completed: false,
      checkoutSource: 'cart',
      source: 'cart',
      items: [plain!, onSale].map((item, index) => ({
        item_uuid: item.id,
        name: item.name,
        brand_name: expect.any(String),
        picture: item.picture,
        price: (index === 0 ? centsOf(plain!) : centsOf(onSale)) / 100,
        item_size: item.sizes[0],
      })),
      priceBreakdown: {
        subtotal: subtotal / 100,
        tax: tax / 100,
        shipping: 0,
        credit: 0,
        total: (subtotal + tax) / 100,
      },
      shippingAddress: NEW_YORK,
    });
  });

  it.each([
    ['California (7.25 %)', { ...NEW_YORK, state: 'CA', city: 'Los Angeles' }, 7.25],
    ['a state spelt out', { ...NEW_YORK, state: 'california' }, 7.25],
    ['Oregon (no sales tax)', { ...NEW_YORK, state: 'OR' }, 0],
    ['a US territory not in the table', { ...NEW_YORK, state: 'PR' }, 0],
    ['Germany (19 % VAT and 12 % duty)', BERLIN, 31],
    ['Hong Kong (none)', { ...BERLIN, country: 'HK' }, 0],
    ['Canada (5 % GST)', { ...NEW_YORK, country: 'CA', state: 'ON' }, 5],
  ])('taxes by destination from the table: %s', async (_, shippingAddress, percent) => {
    const ada = await signUp(t.app);
    const picked = await itemsWhere(t, 'shoppable', 3);
    const subtotal = picked.reduce((sum, item) => sum + centsOf(item), 0);
    const checkout = await startItemCheckout(t, ada, {
      items: picked.map(lineOf),
      shippingAddress,
    });
    const tax = Math.floor((subtotal * percent * 1000) / 100_000);
    expect(checkout).toMatchObject({ subtotal: subtotal / 100, tax: tax / 100 });
    expect(Math.round(checkout.total * 100)).toBe(subtotal + tax);
  });

  it.each([
    [
      'a country outside the 43',
      { ...NEW_YORK, country: 'AU' },
      'shippingAddress.country',
      'We do not ship to this country yet.',
    ],
    ['no country', { ...NEW_YORK, country: '' }, 'shippingAddress.country', 'Country is required.'],
    ['no phone', { ...NEW_YORK, phone: ' ' }, 'shippingAddress.phone', 'Phone is required.'],
    [
      'a phone of letters',
      { ...NEW_YORK, phone: 'call me' },
      'shippingAddress.phone',
      'Enter a valid phone number.',
    ],
    [
      'no state in the US',
      { ...NEW_YORK, state: '' },
      'shippingAddress.state',
      'State is required.',
    ],
    ['no name', { ...NEW_YORK, name: undefined }, 'shippingAddress.name', 'Full name is required.'],
    ['no street', { ...NEW_YORK, line1: '' }, 'shippingAddress.line1', 'Address is required.'],
    [
      'a name too long',
      { ...NEW_YORK, name: 'A'.repeat(101) },
      'shippingAddress.name',
      'Full name is too long.',
    ],
    [
      'no postal code',
      { ...BERLIN, postalCode: '' },
      'shippingAddress.postalCode',
      'Postal code is required.',
    ],
  ])('refuses %s with 400 and the field message', async (_, shippingAddress, field, message) => {
    const ada = await signUp(t.app);
    const response = await postItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
      shippingAddress,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([{ field, message }]);
    expect(await ordersOf(t, ada)).toEqual([]);
  });

  it('accepts a phone with spaces, dashes, dots, brackets and a leading +, and no state outside the US and Canada', async () => {
    const ada = await signUp(t.app);
    const response = await postItemCheckout(t, ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
      shippingAddress: { ...BERLIN, phone: '+49 (30) 123.45-67', line2: null },
    });
    expect(response.status).toBe(200);
  });

  it('refuses an empty selection, an item twice and a return URL outside the app', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    const empty = await postItemCheckout(t, ada, { items: [] });
    expect((await errorOf(empty)).errors).toEqual([
      { field: 'items', message: 'Choose at least one item.' },
    ]);
    const twice = await postItemCheckout(t, ada, { items: [lineOf(item), lineOf(item)] });
    expect((await errorOf(twice)).errors?.[0]?.field).toBe('items');
    const noSize = await postItemCheckout(t, ada, { items: [{ uuid: item.id }] });
    expect((await errorOf(noSize)).errors).toEqual([
      { field: 'items.0.size', message: 'Please select a size for all selected items.' },
    ]);
    for (const returnUrl of ['https://evil.example/app/confirmation', '/\\evil.example']) {
      const response = await postItemCheckout(t, ada, { items: [lineOf(item)], returnUrl });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).errors?.[0]?.field).toBe('returnUrl');
    }
    expect(await ordersOf(t, ada)).toEqual([]);
  });

  it('answers 409 item_unavailable for a sold-out item, a size out of stock, an item sold only at its retailer and an unknown or private item', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const [good, other] = await itemsWhere(t, 'shoppable', 2);
    const soldOut = await itemWhere(t, 'sold out');
    const retailerOnly = await itemWhere(t, 'retailer only');
    const [eves] = await t.db
      .insert(items)
      .values({ ...good!, id: `private-${eve.userId}`, ownerId: eve.userId, type: 'user' })
      .returning();
    const cases = [
      [
        { uuid: soldOut.id, size: 'M' },
        soldOut.id,
        `${soldOut.name} is no longer available in size M.`,
      ],
      [
        { uuid: other!.id, size: 'XXXXL' },
        other!.id,
        `${other!.name} is no longer available in size XXXXL.`,
      ],
      [
        lineOf(retailerOnly),
        retailerOnly.id,
        expect.stringMatching(/ can only be bought at .+\.$/),
      ],
      [{ uuid: 'no-such-item', size: 'M' }, 'no-such-item', 'This item is no longer available.'],
      [lineOf(eves!), eves!.id, 'This item is no longer available.'],
    ] as const;
    for (const [line, itemUuid, message] of cases) {
      const response = await postItemCheckout(t, ada, { items: [lineOf(good!), line] });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: 'item_unavailable', itemUuid, message });
    }
    expect(await ordersOf(t, ada)).toEqual([]);
  });

  it('needs a signed-in shopper', async () => {
    const response = await postItemCheckout(t, null, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
    });
    expect(response.status).toBe(401);
  });
});

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
    await putInCart(ada, [first!, second!, kept!]);
    await putInCart(ben, [first!]);
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
    expect(await cartOf(ada)).toEqual([kept]);
    expect(await cartOf(ben)).toEqual([first]);

    const [paid] = await ordersOf(t, ada);
    expect(paid).toMatchObject({ status: 'paid', completedAt: null });
    const paidAt = paid!.paidAt;
    expect(paidAt).toBeInstanceOf(Date);

    // Back in the cart after paying: a later confirmation does not take it out again.
    await putInCart(ada, [first!]);
    await payLocally(t, checkout.secret);
    expect(await cartOf(ada)).toEqual([first, kept].sort());

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
    await putInCart(ada, [item.id]);
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
    expect(await cartOf(ada)).toEqual([]);
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
