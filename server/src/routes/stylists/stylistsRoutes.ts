import { Hono } from 'hono';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reviews, stylists } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { presentReview, presentStylist } from '../../presenters/stylistPresenter';
import { findStylist, looksFor, noStats, statsFor, tagsFor } from './stylistQueries';

const listSchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(15),
  user_gender: z.enum(['female', 'male', 'neutral']).optional(),
});
const reviewsSchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(50).default(5),
});

/** Stylist reads (gateway): the list, one profile, its reviews. */
export const stylistsRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/proxy/stylist/readAll', async (c) => {
      const query = readQuery(c, listSchema);
      const departments =
        query.user_gender === 'male'
          ? ['male', 'both']
          : query.user_gender === 'female'
            ? ['female', 'both']
            : ['female', 'male', 'both'];
      const rows = await db
        .select()
        .from(stylists)
        .where(
          and(
            eq(stylists.isApproved, true),
            eq(stylists.isBot, false),
            inArray(stylists.department, departments as ('female' | 'male' | 'both')[]),
          ),
        )
        .orderBy(desc(stylists.isActive), asc(stylists.lastName), asc(stylists.id))
        .limit(query.count);
      const stats = await statsFor(
        db,
        rows.map((row) => row.id),
      );
      return c.json({
        items: rows.map((row) => presentStylist(row, { stats: stats.get(row.id) ?? noStats })),
      });
    })
    .get('/proxy/stylist/:id/read', async (c) => {
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist) throw notFound('That stylist');
      const [stats, tags, looks] = await Promise.all([
        statsFor(db, [stylist.id]),
        tagsFor(db, stylist.id),
        looksFor(db, stylist.id, 5),
      ]);
      return c.json(
        presentStylist(stylist, { stats: stats.get(stylist.id) ?? noStats, tags, looks }),
      );
    })
    .get('/proxy/stylist/:id/reviews', async (c) => {
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist) throw notFound('That stylist');
      const { from, count: pageSize } = readQuery(c, reviewsSchema);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(eq(reviews.stylistId, stylist.id))
          .orderBy(desc(reviews.createdAt), asc(reviews.id))
          .offset(from)
          .limit(pageSize),
        db.select({ value: count() }).from(reviews).where(eq(reviews.stylistId, stylist.id)),
      ]);
      return c.json({
        reviews: rows.map((row) => presentReview(row, stylist)),
        total: total?.value ?? 0,
      });
    });
