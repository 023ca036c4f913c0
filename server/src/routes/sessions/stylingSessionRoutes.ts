import { Hono, type Context } from 'hono';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { activeSession } from '../../services/booking/activeSession';
import { findStylist, isBookable } from '../stylists/stylistQueries';

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
