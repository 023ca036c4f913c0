import { describe, expect, it } from 'vitest';
import {
  NEW_YORK,
  itemWhere,
  lineOf,
  postExpressCheckout,
  postItemCheckout,
} from '../../testing/orderFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type ErrorBody = { code: string; errors?: { field: string; message: string }[] };

const US_STATE_MESSAGE = 'Enter a US state, such as NY or New York.';
const CA_PROVINCE_MESSAGE = 'Enter a Canadian province or territory, such as ON or Ontario.';

const TORONTO = { ...NEW_YORK, city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6', country: 'CA' };

/** Every route that prices tax for an address: the cart's checkout and both express calls. */
const routes = {
  'POST /checkout/session': (token: string, address: object, items: object[]) =>
    postItemCheckout(t, { token } as never, { items, shippingAddress: address }),
  'POST /express-checkout': (token: string, address: object, items: object[]) =>
    postExpressCheckout(t, { token } as never, { items, shippingAddress: address }),
  'POST /express-checkout/calculate-taxes': (token: string, address: object, items: object[]) =>
    t.app.request(
      '/gateway/express-checkout/calculate-taxes',
      send('POST', { items, shippingAddress: address }, token),
    ),
};

describe('a state or province not on its list', () => {
  it.each(Object.keys(routes) as (keyof typeof routes)[])(
    '%s: an unknown US state or Canadian province is a 400 on shippingAddress.state, never a zero tax',
    async (route) => {
      const ada = await signUp(t.app);
      const items = [lineOf(await itemWhere(t, 'shoppable'))];
      for (const [address, message] of [
        [{ ...NEW_YORK, state: 'ZZ' }, US_STATE_MESSAGE],
        [{ ...NEW_YORK, state: 'Narnia' }, US_STATE_MESSAGE],
        [{ ...TORONTO, state: 'ZZ' }, CA_PROVINCE_MESSAGE],
      ] as const) {
        const response = await routes[route](ada.token, address, items);
        expect(response.status).toBe(400);
        const body = (await response.json()) as ErrorBody;
        expect(body.errors).toEqual([{ field: 'shippingAddress.state', message }]);
      }
    },
  );

  it.each(Object.keys(routes) as (keyof typeof routes)[])(
    '%s: accepts a state or province by code or by name, in any case',
    async (route) => {
      const ada = await signUp(t.app);
      const items = [lineOf(await itemWhere(t, 'shoppable'))];
      for (const address of [
        NEW_YORK,
        { ...NEW_YORK, state: 'new york' },
        { ...NEW_YORK, state: 'or' },
        TORONTO,
        { ...TORONTO, state: 'Québec' },
        { ...TORONTO, state: 'british columbia' },
      ]) {
        expect((await routes[route](ada.token, address, items)).status).toBe(200);
      }
    },
  );
});
