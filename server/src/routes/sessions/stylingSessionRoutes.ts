import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { Db } from '../../db/client';
import { stylingSessions } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { findStylist, isBookable } from '../stylists/stylistQueries';

const activeSession = async (db: Db, userId: string, stylistId?: string) =>
  (
    await db
      .select({ id: stylingSessions.id })
      .from(stylingSessions)
      .where(
        and(
          eq(stylingSessions.userId, userId),
          eq(stylingSessions.status, 'active'),
          stylistId ? eq(stylingSessions.stylistId, stylistId) : undefined,
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * Booking state (gateway): whether the user has any active styling session (both spellings of
 * the path, spec 000 and 001) and whether they can book a stylist: approved, active, not a bot,
 * and no active session with them already.
 */
export const stylingSessionRoutes = ({ db }: AppDeps) => {
  const hasActiveSessions = async (c: Context<AppEnv>) => {
    const user = currentUser(c);
    return c.json({ has_active_sessions: (await activeSession(db, user.id)) !== null });
  };
  return new Hono<AppEnv>()
    .get('/user/:uid/hasActiveSessions', ownUser(), hasActiveSessions)
    .get('/proxy/user/:uid/hasActiveSessions', ownUser(), hasActiveSessions)
    .get('/proxy/user/:uid/stylist/:id/canBook', ownUser(), async (c) => {
      const user = currentUser(c);
      const stylist = await findStylist(db, c.req.param('id'));
      if (!stylist) throw notFound('That stylist');
      const canBook =
        isBookable(stylist) && (await activeSession(db, user.id, stylist.id)) === null;
      return c.json({ can_book: canBook });
    });
};
