import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import { waitlistEntries } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { HttpError, forbidden, notFound } from '../../http/errors';
import { readBody } from '../../http/validate';
import { findStylist } from '../stylists/stylistQueries';

const joinSchema = z.object({ user_uuid: z.string().min(1) });

/**
 * The waitlist of inactive stylists (second root). Joining and leaving name the user in the body
 * or the `user_uuid` header; it must be the signed-in user.
 */
export const waitlistRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .post('/stylist/:id/waitingList', requireUser, async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, joinSchema);
      if (body.user_uuid !== user.id) throw forbidden();
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist || !stylist.isApproved || stylist.isBot) throw notFound('That stylist');
      if (stylist.isActive)
        throw new HttpError(400, 'This stylist is taking bookings.', 'stylist_active');
      await db
        .insert(waitlistEntries)
        .values({ userId: user.id, stylistId: stylist.id })
        .onConflictDoNothing();
      return c.json({ joined: true });
    })
    .get('/user/:uid/waitingList', ownUser(), async (c) => {
      const user = currentUser(c);
      const rows = await db
        .select({ stylistId: waitlistEntries.stylistId })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.userId, user.id))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.stylistId));
      return c.json({ items: rows.map((row) => row.stylistId) });
    })
    .delete('/user/waitingList/:stylistId', requireUser, async (c) => {
      const user = currentUser(c);
      if (c.req.header('user_uuid') !== user.id) throw forbidden();
      await db
        .delete(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, user.id),
            eq(waitlistEntries.stylistId, c.req.param('stylistId')),
          ),
        );
      return c.json({ joined: false });
    });
