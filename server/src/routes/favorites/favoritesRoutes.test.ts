import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylists } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type User = { userId: string; token: string };

const favourite = (method: 'POST' | 'DELETE', user: User, stylistId: string) =>
  t.app.request(
    `/gateway/proxy/user/${user.userId}/favourites/${stylistId}`,
    send(method, undefined, user.token),
  );

const list = async (user: User, query = '') => {
  const response = await t.app.request(
    `/gateway/proxy/user/${user.userId}/favourites${query}`,
    send('GET', undefined, user.token),
  );
  return ((await response.json()) as { items: { uuid: string; is_favorite: boolean }[] }).items;
};

describe('favourite stylists', () => {
  it('adds (idempotently), lists newest first and removes', async () => {
    const ada = await signUp(t.app);
    const [first, second] = await t.db
      .select()
      .from(stylists)
      .where(eq(stylists.isBot, false))
      .limit(2);
    expect(await list(ada)).toEqual([]);

    const added = await favourite('POST', ada, first!.id);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ favorite: true });
    expect((await favourite('POST', ada, first!.id)).status).toBe(200);
    await favourite('POST', ada, second!.id);

    const items = await list(ada);
    expect(items.map((item) => item.uuid)).toEqual([second!.id, first!.id]);
    expect(items.every((item) => item.is_favorite)).toBe(true);
    expect((await list(ada, '?from=1&count=30')).map((item) => item.uuid)).toEqual([first!.id]);

    const removed = await favourite('DELETE', ada, second!.id);
    expect(await removed.json()).toEqual({ favorite: false });
    expect((await favourite('DELETE', ada, second!.id)).status).toBe(200);
    expect((await list(ada)).map((item) => item.uuid)).toEqual([first!.id]);
  });

  it('pages from an offset and says where the next page starts and how many there are', async () => {
    const ada = await signUp(t.app);
    const some = await t.db.select().from(stylists).limit(5);
    for (const stylist of some) await favourite('POST', ada, stylist.id);
    const page = async (from: number) => {
      const response = await t.app.request(
        `/gateway/proxy/user/${ada.userId}/favourites?from=${from}&count=2`,
        send('GET', undefined, ada.token),
      );
      return (await response.json()) as {
        items: { uuid: string }[];
        quota_max: number;
        nextPage: number | null;
      };
    };

    const pages = [await page(0), await page(2), await page(4)];
    expect(pages.map(({ nextPage }) => nextPage)).toEqual([2, 4, null]);
    expect(pages.every(({ quota_max }) => quota_max === 5)).toBe(true);
    const ids = pages.flatMap(({ items }) => items.map((item) => item.uuid));
    expect(new Set(ids).size).toBe(5);
    expect(ids.toSorted()).toEqual(some.map((stylist) => stylist.id).toSorted());
    expect(await page(6)).toEqual({ items: [], quota_max: 5, nextPage: null });
  });

  it('answers 404 for an unknown stylist', async () => {
    const ada = await signUp(t.app);
    expect((await favourite('POST', ada, 'nope')).status).toBe(404);
    expect((await favourite('DELETE', ada, 'nope')).status).toBe(404);
  });

  it('keeps each user’s favourites to themselves', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const [stylist] = await t.db.select().from(stylists).limit(1);
    await favourite('POST', ada, stylist!.id);
    expect(await list(eve)).toEqual([]);
  });
});
