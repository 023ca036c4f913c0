import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PICTURE_FORMAT } from '@shared/closet';
import { items } from '../../db/schema';
import type { Shopper } from '../../testing/bookingFixtures';
import {
  addOwnItem,
  catalogueItems,
  closetTestConfig,
  getCloset,
  ownItemBody,
  postOwnItem,
} from '../../testing/closetFixtures';
import {
  PLAIN_JPEG,
  gpsExifSegment,
  gpsLatitudeBytes,
  withSegmentsAfterStart,
} from '../../testing/pictureFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

const uploadsDir = () => join(t.config.dataDir, 'uploads');
/** The originals in the local store (their variants are in its `variants` folder). */
const storedFiles = () =>
  existsSync(uploadsDir()) ? readdirSync(uploadsDir()).filter((name) => name !== 'variants') : [];
const fileOf = (picture: string) =>
  /^\/media\/u\/([A-Za-z0-9_-]{43})\.(jpg|png)/.exec(picture)?.[1];
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors?: { field: string; message: string }[] }).errors;

describe('POST proxy/item (an own closet item)', () => {
  it('stores the picture without its metadata under a random name and answers the closet item', async () => {
    const ada = await signUp(t.app);
    const phonePhoto = withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(1));
    const item = await addOwnItem(t, ada, {
      picture: phonePhoto.toString('base64'),
      brand: '  Maison Test ',
      colors: ['black', 'black', 'white'],
      owner_uuid: ada.userId,
    });
    expect(item).toMatchObject({
      type: 'user',
      name: 'Tops',
      brand: 'Maison Test',
      price: null,
      item_size: null,
      category: 'tops',
      colors: ['black', 'white'],
      seasons: ['summer'],
      source: 'upload',
    });
    expect(item.picture).toMatch(
      /^\/media\/u\/[A-Za-z0-9_-]{43}\.jpg\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
    );
    const file = fileOf(item.picture)!;
    expect(storedFiles()).toContain(file);
    const stored = readFileSync(join(uploadsDir(), file));
    expect(stored.equals(PLAIN_JPEG)).toBe(true);
    expect(stored.includes(gpsLatitudeBytes())).toBe(false);
    // The client's file name is never part of a path; the stored name is the random one.
    expect(storedFiles().every((name) => /^[A-Za-z0-9_-]{43}$/.test(name))).toBe(true);
  });

  it.each([
    ['no category', { category: undefined }, 'category', 'Choose a category.'],
    ['an unknown category', { category: 'spacesuits' }, 'category', 'Choose a category.'],
    [
      'an unknown colour',
      { colors: ['black', 'ultraviolet'] },
      'colors',
      'Choose colours from the list.',
    ],
    ['an unknown season', { seasons: ['monsoon'] }, 'seasons', 'Choose seasons from the list.'],
    [
      'a catalogue type',
      { type: 'shop' },
      'type',
      'Only your own items (type user) can be added here.',
    ],
    ['a long brand', { brand: 'x'.repeat(61) }, 'brand', 'The brand can be at most 60 characters.'],
    ['no picture', { picture: undefined }, 'picture', 'Choose a picture.'],
    [
      'an SVG picture',
      { picture: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') },
      'picture',
      INVALID_PICTURE_FORMAT,
    ],
    [
      'an HTML page',
      { picture: Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64') },
      'picture',
      INVALID_PICTURE_FORMAT,
    ],
  ])(
    'refuses %s with a 400 on its field, storing nothing',
    async (_, overrides, field, message) => {
      const ada = await signUp(t.app);
      const before = storedFiles().length;
      const response = await postOwnItem(t, ada, ownItemBody(overrides));
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual({ field, message });
      expect(storedFiles().length).toBe(before);
      expect((await getCloset(t, ada)).body.quota_max).toBe(0);
    },
  );

  it('refuses an item for someone else (403) and a visitor (401)', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const forBob = await postOwnItem(t, ada, ownItemBody({ owner_uuid: bob.userId }));
    expect(forBob.status).toBe(403);
    const visitor = await t.app.request('/gateway/proxy/item', send('POST', ownItemBody()));
    expect(visitor.status).toBe(401);
    expect((await getCloset(t, bob)).body.quota_max).toBe(0);
  });

  it('takes a body up to 7 MB (a 5 MB picture in base64); a larger body is 413', async () => {
    const ada = await signUp(t.app);
    const tooLarge = await postOwnItem(
      t,
      ada,
      ownItemBody({ picture: 'A'.repeat(7.5 * 1024 * 1024) }),
    );
    expect(tooLarge.status).toBe(413);
    const over5Mb = await postOwnItem(
      t,
      ada,
      ownItemBody({ picture: 'A'.repeat(6.9 * 1024 * 1024) }),
    );
    expect(over5Mb.status).toBe(400);
    expect(await errorsOf(over5Mb)).toEqual([
      { field: 'picture', message: 'The picture is too large: at most 5 MB.' },
    ]);
  });
});

