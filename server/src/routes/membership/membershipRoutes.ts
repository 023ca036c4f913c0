import { Hono, type Context } from 'hono';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import type { AppEnv } from '../../http/appEnv';
import {
  listMemberships,
  setMembershipCancelled,
  type MembershipDeps,
} from '../../services/membership/memberships';
import { presentMembership } from './presentMembership';

/**
 * Memberships (gateway; spec 001 §7 "User and settings", docs/contracts/settings.md): the
 * shopper's monthly memberships, and cancelling one at the end of its period or reactivating it.
 * Each only for the membership's shopper.
 */
export const membershipRoutes = (deps: MembershipDeps) => {
  const change = (cancel: boolean) => async (c: Context<AppEnv>) => {
    const membership = await setMembershipCancelled(deps, {
      userId: currentUser(c).id,
      sessionId: c.req.param('id') ?? '',
      cancel,
    });
    return c.json(presentMembership(membership));
  };
  return new Hono<AppEnv>()
    .get('/proxy/user/:uid/sessions', ownUser(), async (c) => {
      const memberships = await listMemberships(deps, currentUser(c).id);
      return c.json({ items: memberships.map(presentMembership) });
    })
    .put('/proxy/session/:id/cancel', requireUser, change(true))
    .put('/proxy/session/:id/reactivate', requireUser, change(false));
};
