import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, items, retailers } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** An item going to checkout, in the size chosen (spec 001 §3 "Checkout selection"). */
export type CheckoutLine = { uuid: string; size: string };

/** A line as the order keeps it: the catalogue's item, name, brand, picture and price in cents. */
export type PricedLine = {
  itemId: string;
  name: string;
  brandName: string;
  picture: string;
  size: string;
  unitPriceCents: number;
};

const unavailable = (message: string, itemUuid: string) =>
  new HttpError(409, message, 'item_unavailable', undefined, { itemUuid });

/**
 * The selection priced from the catalogue, in its order: each item's sale price where it has one,
 * else its retail price, in cents (in SQL, on the exact numeric: no float error). Every item must
 * be one the shopper can see (a catalogue item, or their own), sold here and in stock in the size
 * chosen; else 409 `item_unavailable` naming it.
 */
export const pricedLines = async (
  db: Db,
  userId: string,
  lines: readonly CheckoutLine[],
): Promise<PricedLine[]> => {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      picture: items.picture,
      sizes: items.sizes,
      availableForCheckout: items.availableForCheckout,
      ownerId: items.ownerId,
      brandName: brands.name,
      retailerName: retailers.name,
      cents: sql<number>`floor(coalesce(${items.salePrice}, ${items.retailPrice}) * 100)::integer`
        .mapWith(Number)
        .as('cents'),
    })
    .from(items)
    .innerJoin(brands, eq(brands.id, items.brandId))
    .innerJoin(retailers, eq(retailers.id, items.retailerId))
    .where(
      inArray(
        items.id,
        lines.map((line) => line.uuid),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const item = byId.get(line.uuid);
    if (!item || (item.ownerId && item.ownerId !== userId)) {
      throw unavailable('This item is no longer available.', line.uuid);
    }
    if (!item.availableForCheckout) {
      throw unavailable(`${item.name} can only be bought at ${item.retailerName}.`, item.id);
    }
    if (!item.sizes.includes(line.size)) {
      throw unavailable(`${item.name} is no longer available in size ${line.size}.`, item.id);
    }
    return {
      itemId: item.id,
      name: item.name,
      brandName: item.brandName,
      picture: item.picture,
      size: line.size,
      unitPriceCents: item.cents,
    };
  });
};

/** What the lines cost before tax, in cents. */
export const subtotalCents = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