describe('DELETE proxy/item/{id}', () => {
  it('deletes an own item and its file; another shopper gets 404 and the item stays', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const item = await addOwnItem(t, ada);
    const file = fileOf(item.picture)!;

    const byBob = await t.app.request(
      `/gateway/proxy/item/${item.id}`,
      send('DELETE', undefined, bob.token),
    );
    expect(byBob.status).toBe(404);
    expect(storedFiles()).toContain(file);
    expect((await getCloset(t, ada)).body.quota_max).toBe(1);

    const byAda = await t.app.request(
      `/gateway/proxy/item/${item.id}`,
      send('DELETE', undefined, ada.token),
    );
    expect(byAda.status).toBe(200);
    expect(await byAda.json()).toEqual({ uuid: item.id, is_in_closet: false });
    expect(storedFiles()).not.toContain(file);
    expect((await getCloset(t, ada)).body).toEqual({ items: [], quota_max: 0 });
    expect((await t.app.request(item.picture)).status).toBe(404);
    const again = await t.app.request(
      `/gateway/proxy/item/${item.id}`,
      send('DELETE', undefined, ada.token),
    );
    expect(again.status).toBe(404);
  });

  it('takes a catalogue item out of the closet (the catalogue keeps it); one not in it is 404', async () => {
    const ada = await signUp(t.app);
    const [kept, notInCloset] = await catalogueItems(t, 2);
    await t.app.request(
      `/gateway/proxy/user/${ada.userId}/items`,
      send('POST', { item_uuids: [kept!.id] }, ada.token),
    );
    const removed = await t.app.request(
      `/gateway/proxy/item/${kept!.id}`,
      send('DELETE', undefined, ada.token),
    );
    expect(removed.status).toBe(200);
    expect((await getCloset(t, ada)).body.quota_max).toBe(0);
    const page = await t.app.request(`/gateway/proxy/item/catalog/${kept!.id}`);
    expect(page.status).toBe(200);
    const absent = await t.app.request(
      `/gateway/proxy/item/${notInCloset!.id}`,
      send('DELETE', undefined, ada.token),
    );
    expect(absent.status).toBe(404);
  });
});

