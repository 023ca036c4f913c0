import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { payLocally, type Shopper } from '../../testing/bookingFixtures';
import {
  NEW_YORK,
  centsOf,
  completeOrder,
  itemWhere,
  lineOf,
  startItemCheckout,
  type OrderAnswer,
} from '../../testing/orderFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type OrdersPage = { items: OrderAnswer[]; quota_max: number; nextPage: number | null };

const listOrders = (shopper: Shopper, query = '', token = shopper.token) =>
  t.app.request(
    `/gateway/proxy/user/${shopper.userId}/orders${query}`,
    send('GET', undefined, token),
  );

const pageOf = async (shopper: Shopper, query = '') =>
  (await (await listOrders(shopper, query)).json()) as OrdersPage;

/** Orders stored as they would be, one a minute apart; answers their ids, oldest first. */
const storeOrders = async (
  shopper: Shopper,
  count: number,
  status: 'open' | 'paid' | 'expired' = 'paid',
) => {
  const start = Date.now() - count * 60_000;
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    orderNumber: `LW-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    userId: shopper.userId,
    status,
    checkoutSource: 'cart' as const,
    shippingAddress: NEW_YORK,
    subtotalCents: 1000 + index,
    taxCents: 40,
    totalCents: 1040 + index,
    provider: 'local' as const,
    createdAt: new Date(start + index * 60_000),
    paidAt: status === 'paid' ? new Date(start + index * 60_000) : null,
  }));
  await t.db.insert(orders).values(rows);
  await t.db.insert(orderItems).values(
    rows.map((row) => ({
      orderId: row.id,
      position: 0,
      itemId: null,
      name: 'Silk shirt',
      brandName: 'Brand',
      picture: '/media/items/x.svg',
      size: 'M',
      unitPriceCents: row.subtotalCents,
    })),
  );
  return rows.map((row) => row.id);
};

describe('GET proxy/user/{uid}/orders', () => {
  it('answers no orders to a new shopper', async () => {
    const ada = await signUp(t.app);
    expect(await pageOf(ada)).toEqual({ items: [], quota_max: 0, nextPage: null });
  });

  it('lists the paid orders only, newest first, 30 a page from page 1, with the count and next page', async () => {
    const ada = await signUp(t.app);
    const ben = await signUp(t.app);
    const paid = await storeOrders(ada, 31);
    await storeOrders(ada, 2, 'open');
    await storeOrders(ada, 1, 'expired');
    await storeOrders(ben, 3);
    const newestFirst = [...paid].reverse();

    const first = await pageOf(ada);
    expect(first.quota_max).toBe(31);
    expect(first.nextPage).toBe(2);
    expect(first.items.map((order) => order.uuid)).toEqual(newestFirst.slice(0, 30));
    const second = await pageOf(ada, '?from=2&count=30');
    expect(second).toMatchObject({ quota_max: 31, nextPage: null });
    expect(second.items.map((order) => order.uuid)).toEqual(newestFirst.slice(30));
    const past = await pageOf(ada, '?from=3');
    expect(past).toEqual({ items: [], quota_max: 31, nextPage: null });

    const small = await pageOf(ada, '?from=2&count=10');
    expect(small.items.map((order) => order.uuid)).toEqual(newestFirst.slice(10, 20));
    expect(small.nextPage).toBe(3);
  });

  it('refuses more than 30 a page and a page before the first', async () => {
    const ada = await signUp(t.app);
    expect((await listOrders(ada, '?count=31')).status).toBe(400);
    expect((await listOrders(ada, '?from=0')).status).toBe(400);
  });

  it('shows each order with its items, sizes, prices and address, as the confirmation does', async () => {
    const ada = await signUp(t.app);
    const item = await itemWhere(t, 'shoppable');
    const checkout = await startItemCheckout(t, ada, { items: [lineOf(item)] });
    await payLocally(t, checkout.secret);
    const completed = (await (await completeOrder(t, ada, checkout.orderId)).json()) as OrderAnswer;
    const page = await pageOf(ada);
    expect(page.items).toEqual([completed]);
    expect(completed.items).toEqual([
      {
        item_uuid: item.id,
        name: item.name,
        brand_name: expect.any(String),
        picture: item.picture,
        price: centsOf(item) / 100,
        item_size: item.sizes[0],
      },
    ]);
  });

  it('answers 403 for another shopper’s orders and 401 signed out', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    await storeOrders(ada, 1);
    expect((await listOrders(ada, '', eve.token)).status).toBe(403);
    const signedOut = await t.app.request(`/gateway/proxy/user/${ada.userId}/orders`);
    expect(signedOut.status).toBe(401);
  });
});
