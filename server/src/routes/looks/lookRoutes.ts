import { Hono } from 'hono';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import type { Db } from '../../db/client';
import { lookItems, lookLikes, looks, stylists } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden, notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { presentStylistSummary } from '../../presenters/stylistPresenter';
import { itemsWithFlags } from '../../services/looks/lookQueries';

const likeSchema = z.object({ user_uuid: z.string().min(1) });
const favoritesSchema = z.object({
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(30),
});

const publicLook = async (db: Db, lookId: string) => {
  const [row] = await db
    .select({ look: looks, stylist: stylists })
    .from(looks)
    .innerJoin(stylists, eq(stylists.id, looks.stylistId))
    .where(and(eq(looks.id, lookId), eq(looks.isPublic, true)));
  if (!row) throw notFound('That look');
  return row;
};

const isLiked = async (db: Db, userId: string | null, lookId: string) => {
  if (!userId) return false;
  const [row] = await db
    .select({ lookId: lookLikes.lookId })
    .from(lookLikes)
    .where(and(eq(lookLikes.userId, userId), eq(lookLikes.lookId, lookId)));
  return Boolean(row);
};

/**
 * A public look with its items, as `GET proxy/outfit/web/{outfitId}/{userId}` answers: the
 * reader's own flags (in cart, in closet, liked) only for `reader`, null for a visitor (the look's
 * page carries a visitor's answer: ../looks/lookPageHints.ts). A 404 for a private or unknown look.
 */
export const outfitAnswer = async (db: Db, outfitId: string, reader: string | null) => {
  const { look, stylist } = await publicLook(db, outfitId);
  const itemIds = (
    await db
      .select({ id: lookItems.itemId })
      .from(lookItems)
      .where(eq(lookItems.lookId, look.id))
      .orderBy(asc(lookItems.position))
  ).map((row) => row.id);
  const [items, liked] = await Promise.all([
    itemsWithFlags(db, itemIds, reader),
    isLiked(db, reader, look.id),
  ]);
  return {
    unique: look.id,
    uuid: look.id,
    name: look.name,
    outfit_name: look.name,
    attributes: { name: look.name, gender: look.department },
    picture: look.picture,
    owner: presentStylistSummary(stylist),
    items,
    liked,
  };
};

/**
 * Looks (gateway): one outfit with its items (`GET proxy/outfit/web/{outfitId}/{userId or
 * null}`, public; the reader's own flags only when the user id is the signed-in shopper's),
 * likes (`POST` / `DELETE proxy/outfit/like/{lookId}`, the body's `user_uuid` being the
 * signed-in shopper), and the shopper's liked looks (`GET proxy/user/{uid}/favorites/looks`,
 * newest like first, pages from 1).
 */
export const lookRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/proxy/outfit/web/:outfitId/:userId', async (c) => {
      const signedIn = c.get('user')?.id ?? null;
      const reader = c.req.param('userId') === signedIn ? signedIn : null;
      return c.json(await outfitAnswer(db, c.req.param('outfitId'), reader));
    })
    .post('/proxy/outfit/like/:lookId', requireUser, async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, likeSchema);
      if (body.user_uuid !== user.id) throw forbidden();
      const { look } = await publicLook(db, c.req.param('lookId'));
      await db.insert(lookLikes).values({ userId: user.id, lookId: look.id }).onConflictDoNothing();
      return c.json({ look_uuid: look.id, liked: true });
    })
    .delete('/proxy/outfit/like/:lookId', requireUser, async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, likeSchema);
      if (body.user_uuid !== user.id) throw forbidden();
      const { look } = await publicLook(db, c.req.param('lookId'));
      await db
        .delete(lookLikes)
        .where(and(eq(lookLikes.userId, user.id), eq(lookLikes.lookId, look.id)));
      return c.json({ look_uuid: look.id, liked: false });
    })
    .get('/proxy/user/:uid/favorites/looks', ownUser(), async (c) => {
      const user = currentUser(c);
      const page = readQuery(c, favoritesSchema);
      const mine = eq(lookLikes.userId, user.id);
      const [rows, [total]] = await Promise.all([
        db
          .select({ look: looks, stylist: stylists })
          .from(lookLikes)
          .innerJoin(looks, eq(looks.id, lookLikes.lookId))
          .innerJoin(stylists, eq(stylists.id, looks.stylistId))
          .where(mine)
          .orderBy(desc(lookLikes.createdAt), asc(looks.id))
          .offset((page.from - 1) * page.count)
          .limit(page.count),
        db.select({ value: count() }).from(lookLikes).where(mine),
      ]);
      const quota = total?.value ?? 0;
      return c.json({
        items: rows.map(({ look, stylist }) => ({
          uuid: look.id,
          name: look.name,
          picture: look.picture,
          liked: true,
          owner: {
            uuid: stylist.id,
            first_name: stylist.firstName,
            last_name: stylist.lastName,
            profile_picture: stylist.profilePicture,
          },
        })),
        quota_max: quota,
        nextPage: page.from * page.count < quota ? page.from + 1 : null,
      });
    });
