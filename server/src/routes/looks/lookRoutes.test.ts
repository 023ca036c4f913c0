import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lookItems, looks } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const aLook = async (offset = 0) => {
  const [look] = await t.db
    .select()
    .from(looks)
    .where(eq(looks.isPublic, true))
    .offset(offset)
    .limit(1);
  const items = await t.db.select().from(lookItems).where(eq(lookItems.lookId, look!.id));
  return {
    look: look!,
    itemIds: items.sort((a, b) => a.position - b.position).map((i) => i.itemId),
  };
};

const json = async (path: string, init?: RequestInit) => {
  const response = await t.app.request(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('outfits', () => {
  it('answers a look with its owner and items in order; the reader’s flags only for themself', async () => {
    const { look, itemIds } = await aLook();
    const visitor = await json(`/gateway/proxy/outfit/web/${look.id}/null`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ unique: look.id, name: look.name, liked: false });
    const items = visitor.body.items as { uuid: string; is_in_cart: boolean }[];
    expect(items.map((item) => item.uuid)).toEqual(itemIds);

    const ada = await signUp(t.app);
    await t.app.request(
      `/gateway/proxy/user/${ada.userId}/cart/${itemIds[0]}`,
      send('POST', {}, ada.token),
    );
    await t.app.request(
      `/gateway/proxy/outfit/like/${look.id}`,
      send('POST', { user_uuid: ada.userId }, ada.token),
    );
    const own = await json(
      `/gateway/proxy/outfit/web/${look.id}/${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(own.body.liked).toBe(true);
    expect((own.body.items as { is_in_cart: boolean }[])[0]?.is_in_cart).toBe(true);
    // Another shopper asking about Ada learns nothing of hers.
    const eve = await signUp(t.app);
    const asEve = await json(
      `/gateway/proxy/outfit/web/${look.id}/${ada.userId}`,
      send('GET', undefined, eve.token),
    );
    expect(asEve.body.liked).toBe(false);
    expect((asEve.body.items as { is_in_cart: boolean }[])[0]?.is_in_cart).toBe(false);
  });

  it('answers 404 with a clear message for an unknown look', async () => {
    const missing = await json('/gateway/proxy/outfit/web/no-such-look/null');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/That look/);
  });
});

describe('likes and favourite looks', () => {
  it('likes and unlikes, lists liked looks newest first, only for their shopper', async () => {
    const ada = await signUp(t.app);
    const first = await aLook(0);
    const second = await aLook(1);
    const like = (lookId: string, method = 'POST', who = ada) =>
      t.app.request(
        `/gateway/proxy/outfit/like/${lookId}`,
        send(method, { user_uuid: ada.userId }, who.token),
      );
    expect((await like(first.look.id)).status).toBe(200);
    expect((await like(second.look.id)).status).toBe(200);
    expect((await like(second.look.id)).status).toBe(200);
    const list = await json(
      `/gateway/proxy/user/${ada.userId}/favorites/looks?from=1&count=30`,
      send('GET', undefined, ada.token),
    );
    expect((list.body.items as { uuid: string }[]).map((item) => item.uuid)).toEqual([
      second.look.id,
      first.look.id,
    ]);
    expect(list.body).toMatchObject({ quota_max: 2, nextPage: null });
    await like(second.look.id, 'DELETE');
    const after = await json(
      `/gateway/proxy/user/${ada.userId}/favorites/looks`,
      send('GET', undefined, ada.token),
    );
    expect((after.body.items as { uuid: string }[]).map((item) => item.uuid)).toEqual([
      first.look.id,
    ]);

    const eve = await signUp(t.app);
    expect((await like(first.look.id, 'POST', eve)).status).toBe(403);
    expect(
      (
        await t.app.request(
          `/gateway/proxy/user/${ada.userId}/favorites/looks`,
          send('GET', undefined, eve.token),
        )
      ).status,
    ).toBe(403);
    expect((await like('no-such-look')).status).toBe(404);
    expect(
      (
        await t.app.request(
          `/gateway/proxy/outfit/like/${first.look.id}`,
          send('POST', { user_uuid: ada.userId }),
        )
      ).status,
    ).toBe(401);
  });
});

describe('items', () => {
  it('reads an item on both roots, adds it to the closet once, and says so', async () => {
    const { itemIds } = await aLook();
    const itemId = itemIds[0]!;
    const ada = await signUp(t.app);
    const read = () =>
      json(
        `/gateway/proxy/item/catalog/${itemId}?user_uuid=${ada.userId}`,
        send('GET', undefined, ada.token),
      );
    expect((await read()).body).toMatchObject({ uuid: itemId, is_in_closet: false });
    const legacy = await json(`/api/item/${itemId}`);
    expect(legacy.body).toMatchObject({ uuid: itemId });
    // A catalogue item has two more views of itself for the item page's gallery.
    const views = [`/media/items/${itemId}-detail.svg`, `/media/items/${itemId}-flat.svg`];
    expect(legacy.body.additional_pictures).toEqual(views);
    expect((await read()).body.additional_pictures).toEqual(views);

    const add = () =>
      t.app.request(
        `/gateway/proxy/user/${ada.userId}/items`,
        send('POST', { item_uuids: [itemId], source: 'item' }, ada.token),
      );
    expect((await add()).status).toBe(201);
    expect((await add()).status).toBe(201);
    expect((await read()).body).toMatchObject({ is_in_closet: true });

    expect((await json('/gateway/proxy/item/catalog/no-such-item')).status).toBe(404);
    expect((await json('/api/item/no-such-item')).status).toBe(404);
    const eve = await signUp(t.app);
    expect(
      (
        await t.app.request(
          `/gateway/proxy/user/${ada.userId}/items`,
          send('POST', { item_uuids: [itemId] }, eve.token),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.app.request(
          `/gateway/proxy/user/${ada.userId}/items`,
          send('POST', { item_uuids: ['no-such-item'] }, ada.token),
        )
      ).status,
    ).toBe(404);
  });
});