describe('POST proxy/user/{uid}/items (catalogue items)', () => {
  it('adds the session recap’s ids, filed by category, colours and seasons, and the closet lists them', async () => {
    const ada = await signUp(t.app);
    const picked = await catalogueItems(t, 3, 10);
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/items`,
      send('POST', { ids: picked.map((item) => item.id), source: 'session_recap' }, ada.token),
    );
    expect(response.status).toBe(201);
    const closet = (await getCloset(t, ada)).body;
    expect(closet.quota_max).toBe(3);
    const first = closet.items.find((item) => item.id === picked[0]!.id)!;
    expect(first).toMatchObject({
      type: picked[0]!.type,
      name: picked[0]!.name,
      category: picked[0]!.category,
      source: 'session_recap',
      price: picked[0]!.salePrice ?? picked[0]!.retailPrice,
      picture: picked[0]!.picture,
    });
    expect(first.colors.length).toBe(1);
    expect(first.seasons.length).toBeGreaterThan(0);
    const itemPage = await t.app.request(
      `/gateway/proxy/item/catalog/${picked[0]!.id}?user_uuid=${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(await itemPage.json()).toMatchObject({ is_in_closet: true });
  });

  it('takes all 250 the session recap can offer in one call, twice without harm; 251 is refused', async () => {
    const ada = await signUp(t.app);
    // Both departments: a recap's boards may mix them.
    const rows = await t.db.select({ id: items.id }).from(items).where(isNull(items.ownerId));
    const ids = rows.slice(0, 250).map((row) => row.id);
    expect(ids).toHaveLength(250);
    const add = (itemIds: string[]) =>
      t.app.request(
        `/gateway/proxy/user/${ada.userId}/items`,
        send('POST', { item_uuids: itemIds, source: 'session_recap' }, ada.token),
      );
    expect((await add(ids)).status).toBe(201);
    // The shopper taps again (a retry after a lost answer): the same closet, no error.
    expect((await add(ids)).status).toBe(201);
    expect((await getCloset(t, ada, '?count=1')).body.quota_max).toBe(250);

    const tooMany = await add([...ids, 'one-more']);
    expect(tooMany.status).toBe(400);
    expect(await errorsOf(tooMany)).toEqual([
      { field: 'item_uuids', message: 'Choose at most 250 items.' },
    ]);
    expect((await getCloset(t, ada, '?count=1')).body.quota_max).toBe(250);
  });

  it('refuses another shopper’s own item as if it did not exist', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const bobs = await addOwnItem(t, bob);
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/items`,
      send('POST', { item_uuids: [bobs.id], source: 'session_recap' }, ada.token),
    );
    expect(response.status).toBe(404);
  });
});

describe('GET proxy/user/closet/{uid}/{uid}', () => {
  let ada: Shopper;
  const added: { id: string; category: string }[] = [];

  beforeAll(async () => {
    ada = await signUp(t.app);
    const specs = [
      { category: 'tops', colors: ['black'], seasons: ['summer'] },
      { category: 'dresses', colors: ['red'], seasons: ['summer', 'spring'] },
      { category: 'outerwear', colors: ['black', 'beige'], seasons: ['winter'] },
      { category: 'shoes', colors: ['white'], seasons: [] },
      { category: 'tops', colors: ['blue'], seasons: ['fall'] },
    ];
    for (const spec of specs) {
      const item = await addOwnItem(t, ada, spec);
      added.unshift({ id: item.id, category: spec.category });
    }
  });

  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  it('pages newest first by offset with quota_max, 50 by default', async () => {
    const all = await getCloset(t, ada);
    expect(all.status).toBe(200);
    expect(all.body.quota_max).toBe(5);
    expect(ids(all.body.items)).toEqual(added.map((item) => item.id));
    const pages = [
      await getCloset(t, ada, '?from=0&count=2'),
      await getCloset(t, ada, '?from=2&count=2'),
      await getCloset(t, ada, '?from=4&count=2'),
    ];
    expect(pages.map((page) => page.body.quota_max)).toEqual([5, 5, 5]);
    expect(pages.flatMap((page) => ids(page.body.items))).toEqual(ids(all.body.items));
    expect((await getCloset(t, ada, '?from=5&count=2')).body.items).toEqual([]);
    expect(ids((await getCloset(t, ada, '?from=abc&count=-3')).body.items)).toEqual(
      ids(all.body.items),
    );
  });

  it.each([
    ['category=tops', ['tops', 'tops']],
    ['category=tops,dresses', ['tops', 'dresses', 'tops']],
    ['colors=black', ['outerwear', 'tops']],
    ['colors=black&seasons=winter', ['outerwear']],
    ['category=tops&colors=beige', []],
    ['seasons=summer,spring', ['dresses', 'tops']],
    ['category=spacesuits&colors=', ['tops', 'shoes', 'outerwear', 'dresses', 'tops']],
    ['category=tops,spacesuits&unknown=1', ['tops', 'tops']],
  ])('filters by %s (options widen, keys narrow, unknowns ignored)', async (query, categories) => {
    const { body } = await getCloset(t, ada, `?${query}`);
    expect(body.items.map((item) => item.category)).toEqual(categories);
    expect(body.quota_max).toBe(categories.length);
  });

  it('answers only to its owner: another shopper’s closet is 403, a visitor’s 401', async () => {
    const bob = await signUp(t.app);
    const other = await t.app.request(
      `/gateway/proxy/user/closet/${ada.userId}/${ada.userId}`,
      send('GET', undefined, bob.token),
    );
    expect(other.status).toBe(403);
    const mixed = await t.app.request(
      `/gateway/proxy/user/closet/${bob.userId}/${ada.userId}`,
      send('GET', undefined, bob.token),
    );
    expect(mixed.status).toBe(403);
    expect(
      (await t.app.request(`/gateway/proxy/user/closet/${ada.userId}/${ada.userId}`)).status,
    ).toBe(401);
    expect((await getCloset(t, bob)).body).toEqual({ items: [], quota_max: 0 });
  });

  it('lists the closet’s categories as closetTags, with counts, in the shared order', async () => {
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/closetTags?from=0&count=100`,
      send('GET', undefined, ada.token),
    );
    expect(await response.json()).toEqual({
      closetTags: [
        { key: 'tops', text: 'Tops', count: 2 },
        { key: 'dresses', text: 'Dresses', count: 1 },
        { key: 'outerwear', text: 'Outerwear', count: 1 },
        { key: 'shoes', text: 'Shoes', count: 1 },
      ],
      quota_max: 4,
    });
  });

  it('answers the filter options: all by default, only the closet’s with another refinement', async () => {
    const get = async (query: string) =>
      (await (
        await t.app.request(
          `/gateway/proxy/user/${ada.userId}/closet/filters${query}`,
          send('GET', undefined, ada.token),
        )
      ).json()) as Record<string, { filter_options: { key: string; text: string }[] }>;
    const keys = (answer: Record<string, { filter_options: { key: string }[] }>, key: string) =>
      answer[key]?.filter_options.map((option) => option.key);

    const all = await get('?client=web&gender=female&refinements=ALL');
    expect(Object.keys(all)).toEqual(['category', 'colors', 'seasons']);
    expect(keys(all, 'category')).toContain('dresses');
    expect(keys(all, 'seasons')).toEqual(['summer', 'fall', 'winter', 'spring']);
    expect(all.colors?.filter_options[0]).toEqual({
      key: 'black',
      text: 'Black',
      picture: null,
      hex: '#1D1C1B',
    });

    expect(keys(await get('?gender=male'), 'category')).not.toContain('dresses');
    expect(Object.keys(await get('?fields=categories,colors'))).toEqual(['category', 'colors']);

    const used = await get('?refinements=USED');
    expect(keys(used, 'category')).toEqual(['tops', 'dresses', 'outerwear', 'shoes']);
    expect(keys(used, 'colors')).toEqual(['black', 'white', 'beige', 'red', 'blue']);
  });
});
