import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, stylistTags, stylists, tags } from '../../db/schema';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const get = async <T>(path: string) => {
  const response = await t.app.request(`/gateway/${path}`);
  return { status: response.status, body: (await response.json()) as T };
};

type Stylist = {
  uuid: string;
  is_bot: boolean;
  is_active: boolean;
  reviews_count: number;
  average_star_rating: number | null;
};

describe('stylist reads', () => {
  it('lists 15 stylists by default, without bots, for the shopper’s department', async () => {
    const { body } = await get<{ items: Stylist[] }>('proxy/stylist/readAll?user_gender=male');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(15);
    expect(body.items.every((stylist) => !stylist.is_bot)).toBe(true);
    const ids = body.items.map((stylist) => stylist.uuid);
    const rows = await t.db.select().from(stylists);
    expect(
      rows.filter((row) => ids.includes(row.id)).every((row) => row.department !== 'female'),
    ).toBe(true);
  });

  it('lists each stylist with their style tag names', async () => {
    const { body } = await get<{ items: (Stylist & { style_tags: string[] })[] }>(
      'proxy/stylist/readAll?count=100',
    );
    const links = await t.db
      .select({ stylistId: stylistTags.stylistId, name: tags.name })
      .from(stylistTags)
      .innerJoin(tags, eq(tags.id, stylistTags.tagId))
      .where(eq(tags.kind, 'style'));
    expect(body.items.length).toBeGreaterThan(1);
    for (const stylist of body.items) {
      const own = links.filter((link) => link.stylistId === stylist.uuid).map((link) => link.name);
      expect([...stylist.style_tags].sort()).toEqual([...own].sort());
      // The landing page shows two per featured stylist.
      if (stylist.is_active) expect(stylist.style_tags.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers a profile with its looks, tags and rating', async () => {
    const [stylist] = await t.db
      .select()
      .from(stylists)
      .where(and(eq(stylists.isActive, true), eq(stylists.isBot, false)))
      .limit(1);
    const { status, body } = await get<
      Stylist & { looks: { data: { style_tags: string[] }[] }; expertise_tags: unknown[] }
    >(`proxy/stylist/${stylist!.id}/read`);
    expect(status).toBe(200);
    expect(body.uuid).toBe(stylist!.id);
    expect(body.looks.data.length).toBe(5);
    expect(body.expertise_tags.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(reviews).where(eq(reviews.stylistId, stylist!.id));
    expect(body.reviews_count).toBe(rows.length);
    const average = rows.reduce((sum, row) => sum + row.rate, 0) / rows.length;
    expect(body.average_star_rating).toBeCloseTo(average, 1);
  });

  it('pages reviews newest first, 5 at a time', async () => {
    const [stylist] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
    const first = await get<{ reviews: { created: string }[]; total: number }>(
      `proxy/stylist/${stylist!.id}/reviews?from=0&count=5`,
    );
    expect(first.body.reviews.length).toBeLessThanOrEqual(5);
    const dates = first.body.reviews.map((review) => review.created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await get<{ reviews: { created: string }[] }>(
      `proxy/stylist/${stylist!.id}/reviews?from=5&count=5`,
    );
    expect(second.body.reviews.map((review) => review.created)).not.toContain(dates[0]);
  });

  it('answers 404 for an unknown stylist and 400 for a bad page', async () => {
    expect((await get('proxy/stylist/nope/read')).status).toBe(404);
    expect((await get('proxy/stylist/nope/reviews')).status).toBe(404);
    expect((await get('proxy/stylist/readAll?count=-3')).status).toBe(400);
  });
});
