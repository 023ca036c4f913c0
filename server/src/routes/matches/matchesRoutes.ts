import { Hono } from 'hono';
import { and, asc, desc, eq } from 'drizzle-orm';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { stylists, userMatches } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { presentStylist } from '../../presenters/stylistPresenter';
import {
  looksFor,
  noPersonal,
  noStats,
  personalFor,
  statsFor,
  tagsForMany,
} from '../stylists/stylistQueries';

/** How many matches `bestMatchesNew` answers. */
export const BEST_MATCHES = 6;
const LOOKS_PER_MATCH = 5;

/**
 * `GET proxy/user/{uid}/bestMatchesNew` (gateway): the user's stored matches, best first (ties by
 * stylist id, as `compareMatches` ranks them), at most 6, each with its percentage, tags, 'why',
 * tags and newest looks. Stylists who stopped being bookable since the quiz drop out. No quiz
 * result yet: no rows, so `{ items: [] }`.
 */
export const matchesRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/bestMatchesNew', ownUser(), async (c) => {
    const user = currentUser(c);
    const rows = await db
      .select({ stylist: stylists })
      .from(userMatches)
      .innerJoin(stylists, eq(stylists.id, userMatches.stylistId))
      .where(
        and(
          eq(userMatches.userId, user.id),
          eq(stylists.isApproved, true),
          eq(stylists.isActive, true),
          eq(stylists.isBot, false),
        ),
      )
      .orderBy(desc(userMatches.percentage), asc(userMatches.stylistId))
      .limit(BEST_MATCHES);
    const ids = rows.map((row) => row.stylist.id);
    const [stats, tags, personal, looks] = await Promise.all([
      statsFor(db, ids),
      tagsForMany(db, ids),
      personalFor(db, user.id, ids),
      Promise.all(ids.map((id) => looksFor(db, id, LOOKS_PER_MATCH))),
    ]);
    return c.json({
      items: rows.map(({ stylist }, index) =>
        presentStylist(stylist, {
          stats: stats.get(stylist.id) ?? noStats,
          tags: tags.get(stylist.id) ?? [],
          looks: looks[index] ?? [],
          personal: personal.get(stylist.id) ?? noPersonal,
        }),
      ),
    });
  });
