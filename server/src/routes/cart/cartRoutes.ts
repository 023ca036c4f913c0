import { Hono } from 'hono';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { brands, cartItems, items, retailers } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';
import { presentItem } from '../../presenters/itemPresenter';

const listSchema = z.object({
  sort: z.enum(['created', 'price', 'retailer']).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(100),
});

const price = sql`coalesce(${items.salePrice}, ${items.retailPrice})`;

/** The cart (shopping list): `GET proxy/user/{uid}/cart`, paged from page 1. */
export const cartRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/cart', ownUser(), async (c) => {
    const user = currentUser(c);
    const query = readQuery(c, listSchema);
    const direction = query.order === 'asc' ? asc : desc;
    const sortColumn = { created: cartItems.createdAt, price, retailer: retailers.name }[
      query.sort
    ];
    const mine = eq(cartItems.userId, user.id);
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          item: items,
          brand: brands,
          retailer: retailers,
          size: cartItems.size,
          lookId: cartItems.sourceLookId,
        })
        .from(cartItems)
        .innerJoin(items, eq(items.id, cartItems.itemId))
        .innerJoin(brands, eq(brands.id, items.brandId))
        .innerJoin(retailers, eq(retailers.id, items.retailerId))
        .where(mine)
        .orderBy(direction(sortColumn), asc(items.id))
        .offset((query.from - 1) * query.count)
        .limit(query.count),
      db
        .select({ value: count(), total: sql<string | null>`sum(${price})` })
        .from(cartItems)
        .innerJoin(items, and(eq(items.id, cartItems.itemId)))
        .where(mine),
    ]);
    const quotaMax = totals?.value ?? 0;
    return c.json({
      items: rows.map((row) => ({
        ...presentItem(row.item, { brand: row.brand, retailer: row.retailer, isInCart: true }),
        size: row.size,
        source_look_uuid: row.lookId,
      })),
      quota_max: quotaMax,
      total_price: Number(totals?.total ?? 0),
      nextPage: query.from * query.count < quotaMax ? query.from + 1 : null,
    });
  });
