import { Hono } from 'hono';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { RateLimiter } from '../../auth/rateLimiter';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { readBody } from '../../http/validate';
import { presentUser } from '../../presenters/userPresenter';
import { loyaltyOf } from '../../services/membership/loyalty';
import {
  PASSWORD_CHANGE_LIMIT,
  changePassword,
  changePasswordSchema,
} from '../../services/settings/changePassword';
import { deactivateAccount } from '../../services/settings/deactivateAccount';
import {
  checkPersonalInfo,
  personalInfoSchema,
  savePersonalInfo,
} from '../../services/settings/personalInfo';
import { sessionPayments } from '../../services/settings/sessionPayments';

/**
 * The account side of /settings (docs/contracts/settings.md), owner only: personal info, the
 * password, payment history and deactivation.
 */
export const accountSettingsRoutes = (deps: AppDeps) => {
  const { db, config, log } = deps;
  const attempts = new RateLimiter(db, PASSWORD_CHANGE_LIMIT, log);
  return new Hono<AppEnv>()
    .put('/proxy/user/:uid', ownUser(), async (c) => {
      const changes = checkPersonalInfo(await readBody(c, personalInfoSchema));
      const user = await savePersonalInfo(deps, currentUser(c).id, changes);
      // The same answer as the GET, loyalty included.
      return c.json(presentUser(user, await loyaltyOf(db, user.id)));
    })
    .put('/proxy/user/:uid/password', ownUser(), async (c) => {
      const body = await readBody(c, changePasswordSchema);
      await changePassword(
        { ...deps, scryptCost: config.scryptCost, attempts },
        currentUser(c).id,
        c.get('token'),
        body,
      );
      log({ event: 'user.password_changed', userId: currentUser(c).id });
      return c.json({ success: true });
    })
    .put('/proxy/user/:uid/deactivateAccount', ownUser(), async (c) => {
      const userId = currentUser(c).id;
      await deactivateAccount(deps, userId);
      log({ event: 'user.deactivated', userId });
      return c.json({ success: true });
    })
    .get('/proxy/user/:uid/sessionsPayments', ownUser(), async (c) =>
      c.json(await sessionPayments(db, currentUser(c).id)),
    );
};
