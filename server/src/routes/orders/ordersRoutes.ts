import { Hono } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { orders } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';
import { presentOrders } from '../../services/orders/orders';

/** Spec 001 §9: orders come 30 a page; `from` is the page, counted from 1. */
const ORDERS_PAGE = 30;

const listSchema = z.object({
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(ORDERS_PAGE).default(ORDERS_PAGE),
});

/**
 * `GET proxy/user/{uid}/orders` (gateway): the shopper's paid orders, newest first, a page at a
 * time, with how many there are (`quota_max`) and the next page (null on the last).
 */
export const ordersRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/orders', ownUser(), async (c) => {
    const user = currentUser(c);
    const query = readQuery(c, listSchema);
    const paidOrders = and(eq(orders.userId, user.id), eq(orders.status, 'paid'));
    const [total] = await db.select({ value: count() }).from(orders).where(paidOrders);
    const page = await db
      .select()
      .from(orders)
      .where(paidOrders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset((query.from - 1) * query.count)
      .limit(query.count);
    const quotaMax = total?.value ?? 0;
    return c.json({
      items: await presentOrders(db, page),
      quota_max: quotaMax,
      nextPage: query.from * query.count < quotaMax ? query.from + 1 : null,
    });
  });
