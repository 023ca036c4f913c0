import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { MAX_CLOSET_SUGGESTIONS } from '@shared/closet';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import { stylingSessions } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden, notFound } from '../../http/errors';
import { closetSuggestions } from '../../services/closet/closetSuggestions';
import { pageNumber } from '../../services/closet/filterQuery';

/**
 * `GET session/{sessionId}/closet-suggestions?count=250` (gateway): what the session recap offers
 * to add to the closet. Only the session's shopper: 404 unknown, 403 someone else's (as
 * `GET session/{sessionId}`).
 */
export const closetSuggestionRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/session/:sessionId/closet-suggestions', requireUser, async (c) => {
    const user = currentUser(c);
    const [session] = await db
      .select({ id: stylingSessions.id, userId: stylingSessions.userId })
      .from(stylingSessions)
      .where(eq(stylingSessions.id, c.req.param('sessionId')));
    if (!session) throw notFound('That styling session');
    if (session.userId !== user.id) throw forbidden();
    const size = pageNumber(
      c.req.query('count'),
      MAX_CLOSET_SUGGESTIONS,
      1,
      MAX_CLOSET_SUGGESTIONS,
    );
    return c.json(await closetSuggestions(db, user.id, session.id, size));
  });
