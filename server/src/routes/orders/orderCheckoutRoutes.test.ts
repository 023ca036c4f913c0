import { describe, expect, it } from 'vitest';
import { items } from '../../db/schema';
import {
  BERLIN,
  NEW_YORK,
  ORDER_RETURN_URL,
  centsOf,
  itemWhere,
  itemsWhere,
  lineOf,
  localSessionOf,
  ordersOf,
  postItemCheckout,
  readOrder,
  startItemCheckout,
} from '../../testing/orderFixtures';
import { errorOf, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

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
