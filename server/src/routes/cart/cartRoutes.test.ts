import { describe, expect, it } from 'vitest';
import { cartItems, items } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Cart = {
  items: { item_uuid: string; price: number; retailer_name: string }[];
  quota_max: number;
  total_price: number;
  nextPage: number | null;
};

describe('GET proxy/user/{uid}/cart', () => {
  it('answers an empty cart to a new shopper', async () => {
    const ada = await signUp(t.app);
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/cart`,
      send('GET', undefined, ada.token),
    );
    expect(await response.json()).toEqual({
      items: [],
      quota_max: 0,
      total_price: 0,
      nextPage: null,
    });
  });

  it('lists the shopper’s items sorted as asked, with the count and total', async () => {
    const ada = await signUp(t.app);
    const picked = await t.db.select().from(items).limit(3);
    await t.db
      .insert(cartItems)
      .values(picked.map((item) => ({ userId: ada.userId, itemId: item.id })));

    const byPrice = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/cart?sort=price&order=asc&from=1&count=2`,
      send('GET', undefined, ada.token),
    );
    const cart = (await byPrice.json()) as Cart;
    expect(cart.quota_max).toBe(3);
    expect(cart.items).toHaveLength(2);
    expect(cart.nextPage).toBe(2);
    expect(cart.items[0]!.price).toBeLessThanOrEqual(cart.items[1]!.price);
    const total = picked.reduce((sum, item) => sum + (item.salePrice ?? item.retailPrice), 0);
    expect(cart.total_price).toBeCloseTo(total, 2);
  });

  it('keeps the count and total on the last page and past the end, and counts only the shopper’s own items', async () => {
    const [ada, ben] = [await signUp(t.app), await signUp(t.app)];
    const picked = await t.db.select().from(items).limit(3);
    await t.db
      .insert(cartItems)
      .values([
        ...picked.map((item) => ({ userId: ada.userId, itemId: item.id })),
        { userId: ben.userId, itemId: picked[0]!.id },
      ]);
    const page = async (from: number) =>
      (await (
        await t.app.request(
          `/gateway/proxy/user/${ada.userId}/cart?sort=retailer&order=desc&from=${from}&count=2`,
          send('GET', undefined, ada.token),
        )
      ).json()) as Cart;
    const total = picked.reduce((sum, item) => sum + (item.salePrice ?? item.retailPrice), 0);

    const last = await page(2);
    expect(last.items).toHaveLength(1);
    expect(last).toMatchObject({ quota_max: 3, nextPage: null });
    expect(last.total_price).toBeCloseTo(total, 2);

    const beyond = await page(5);
    expect(beyond.items).toEqual([]);
    expect(beyond).toMatchObject({ quota_max: 3, nextPage: null });
    expect(beyond.total_price).toBeCloseTo(total, 2);
  });
});

describe('POST and DELETE proxy/user/{uid}/cart/{itemId}', () => {
  const cartOf = async (shopper: { userId: string; token: string }) =>
    (await (
      await t.app.request(
        `/gateway/proxy/user/${shopper.userId}/cart`,
        send('GET', undefined, shopper.token),
      )
    ).json()) as Cart & { items: { item_uuid: string; size: string | null }[] };

  it('adds an item in a size it comes in, changes the size on a second add, and removes it', async () => {
    const ada = await signUp(t.app);
    const [item] = (await t.db.select().from(items).limit(50)).filter(
      (row) => row.sizes.length > 1 && !row.ownerId,
    );
    const path = `/gateway/proxy/user/${ada.userId}/cart/${item!.id}`;
    const added = await t.app.request(path, send('POST', { size: item!.sizes[0] }, ada.token));
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ item_uuid: item!.id, is_in_cart: true });
    await t.app.request(path, send('POST', { size: item!.sizes[1] }, ada.token));
    const cart = await cartOf(ada);
    expect(cart.quota_max).toBe(1);
    expect(cart.items[0]).toMatchObject({ item_uuid: item!.id, size: item!.sizes[1] });

    const removed = await t.app.request(path, send('DELETE', undefined, ada.token));
    expect(removed.status).toBe(200);
    expect((await cartOf(ada)).quota_max).toBe(0);
    // Removing what is not there is not an error.
    expect((await t.app.request(path, send('DELETE', undefined, ada.token))).status).toBe(200);
  });

  it('refuses a size the item does not come in, an unknown item and another shopper’s cart', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const [item] = await t.db.select().from(items).limit(1);
    const path = `/gateway/proxy/user/${ada.userId}/cart/${item!.id}`;
    const wrongSize = await t.app.request(path, send('POST', { size: 'XXXL' }, ada.token));
    expect(wrongSize.status).toBe(400);
    expect(await wrongSize.json()).toMatchObject({ code: 'size_unavailable' });
    expect(
      (
        await t.app.request(
          `/gateway/proxy/user/${ada.userId}/cart/no-such-item`,
          send('POST', {}, ada.token),
        )
      ).status,
    ).toBe(404);
    expect((await t.app.request(path, send('POST', {}, eve.token))).status).toBe(403);
    expect((await t.app.request(path, send('DELETE', undefined, eve.token))).status).toBe(403);
    expect((await cartOf(ada)).quota_max).toBe(0);
  });
});
