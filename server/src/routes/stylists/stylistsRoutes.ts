import { Hono } from 'hono';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reviews, stylists } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { presentReview, presentStylist } from '../../presenters/stylistPresenter';
import {
  countLooks,
  findStylist,
  looksFor,
  noPersonal,
  noStats,
  personalFor,
  statsFor,
  tagsFor,
  tagsForMany,
} from './stylistQueries';

const listSchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(15),
  user_gender: z.enum(['female', 'male', 'neutral']).optional(),
});
const readSchema = z.object({ user_uuid: z.string().optional() });
const looksSchema = z.object({
  /** Only public looks are ever answered, whatever this says. */
  public: z.string().optional(),
  type: z.string().optional(),
  reader_uuid: z.string().optional(),
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(20).default(5),
});
const reviewsSchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(50).default(5),
});

/**
 * Stylist reads (gateway, public): the list, the names, one profile (with the reader's own
 * fields when signed in), its reviews, looks and 'why we recommend'.
 */
export const stylistsRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/proxy/stylist/all/names', async (c) => {
      const rows = await db
        .select({ id: stylists.id, firstName: stylists.firstName, lastName: stylists.lastName })
        .from(stylists)
        .where(and(eq(stylists.isApproved, true), eq(stylists.isBot, false)))
        .orderBy(asc(stylists.firstName), asc(stylists.lastName), asc(stylists.id));
      return c.json({
        items: rows.map((row) => ({
          stylist_uuid: row.id,
          stylist_name: `${row.firstName} ${row.lastName}`,
        })),
      });
    })
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
      const ids = rows.map((row) => row.id);
      const [stats, tags] = await Promise.all([statsFor(db, ids), tagsForMany(db, ids)]);
      return c.json({
        items: rows.map((row) =>
          presentStylist(row, { stats: stats.get(row.id) ?? noStats, tags: tags.get(row.id) }),
        ),
      });
    })
    .get('/proxy/stylist/:id/read', async (c) => {
      const { user_uuid: readerId } = readQuery(c, readSchema);
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist) throw notFound('That stylist');
      // Personal fields only for the signed-in user asking about themself; any other
      // `user_uuid` is ignored, never looked up.
      const user = c.get('user');
      const reader = user && readerId === user.id ? user : null;
      const [stats, tags, looks, personal] = await Promise.all([
        statsFor(db, [stylist.id]),
        tagsFor(db, stylist.id),
        looksFor(db, stylist.id, 5),
        reader ? personalFor(db, reader.id, [stylist.id]) : null,
      ]);
      return c.json(
        presentStylist(stylist, {
          stats: stats.get(stylist.id) ?? noStats,
          tags,
          looks,
          personal: personal ? (personal.get(stylist.id) ?? noPersonal) : undefined,
        }),
      );
    })
    .get('/stylists/:id/why-we-recommend', async (c) => {
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist) throw notFound('That stylist');
      return c.json({ data: stylist.whyWeRecommend });
    })
    .get('/proxy/stylist/:id/looks', async (c) => {
      const query = readQuery(c, looksSchema);
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist) throw notFound('That stylist');
      const [looks, total] = await Promise.all([
        looksFor(db, stylist.id, query.count, (query.from - 1) * query.count),
        countLooks(db, stylist.id),
      ]);
      return c.json({
        outfits: looks.map((look) => ({
          uuid: look.id,
          name: look.name,
          picture: look.picture,
          style_tags: look.styleTags,
        })),
        nextPage: query.from * query.count < total ? query.from + 1 : null,
      });
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
