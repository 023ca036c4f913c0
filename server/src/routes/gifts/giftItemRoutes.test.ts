import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftItems, items } from '../../db/schema';
import { send } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type GiftItemsPage = {
  items: { uuid: string; price: number; is_shoppable: boolean; sizes: string[] }[];
  quota_max: number;
  nextPage: number | null;
};

const giftItemsAt = async (query: string) => {
  const response = await t.app.request(`/api/giftItem${query}`, send('GET'));
  expect(response.status).toBe(200);
  return (await response.json()) as GiftItemsPage;
};

/** Every seeded gift with its item, in display order. */
const allGifts = () =>
  t.db
    .select({ gift: giftItems, item: items })
    .from(giftItems)
    .innerJoin(items, eq(items.id, giftItems.itemId))
    .orderBy(asc(giftItems.position));

describe('GET giftItem/filters', () => {
  it('answers the filters with their options in display order', async () => {
    const response = await t.app.request('/api/giftItem/filters?client=web', send('GET'));
    const body = (await response.json()) as {
      items: { key: string; title: string; options: { key: string; text: string }[] }[];
    };
    expect(body.items.map((filter) => filter.key)).toEqual([
      'recipient',
      'price',
      'category',
      'occasion',
    ]);
    expect(body.items[0]).toEqual({
      key: 'recipient',
      title: 'Who is it for?',
      options: [
        { key: 'her', text: 'For Her' },
        { key: 'him', text: 'For Him' },
        { key: 'them', text: 'For Them' },
      ],
    });
    expect(body.items[1]!.options.map((option) => option.text)).toEqual([
      'Under $100',
      '$100 to $250',
      '$250 to $500',
      '$500 and up',
    ]);
  });
});

describe('GET giftItem', () => {
  it('pages through every gift, 30 at a time from page 1, in display order', async () => {
    const gifts = await allGifts();
    expect(gifts.length).toBeGreaterThan(30);
    const first = await giftItemsAt('?from=1&count=30');
    expect(first.quota_max).toBe(gifts.length);
    expect(first.items.map((item) => item.uuid)).toEqual(
      gifts.slice(0, 30).map((row) => row.item.id),
    );
    expect(first.nextPage).toBe(2);
    const second = await giftItemsAt('?from=2&count=30');
    expect(second.items.map((item) => item.uuid)).toEqual(
      gifts.slice(30, 60).map((row) => row.item.id),
    );
    const last = Math.ceil(gifts.length / 30);
    expect((await giftItemsAt(`?from=${last}&count=30`)).nextPage).toBeNull();
    expect((await giftItemsAt(`?from=${last + 1}`)).items).toEqual([]);
    // Garbage paging reads as the first page of 30.
    const garbage = await giftItemsAt('?from=abc&count=-4');
    expect(garbage.items.map((item) => item.uuid)).toEqual(first.items.map((item) => item.uuid));
  });

  it('narrows by each filter, several options of one filter widening it', async () => {
    const gifts = await allGifts();
    const matching = (test: (facets: Record<string, string[]>) => boolean) =>
      gifts.filter((row) => test(row.gift.facets)).map((row) => row.item.id);

    const her = await giftItemsAt('?recipient=her&count=60');
    expect(her.items.map((item) => item.uuid)).toEqual(
      matching((facets) => facets.recipient!.includes('her')).slice(0, 60),
    );
    expect(her.quota_max).toBe(matching((facets) => facets.recipient!.includes('her')).length);

    const bagsOrShoes = matching((facets) =>
      facets.category!.some((category) => ['bags', 'shoes'].includes(category)),
    );
    const both = await giftItemsAt('?category=bags,shoes&count=60');
    expect(both.quota_max).toBe(bagsOrShoes.length);

    const herBirthdayBags = matching(
      (facets) =>
        facets.recipient!.includes('her') &&
        facets.occasion!.includes('birthday') &&
        facets.category!.includes('bags'),
    );
    const narrowed = await giftItemsAt(
      '?recipient=her&occasion=birthday&category=bags&client=web&count=60',
    );
    expect(narrowed.items.map((item) => item.uuid)).toEqual(herBirthdayBags);
  });

  it('buckets prices by the current price (the sale price where there is one)', async () => {
    const [gift] = await allGifts();
    await t.db
      .update(items)
      .set({ retailPrice: 900, salePrice: 180 })
      .where(eq(items.id, gift!.item.id));
    const middle = await giftItemsAt('?price=100-250&count=60');
    expect(middle.items.map((item) => item.uuid)).toContain(gift!.item.id);
    expect(middle.items.every((item) => item.price >= 100 && item.price < 250)).toBe(true);
    const top = await giftItemsAt('?price=over-500&count=60');
    expect(top.items.map((item) => item.uuid)).not.toContain(gift!.item.id);
    expect(top.items.every((item) => item.price >= 500)).toBe(true);
    const two = await giftItemsAt('?price=under-100,over-500&count=60');
    expect(two.items.every((item) => item.price < 100 || item.price >= 500)).toBe(true);
  });

  it('ignores unknown filters and options', async () => {
    const all = await giftItemsAt('');
    expect((await giftItemsAt('?recipient=aliens&colour=red')).quota_max).toBe(all.quota_max);
    const her = await giftItemsAt('?recipient=her');
    expect((await giftItemsAt('?recipient=her,aliens')).quota_max).toBe(her.quota_max);
  });

  it('lists an out-of-stock gift, marked not shoppable and without sizes', async () => {
    const [, gift] = await allGifts();
    await t.db.update(items).set({ sizes: [] }).where(eq(items.id, gift!.item.id));
    const page = await giftItemsAt('?count=60');
    expect(page.items.find((item) => item.uuid === gift!.item.id)).toMatchObject({
      is_shoppable: false,
      sizes: [],
    });
  });
});
