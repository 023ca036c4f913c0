import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { closetItems, items, orderItems, orders } from '../../db/schema';
import { closetAttributesOf } from './catalogueAttributes';

/** The size of the shopper's latest paid order of each item, where they ordered it. */
const orderedSizes = async (db: Db, userId: string, itemIds: readonly string[]) => {
  const rows = await db
    .select({ itemId: orderItems.itemId, size: orderItems.size })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        inArray(orderItems.itemId, [...itemIds]),
      ),
    )
    .orderBy(desc(orders.paidAt));
  const sizes = new Map<string, string>();
  for (const row of rows) if (row.itemId && !sizes.has(row.itemId)) sizes.set(row.itemId, row.size);
  return sizes;
};

/**
 * Puts catalogue items in the shopper's closet (the item page, the session recap), each filed
 * under its category, colours and seasons with the size they last ordered it in. The caller has
 * checked the ids are items the shopper may see; one already in the closet stays as it was.
 */
export const addCatalogueItems = async (
  db: Db,
  userId: string,
  itemIds: readonly string[],
  source: string,
) => {
  if (itemIds.length === 0) return;
  const [rows, sizes] = await Promise.all([
    db
      .select({ id: items.id, category: items.category, color: items.color })
      .from(items)
      .where(inArray(items.id, [...itemIds])),
    orderedSizes(db, userId, itemIds),
  ]);
  if (rows.length === 0) return;
  await db
    .insert(closetItems)
    .values(
      rows.map((item) => ({
        userId,
        itemId: item.id,
        source,
        ...closetAttributesOf(item),
        size: sizes.get(item.id) ?? null,
      })),
    )
    .onConflictDoNothing();
};
