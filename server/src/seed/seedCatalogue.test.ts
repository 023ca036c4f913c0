// @vitest-environment node
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  giftFilters,
  giftItems,
  items,
  lookItems,
  lookTags,
  looks,
  moodboards,
  needs,
  reviews,
  stylistTags,
  stylists,
  tags,
} from '../db/schema';
import { createEmptyTestDb } from '../testing/testDatabase';
import { priceBucketFor } from './data/giftFilters';
import { createRandom, seededUuid } from './random';
import { catalogueCounts, seedCatalogue, seedReferenceDate } from './seedCatalogue';

let database: Database;

beforeAll(async () => {
  database = await createEmptyTestDb();
  await seedCatalogue(database.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** A digest of every seeded id and name, to compare two seedings. */
const digest = async ({ db }: Database) => {
  const hash = createHash('sha256');
  for (const row of await db
    .select({ id: stylists.id, name: stylists.lastName })
    .from(stylists)
    .orderBy(asc(stylists.id)))
    hash.update(`${row.id}:${row.name};`);
  for (const row of await db
    .select({ id: items.id, name: items.name, color: items.color, price: items.retailPrice })
    .from(items)
    .orderBy(asc(items.id)))
    hash.update(`${row.id}:${row.name}:${row.color}:${row.price};`);
  for (const row of await db
    .select({ id: looks.id, name: looks.name })
    .from(looks)
    .orderBy(asc(looks.id)))
    hash.update(`${row.id}:${row.name};`);
  for (const row of await db
    .select({ id: reviews.id, at: reviews.createdAt })
    .from(reviews)
    .orderBy(asc(reviews.id)))
    hash.update(`${row.id}:${row.at.toISOString()};`);
  for (const row of await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .orderBy(asc(tags.id)))
    hash.update(`${row.id}:${row.name};`);
  return hash.digest('hex');
};

describe('random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(
      Array.from({ length: 5 }, () => b.int(0, 1000)),
    );
  });

  it('makes stable RFC 4122-shaped v4 uuids', () => {
    const id = seededUuid('stylist', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seededUuid('stylist', 0)).toBe(id);
    expect(seededUuid('stylist', 1)).not.toBe(id);
  });
});

