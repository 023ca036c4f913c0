import { and, arrayOverlaps, count, desc, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, closetItems, items, uploads } from '../../db/schema';

export type ClosetFilters = { category: string[]; colors: string[]; seasons: string[] };

const matching = (userId: string, filters: ClosetFilters) => {
  const conditions: SQL[] = [eq(closetItems.userId, userId)];
  if (filters.category.length) conditions.push(inArray(closetItems.category, filters.category));
  if (filters.colors.length) conditions.push(arrayOverlaps(closetItems.colors, filters.colors));
  if (filters.seasons.length) conditions.push(arrayOverlaps(closetItems.seasons, filters.seasons));
  return and(...conditions);
};

const closetRows = (db: Db) =>
  db
    .select({ closet: closetItems, item: items, brand: brands, upload: uploads })
    .from(closetItems)
    .innerJoin(items, eq(items.id, closetItems.itemId))
    .innerJoin(brands, eq(brands.id, items.brandId))
    .leftJoin(uploads, eq(uploads.id, items.uploadId));

/** A page of the shopper's closet, newest first, and how many items match in all. */
export const closetPage = async (
  db: Db,
  userId: string,
  { from, count: size, filters }: { from: number; count: number; filters: ClosetFilters },
) => {
  const where = matching(userId, filters);
  const [rows, [total]] = await Promise.all([
    closetRows(db)
      .where(where)
      .orderBy(desc(closetItems.createdAt), asc(closetItems.itemId))
      .offset(from)
      .limit(size),
    db.select({ value: count() }).from(closetItems).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** One item of the shopper's closet, as the closet presents it. */
export const closetRow = async (db: Db, userId: string, itemId: string) => {
  const [row] = await closetRows(db).where(
    and(eq(closetItems.userId, userId), eq(closetItems.itemId, itemId)),
  );
  return row ?? null;
};

/** How the shopper's closet is filed: every item's category, colours and seasons. */
export const closetFiling = (db: Db, userId: string) =>
  db
    .select({
      category: closetItems.category,
      colors: closetItems.colors,
      seasons: closetItems.seasons,
    })
    .from(closetItems)
    .where(eq(closetItems.userId, userId));
