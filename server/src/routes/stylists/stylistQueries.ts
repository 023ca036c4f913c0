import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lookTags, looks, reviews, stylistTags, stylists, tags } from '../../db/schema';
import type { LookSummary, StylistStats } from '../../presenters/stylistPresenter';

/** Review count and average rating per stylist. */
export const statsFor = async (db: Db, stylistIds: string[]) => {
  const stats = new Map<string, StylistStats>();
  if (!stylistIds.length) return stats;
  const rows = await db
    .select({ stylistId: reviews.stylistId, reviewsCount: count(), average: avg(reviews.rate) })
    .from(reviews)
    .where(inArray(reviews.stylistId, stylistIds))
    .groupBy(reviews.stylistId);
  for (const row of rows) {
    stats.set(row.stylistId, {
      reviewsCount: row.reviewsCount,
      averageRating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
    });
  }
  return stats;
};

export const noStats: StylistStats = { reviewsCount: 0, averageRating: null };

export const tagsFor = (db: Db, stylistId: string) =>
  db
    .select({ tag: tags })
    .from(stylistTags)
    .innerJoin(tags, eq(tags.id, stylistTags.tagId))
    .where(eq(stylistTags.stylistId, stylistId))
    .orderBy(tags.position, tags.name)
    .then((rows) => rows.map((row) => row.tag));

/** A stylist's newest public looks with their style tags. */
export const looksFor = async (
  db: Db,
  stylistId: string,
  limit: number,
): Promise<LookSummary[]> => {
  const rows = await db
    .select()
    .from(looks)
    .where(and(eq(looks.stylistId, stylistId), eq(looks.isPublic, true)))
    .orderBy(desc(looks.createdAt), looks.id)
    .limit(limit);
  if (!rows.length) return [];
  const tagRows = await db
    .select({ lookId: lookTags.lookId, name: tags.name })
    .from(lookTags)
    .innerJoin(tags, eq(tags.id, lookTags.tagId))
    .where(
      inArray(
        lookTags.lookId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    picture: row.picture,
    styleTags: tagRows.filter((tag) => tag.lookId === row.id).map((tag) => tag.name),
  }));
};

export const findStylist = async (db: Db, id: string) =>
  (await db.select().from(stylists).where(eq(stylists.id, id)).limit(1))[0] ?? null;
