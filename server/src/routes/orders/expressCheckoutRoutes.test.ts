import { describe, expect, it } from 'vitest';
import { payLocally, type Shopper } from '../../testing/bookingFixtures';
import {
  BERLIN,
  NEW_YORK,
  centsOf,
  itemWhere,
  lineOf,
  localSessionOf,
  ordersOf,
  postExpressCheckout,
  readOrder,
  type OrderCheckoutAnswer,
} from '../../testing/orderFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const quote = (shopper: Shopper | null, body: Record<string, unknown>) =>
  t.app.request('/gateway/express-checkout/calculate-taxes', send('POST', body, shopper?.token));

const taxAddress = ({ city, state, country, postalCode }: typeof NEW_YORK) => ({
  city,
  state,
  country,
  postalCode,
});

describe('POST /express-checkout/calculate-taxes', () => {
  it('answers the total and the tax of the destination, from the catalogue price', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'on sale');
    const cents = centsOf(item);
    const items = [{ ...lineOf(item), price: 1 }];
    const answers = [];
    for (const shippingAddress of [
      taxAddress(NEW_YORK),
      { ...taxAddress(NEW_YORK), state: 'CA' },
      taxAddress(BERLIN),
    ]) {
      const response = await quote(ada, { items, shippingAddress, total: 1 });
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    const expected = [4, 7.25, 31].map((percent) => {
      const tax = Math.floor((cents * percent * 1000) / 100_000);
      return { subtotal: cents / 100, tax: tax / 100, total: (cents + tax) / 100 };
    });
    expect(answers).toEqual(expected);
    expect(await ordersOf(t, ada)).toEqual([]);
  });

  it('works from the part of the address a wallet shares before paying (the country alone)', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    const response = await quote(ada, {
      items: [lineOf(item)],
      shippingAddress: { country: 'HK' },
    });
    expect(await response.json()).toEqual({
      subtotal: centsOf(item) / 100,
      tax: 0,
      total: centsOf(item) / 100,
    });
  });

  it('refuses a country outside the list (400 shippingAddress.country) and an unavailable item (409)', async () => {
    const ada = await signUp(t.app);
    const outside = await quote(ada, {
      items: [lineOf(await itemWhere(t, 'shoppable'))],
      shippingAddress: { ...taxAddress(NEW_YORK), country: 'AU' },
    });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({
      errors: [
        { field: 'shippingAddress.country', message: 'We do not ship to this country yet.' },
      ],
    });
    const soldOut = await itemWhere(t, 'sold out');
    const unavailable = await quote(ada, {
      items: [{ uuid: soldOut.id, size: 'M' }],
      shippingAddress: taxAddress(NEW_YORK),
    });
    expect(unavailable.status).toBe(409);
    expect(await unavailable.json()).toMatchObject({
      code: 'item_unavailable',
      itemUuid: soldOut.id,
    });
    expect((await quote(null, { items: [], shippingAddress: {} })).status).toBe(401);
  });
});

describe('POST /express-checkout', () => {
  it('makes an express-checkout order charged with the tax of where it ships, paid on the local sheet', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    const cents = centsOf(item);
    const tax = Math.floor((cents * 31) / 100);
    const response = await postExpressCheckout(t, ada, {
      items: [{ ...lineOf(item), price: 0.01 }],
      shippingAddress: BERLIN,
      amount: 1,
    });
    expect(response.status).toBe(200);
    const checkout = (await response.json()) as OrderCheckoutAnswer;
    expect(checkout).toEqual({
      secret: expect.stringMatching(/^cs_local_/),
      orderId: expect.any(String),
      provider: 'local',
      subtotal: cents / 100,
      tax: tax / 100,
      total: (cents + tax) / 100,
    });
    const session = await localSessionOf(t, checkout.orderId);
    expect(session).toMatchObject({
      kind: 'express',
      amountCents: cents + tax,
      returnUrl:
        'http://localhost:3000/app/confirmation?checkoutSource=express+checkout&track=1' +
        `&orderId=${checkout.orderId}&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({
      status: 'open',
      checkoutSource: 'express checkout',
      source: null,
      shippingAddress: BERLIN,
      priceBreakdown: { subtotal: cents / 100, tax: tax / 100, shipping: 0 },
    });

    const paid = await payLocally(t, checkout.secret);
    expect(await paid.json()).toEqual({
      status: 'paid',
      returnUrl:
        'http://localhost:3000/app/confirmation?checkoutSource=express+checkout&track=1' +
        `&orderId=${checkout.orderId}&session_id=${session.id}`,
    });
    expect(await readOrder(t, ada, checkout.orderId)).toMatchObject({
      status: 'paid',
      completed: false,
    });
  });

  it('keeps the return URL and source the client gives, inside the app only', async () => {
    const ada = await signUp(t.app);
    const items = [lineOf(await itemWhere(t, 'shoppable'))];
    const response = await postExpressCheckout(t, ada, {
      items,
      source: 'item page',
      returnUrl: 'http://localhost:3000/app/confirmation?checkoutSource=express%20checkout&track=1',
    });
    const checkout = (await response.json()) as OrderCheckoutAnswer;
    const session = await localSessionOf(t, checkout.orderId);
    expect(session.returnUrl).toBe(
      'http://localhost:3000/app/confirmation?checkoutSource=express+checkout&track=1' +
        `&orderId=${checkout.orderId}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect((await readOrder(t, ada, checkout.orderId)).source).toBe('item page');

    const outside = await postExpressCheckout(t, ada, {
      items,
      returnUrl: 'https://evil.example/app/confirmation',
    });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ errors: [{ field: 'returnUrl' }] });
  });

  it('needs the full address, an item in stock and a signed-in shopper', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    const noAddress = await t.app.request(
      '/gateway/express-checkout',
      send('POST', { items: [lineOf(item)] }, ada.token),
    );
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toMatchObject({
      errors: [{ field: 'shippingAddress', message: 'The shipping address is missing.' }],
    });
    const noPhone = await postExpressCheckout(t, ada, {
      items: [lineOf(item)],
      shippingAddress: { ...NEW_YORK, phone: '' },
    });
    expect(await noPhone.json()).toMatchObject({
      errors: [{ field: 'shippingAddress.phone', message: 'Phone is required.' }],
    });
    const retailerOnly = await itemWhere(t, 'retailer only');
    const unavailable = await postExpressCheckout(t, ada, { items: [lineOf(retailerOnly)] });
    expect(unavailable.status).toBe(409);
    expect(await ordersOf(t, ada)).toEqual([]);
    expect((await postExpressCheckout(t, null, { items: [lineOf(item)] })).status).toBe(401);
  });
});
