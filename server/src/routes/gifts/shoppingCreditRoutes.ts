import { Hono } from 'hono';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { creditBalanceCents } from '../../services/gifts/shoppingCredit';

/**
 * `GET proxy/user/{uid}/credit` (gateway, the shopper only; **assumed** path): the shopping credit
 * left from gift cards, which item checkout applies by itself (docs/contracts/gifts.md).
 */
export const shoppingCreditRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/credit', ownUser(), async (c) =>
    c.json({ balance: (await creditBalanceCents(db, currentUser(c).id)) / 100 }),
  );
