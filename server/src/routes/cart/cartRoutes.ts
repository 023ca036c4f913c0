import { Hono } from 'hono';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { preparedStatement } from '../../db/prepared';
import { brands, cartItems, items, looks, retailers } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { fieldError, notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { presentItem } from '../../presenters/itemPresenter';

const listSchema = z.object({
  sort: z.enum(['created', 'price', 'retailer']).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(100),
});
type Sort = z.infer<typeof listSchema>['sort'];
type Order = z.infer<typeof listSchema>['order'];

const price = sql`coalesce(${items.salePrice}, ${items.retailPrice})`;
const sortColumns = { created: cartItems.createdAt, price, retailer: retailers.name };
const mine = eq(cartItems.userId, sql.placeholder('userId'));

/**
 * One page of the cart with the whole cart's count and total beside every row (window
 * aggregates): one statement, prepared once per sort and order.
 */
const pageStatement = (sort: Sort, order: Order) =>
  preparedStatement((db) =>
    db
      .select({
        item: items,
        brand: brands,
        retailer: retailers,
        size: cartItems.size,
        lookId: cartItems.sourceLookId,
        cartCount: sql<number>`count(*) over ()`.mapWith(Number),
        cartTotal: sql<string | null>`sum(${price}) over ()`,
      })
      .from(cartItems)
      .innerJoin(items, eq(items.id, cartItems.itemId))
      .innerJoin(brands, eq(brands.id, items.brandId))
      .innerJoin(retailers, eq(retailers.id, items.retailerId))
      .where(mine)
      .orderBy((order === 'asc' ? asc : desc)(sortColumns[sort]), asc(items.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`cart_page_${sort}_${order}`),
  );

const pages = Object.fromEntries(
  (['created', 'price', 'retailer'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [`${sort} ${order}`, pageStatement(sort, order)]),
  ),
) as Record<`${Sort} ${Order}`, ReturnType<typeof pageStatement>>;

/** The count and total alone, for a page past the end (which has no rows to carry them). */
const totalsStatement = preparedStatement((db) =>
  db
    .select({ cartCount: count(), cartTotal: sql<string | null>`sum(${price})` })
    .from(cartItems)
    .innerJoin(items, eq(items.id, cartItems.itemId))
    .where(mine)
    .prepare('cart_totals'),
);

const addSchema = z.object({
  size: z.string().trim().min(1).max(20).nullish(),
  source_look_uuid: z.string().min(1).max(100).nullish(),
});

/** A catalogue item (or the user's own closet item) with its brand and retailer, or a 404. */
const findItem = async (db: AppDeps['db'], itemId: string, userId: string) => {
  const [row] = await db
    .select({ item: items, brand: brands, retailer: retailers })
    .from(items)
    .innerJoin(brands, eq(brands.id, items.brandId))
    .innerJoin(retailers, eq(retailers.id, items.retailerId))
    .where(eq(items.id, itemId));
  if (!row || (row.item.ownerId && row.item.ownerId !== userId)) throw notFound('That item');
  return row;
};

/**
 * The cart (shopping list): `GET proxy/user/{uid}/cart`, paged from page 1; `POST` and `DELETE
 * proxy/user/{uid}/cart/{itemId}` add an item (in a size it comes in, if one is chosen; adding
 * it again changes the size) and remove it (removing what is not there is not an error).
 */
export const cartRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .post('/proxy/user/:uid/cart/:itemId', ownUser(), async (c) => {
      const user = currentUser(c);
      const isJson = c.req.header('content-type')?.includes('application/json') ?? false;
      const body = isJson ? await readBody(c, addSchema) : {};
      const { item, brand, retailer } = await findItem(db, c.req.param('itemId'), user.id);
      const size = body.size ?? null;
      if (size && !item.sizes.includes(size)) {
        throw fieldError('size', `${item.name} does not come in size ${size}.`, 'size_unavailable');
      }
      const lookId = body.source_look_uuid ?? null;
      const [look] = lookId
        ? await db.select({ id: looks.id }).from(looks).where(eq(looks.id, lookId))
        : [];
      const [row] = await db
        .insert(cartItems)
        .values({ userId: user.id, itemId: item.id, size, sourceLookId: look?.id ?? null })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.itemId],
          set: { size: sql`coalesce(excluded.size, ${cartItems.size})` },
        })
        .returning();
      return c.json(
        {
          ...presentItem(item, { brand, retailer, isInCart: true }),
          size: row?.size ?? size,
          source_look_uuid: row?.sourceLookId ?? null,
        },
        201,
      );
    })
    .delete('/proxy/user/:uid/cart/:itemId', ownUser(), async (c) => {
      const user = currentUser(c);
      const { item } = await findItem(db, c.req.param('itemId'), user.id);
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.itemId, item.id)));
      return c.json({ item_uuid: item.id, is_in_cart: false });
    })
    .get('/proxy/user/:uid/cart', ownUser(), async (c) => {
      const user = currentUser(c);
      const query = readQuery(c, listSchema);
      const rows = await pages[`${query.sort} ${query.order}`](db).execute({
        userId: user.id,
        offset: (query.from - 1) * query.count,
        limit: query.count,
      });
      const [totals] =
        rows.length || query.from === 1
          ? rows
          : await totalsStatement(db).execute({ userId: user.id });
      const quotaMax = totals?.cartCount ?? 0;
      return c.json({
        items: rows.map((row) => ({
          ...presentItem(row.item, { brand: row.brand, retailer: row.retailer, isInCart: true }),
          size: row.size,
          source_look_uuid: row.lookId,
        })),
        quota_max: quotaMax,
        total_price: Number(totals?.cartTotal ?? 0),
        nextPage: query.from * query.count < quotaMax ? query.from + 1 : null,
      });
    });
