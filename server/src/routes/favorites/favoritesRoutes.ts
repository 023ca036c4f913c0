import { Hono } from 'hono';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { isForeignKeyViolation } from '../../db/pgErrors';
import { preparedStatement } from '../../db/prepared';
import { favoriteStylists, stylists } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { presentStylist } from '../../presenters/stylistPresenter';
import {
  findStylist,
  noPersonal,
  noStats,
  personalFor,
  statsFor,
} from '../stylists/stylistQueries';

const listSchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(100).default(30),
});

/** Adds a favourite in one statement: already one is fine; an unknown stylist fails its key. */
const addFavourite = preparedStatement((db) =>
  db
    .insert(favoriteStylists)
    .values({ userId: sql.placeholder('userId'), stylistId: sql.placeholder('stylistId') })
    .onConflictDoNothing()
    .prepare('add_favourite'),
);

/** How many favourites a user keeps, for a page past the end (which has no rows to say it). */
const countFavourites = async (db: AppDeps['db'], userId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(favoriteStylists)
    .innerJoin(stylists, eq(stylists.id, favoriteStylists.stylistId))
    .where(eq(favoriteStylists.userId, userId));
  return row?.total ?? 0;
};

/**
 * Favourite stylists (gateway): the list, newest first, add (idempotent) and remove (removing a
 * stylist that is not a favourite is fine). An unknown stylist is a 404. The list pages as spec
 * 001 §7 asks (`from=0`, `count=30`): `from` counts stylists from 0; beside `items` the answer
 * says how many there are (`quota_max`) and where the next page starts (`nextPage`, the next
 * `from`, or null on the last page), as the other paged lists do.
 */
export const favoritesRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/proxy/user/:uid/favourites', ownUser(), async (c) => {
      const user = currentUser(c);
      const query = readQuery(c, listSchema);
      const rows = await db
        .select({ stylist: stylists, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(favoriteStylists)
        .innerJoin(stylists, eq(stylists.id, favoriteStylists.stylistId))
        .where(eq(favoriteStylists.userId, user.id))
        .orderBy(desc(favoriteStylists.createdAt), asc(favoriteStylists.stylistId))
        .offset(query.from)
        .limit(query.count);
      const ids = rows.map((row) => row.stylist.id);
      const [stats, personal, total] = await Promise.all([
        statsFor(db, ids),
        personalFor(db, user.id, ids),
        rows[0]?.total ?? (query.from > 0 ? countFavourites(db, user.id) : 0),
      ]);
      const next = query.from + query.count;
      return c.json({
        items: rows.map(({ stylist }) =>
          presentStylist(stylist, {
            stats: stats.get(stylist.id) ?? noStats,
            personal: personal.get(stylist.id) ?? noPersonal,
          }),
        ),
        quota_max: total,
        nextPage: next < total ? next : null,
      });
    })
    .post('/proxy/user/:uid/favourites/:stylistId', ownUser(), async (c) => {
      try {
        await addFavourite(db).execute({
          userId: currentUser(c).id,
          stylistId: c.req.param('stylistId'),
        });
      } catch (error) {
        if (isForeignKeyViolation(error, 'stylist_id')) throw notFound('That stylist');
        throw error;
      }
      return c.json({ favorite: true });
    })
    .delete('/proxy/user/:uid/favourites/:stylistId', ownUser(), async (c) => {
      const user = currentUser(c);
      const stylist = await findStylist(db, c.req.param('stylistId'));
      if (!stylist) throw notFound('That stylist');
      await db
        .delete(favoriteStylists)
        .where(
          and(eq(favoriteStylists.userId, user.id), eq(favoriteStylists.stylistId, stylist.id)),
        );
      return c.json({ favorite: false });
    });