describe('seedCatalogue', () => {
  it('seeds the quiz data', async () => {
    const { db } = database;
    const needRows = await db.select().from(needs);
    expect(needRows.length).toBeGreaterThanOrEqual(7);
    expect(needRows.length).toBeLessThanOrEqual(9);
    expect(needRows.map((row) => row.key)).toContain('closet-cleanout');

    const tagRows = await db.select().from(tags);
    const body = tagRows.filter((tag) => tag.kind === 'body');
    expect(body.filter((tag) => tag.department === 'female')).toHaveLength(6);
    expect(body.filter((tag) => tag.department === 'male')).toHaveLength(4);
    expect(body.every((tag) => tag.picture?.startsWith('/media/bodytypes/'))).toBe(true);

    const expertiseNames = tagRows.filter((tag) => tag.kind === 'expertise').map((tag) => tag.name);
    expect(expertiseNames).toContain('Maternity');
    expect(expertiseNames).toContain('Bridal & Wedding Guest');

    const boards = await db.select().from(moodboards);
    expect(boards.filter((board) => board.department === 'female').length).toBeGreaterThanOrEqual(
      8,
    );
    expect(boards.filter((board) => board.department === 'male').length).toBeGreaterThanOrEqual(6);
    const styleNames = new Set(
      tagRows.filter((tag) => tag.kind === 'style').map((tag) => tag.name),
    );
    for (const board of boards) expect(styleNames.has(board.displayName)).toBe(true);
  });

  it('seeds stylists with one waitlisted stylist and one bot', async () => {
    const rows = await database.db.select().from(stylists);
    expect(rows.length).toBeGreaterThanOrEqual(32);
    expect(rows.filter((row) => !row.isActive)).toHaveLength(1);
    expect(rows.filter((row) => row.isBot)).toHaveLength(1);
    expect(rows.every((row) => row.isApproved)).toBe(true);
    const followers = rows.flatMap((row) =>
      row.instagramFollowers ? [row.instagramFollowers] : [],
    );
    expect(Math.min(...followers)).toBeLessThan(1000);
    expect(Math.max(...followers)).toBeGreaterThan(100_000);
    for (const row of rows.filter((stylist) => stylist.department === 'both'))
      expect(row.moodboardMale).toBe(`/media/moodboards/${row.id}-male.svg`);

    const links = await database.db.select().from(stylistTags);
    const human = rows.filter((row) => !row.isBot);
    for (const stylist of human) {
      expect(links.filter((link) => link.stylistId === stylist.id).length).toBeGreaterThanOrEqual(
        6,
      );
    }
  });

  it('seeds items with sale prices, sold-out and retailer-only items', async () => {
    const rows = await database.db.select().from(items);
    expect(rows.length).toBeGreaterThanOrEqual(320);
    expect(rows.some((row) => row.sizes.length === 0)).toBe(true);
    expect(rows.some((row) => !row.availableForCheckout && row.sizes.length > 0)).toBe(true);
    expect(rows.some((row) => row.salePrice !== null)).toBe(true);
    for (const row of rows) {
      expect(row.retailPrice).toBeGreaterThanOrEqual(25);
      expect(row.retailPrice).toBeLessThanOrEqual(1200);
      if (row.salePrice !== null) expect(row.salePrice).toBeLessThan(row.retailPrice);
      expect(row.buyUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.com\/products\/[a-z0-9-]+$/);
      expect(row.picture).toBe(`/media/items/${row.id}.svg`);
    }
    expect(new Set(rows.map((row) => row.department))).toEqual(new Set(['female', 'male']));
  });

  it('seeds looks per department from matching stylists and items', async () => {
    const { db } = database;
    const lookRows = await db.select().from(looks);
    const stylistRows = await db.select().from(stylists);
    const itemRows = await db.select().from(items);
    const itemDepartment = new Map(itemRows.map((row) => [row.id, row.department]));
    const stylistById = new Map(stylistRows.map((row) => [row.id, row]));
    // The feed pages 30 at a time: more than ten pages per department, from many stylists.
    for (const department of ['female', 'male'] as const) {
      const ofDepartment = lookRows.filter((look) => look.department === department);
      expect(ofDepartment.filter((look) => look.isPublic).length).toBeGreaterThanOrEqual(330);
      expect(new Set(ofDepartment.map((look) => look.stylistId)).size).toBeGreaterThanOrEqual(10);
      const ages = ofDepartment.map(
        (look) => seedReferenceDate.getTime() - look.createdAt.getTime(),
      );
      expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(300 * 24 * 3600 * 1000);
    }

    for (const stylist of stylistRows.filter((row) => row.isActive && !row.isBot)) {
      expect(
        lookRows.filter((look) => look.stylistId === stylist.id).length,
      ).toBeGreaterThanOrEqual(5);
    }
    const links = await db.select().from(lookItems);
    const tagLinks = await db.select().from(lookTags);
    for (const look of lookRows) {
      const department = stylistById.get(look.stylistId)?.department;
      expect([look.department, 'both']).toContain(department);
      const pieces = links.filter((link) => link.lookId === look.id);
      expect(pieces.length).toBeGreaterThanOrEqual(3);
      expect(pieces.length).toBeLessThanOrEqual(6);
      for (const piece of pieces) expect(itemDepartment.get(piece.itemId)).toBe(look.department);
      const styleCount = tagLinks.filter((link) => link.lookId === look.id).length;
      expect(styleCount).toBeGreaterThanOrEqual(2);
      expect(styleCount).toBeLessThanOrEqual(4);
      expect(look.createdAt.getTime()).toBeLessThanOrEqual(seedReferenceDate.getTime());
    }
  });

  it('spreads reviews over more than a year before the reference date', async () => {
    const rows = await database.db.select().from(reviews);
    const bot = (await database.db.select().from(stylists).where(eq(stylists.isBot, true)))[0];
    expect(rows.some((row) => row.stylistId === bot?.id)).toBe(false);
    const times = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 24 * 3600 * 1000);
    expect(Math.max(...times)).toBeLessThanOrEqual(seedReferenceDate.getTime());
    expect(rows.every((row) => row.rate >= 1 && row.rate <= 5)).toBe(true);
    expect(rows.some((row) => row.clientPicture?.startsWith('/media/clients/'))).toBe(true);
  });

  it('seeds gift items whose facets match the item', async () => {
    const { db } = database;
    const filters = await db.select().from(giftFilters);
    expect(filters.map((filter) => filter.key).sort()).toEqual([
      'category',
      'occasion',
      'price',
      'recipient',
    ]);
    const rows = await db.select().from(giftItems).innerJoin(items, eq(giftItems.itemId, items.id));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const { gift_items: gift, items: item } of rows) {
      expect(gift.facets.price).toEqual([priceBucketFor(item.salePrice ?? item.retailPrice)]);
      expect(gift.facets.category).toEqual([item.category]);
      expect(gift.facets.recipient).toContain(item.department === 'female' ? 'her' : 'him');
    }
  });

  it('matches the catalogue counts', async () => {
    const counts = catalogueCounts();
    expect((await database.db.select().from(items)).length).toBe(counts.items);
    expect((await database.db.select().from(stylists)).length).toBe(counts.stylists);
    expect((await database.db.select().from(looks)).length).toBe(counts.looks);
  });

  it('keeps a few known rows stable (snapshot)', async () => {
    const { db } = database;
    const [stylist] = await db
      .select()
      .from(stylists)
      .where(eq(stylists.id, 'eb8f3b02-5c46-4add-a857-c406cf726edc'));
    expect([stylist?.firstName, stylist?.lastName]).toEqual(['Lena', 'Soto']);
    const [item] = await db
      .select()
      .from(items)
      .where(eq(items.id, '7d88b12d-b7c8-4b77-bdf7-f3f3d746a733'));
    expect([item?.name, item?.color, item?.retailPrice]).toEqual([
      'The Essential Crew Tee',
      'Olive',
      150,
    ]);
    const [look] = await db
      .select()
      .from(looks)
      .where(eq(looks.id, 'dea580a6-7aa0-493e-9e5e-18e24deb34fc'));
    expect(look?.name).toBe('Country House Weekend');
  });

  it('is deterministic', async () => {
    const [first] = await database.db
      .select()
      .from(stylists)
      .orderBy(asc(stylists.createdAt))
      .limit(1);
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    // Stable ids: the bot and the first item never change between runs.
    const bot = await database.db.select().from(stylists).where(eq(stylists.isBot, true));
    expect(bot[0]?.id).toBe(seededUuid('stylist', 'bot'));
    expect(
      (
        await database.db
          .select()
          .from(items)
          .where(eq(items.id, seededUuid('item', 0)))
      ).length,
    ).toBe(1);

    const second = await createEmptyTestDb();
    try {
      await seedCatalogue(second.db);
      expect(await digest(second)).toBe(await digest(database));
    } finally {
      await second.close();
    }
  }, 60_000);
});
