import { Hono } from 'hono';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { statedBudget } from '../../services/stylist/statedBudget';

/**
 * `GET proxy/user/{uid}/budget` (gateway, **assumed**): the per-piece budget the shopper stated
 * in their styling sessions, for the cart's budget meter (docs/contracts/shopping.md).
 */
export const budgetRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/budget', ownUser(), async (c) =>
    c.json(await statedBudget(db, currentUser(c).id)),
  );
