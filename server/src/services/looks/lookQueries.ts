import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, cartItems, closetItems, items, retailers } from '../../db/schema';
import { presentItem } from '../../presenters/itemPresenter';

/**
 * Catalogue items with their brand and retailer, in the order of `ids`, each with the shopper's
 * own flags (in the cart, in the closet) when `userId` is given. Another shopper's own closet
 * uploads are never included.
 */
export const itemsWithFlags = async (db: Db, ids: readonly string[], userId: string | null) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ item: items, brand: brands, retailer: retailers })
    .from(items)
    .innerJoin(brands, eq(brands.id, items.brandId))
    .innerJoin(retailers, eq(retailers.id, items.retailerId))
    .where(inArray(items.id, [...ids]));
  const [inCart, inCloset] = userId
    ? await Promise.all([
        db
          .select({ id: cartItems.itemId })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, [...ids]))),
        db
          .select({ id: closetItems.itemId })
          .from(closetItems)
          .where(and(eq(closetItems.userId, userId), inArray(closetItems.itemId, [...ids]))),
      ])
    : [[], []];
  const cart = new Set(inCart.map((row) => row.id));
  const closet = new Set(inCloset.map((row) => row.id));
  const byId = new Map(rows.map((row) => [row.item.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row || (row.item.ownerId && row.item.ownerId !== userId)) return [];
    return [
      presentItem(row.item, {
        brand: row.brand,
        retailer: row.retailer,
        isInCart: cart.has(id),
        isInCloset: closet.has(id),
      }),
    ];
  });
};
