import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { RateLimiter } from '../../auth/rateLimiter';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { HttpError } from '../../http/errors';
import { readBody } from '../../http/validate';
import { presentUser } from '../../presenters/userPresenter';
import { loyaltyOf } from '../../services/membership/loyalty';
import { profilePictureVariants } from '../../services/closet/profilePictureVariants';
import {
  PASSWORD_CHANGE_LIMIT,
  changePassword,
  changePasswordSchema,
} from '../../services/settings/changePassword';
import { deactivateAccount } from '../../services/settings/deactivateAccount';
import {
  EMAIL_CHANGE_LIMIT,
  confirmEmailChange,
  isNewEmail,
  proveEmailChange,
  requestEmailChange,
} from '../../services/settings/emailChange';
import {
  checkEmailFree,
  checkPersonalInfo,
  personalInfoSchema,
  savePersonalInfo,
} from '../../services/settings/personalInfo';
import { sessionPayments } from '../../services/settings/sessionPayments';

const confirmSchema = z.object({ token: z.string().max(200) });

/** A limit's 429 tells when to come back (`Retry-After`, and `retry_after` in the answer). */
const withRetryAfter = async <T>(c: Context<AppEnv>, work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    const seconds = error instanceof HttpError ? error.details?.retry_after : undefined;
    if (typeof seconds === 'number') c.header('Retry-After', String(Math.ceil(seconds)));
    throw error;
  }
};

/**
 * The account side of /settings (docs/contracts/settings.md), owner only: personal info, the
 * password, payment history and deactivation; and the e-mail change's confirmation link, which
 * is its own proof.
 */
export const accountSettingsRoutes = (deps: AppDeps) => {
  const { db, config, log } = deps;
  const attempts = new RateLimiter(db, PASSWORD_CHANGE_LIMIT, log);
  const emailChanges = new RateLimiter(db, EMAIL_CHANGE_LIMIT, log);
  return new Hono<AppEnv>()
    .put('/proxy/user/:uid', ownUser(), async (c) => {
      const body = await readBody(c, personalInfoSchema);
      const { email, ...changes } = checkPersonalInfo(body);
      const asked = currentUser(c);
      // A new e-mail is proven first and only asked for here: its link changes it.
      const newEmail = isNewEmail(asked, email) ? email : undefined;
      if (newEmail) {
        await withRetryAfter(c, () =>
          proveEmailChange(
            { db, attempts: emailChanges },
            asked.id,
            c.get('token'),
            body.current_password,
          ),
        );
        await checkEmailFree(db, asked.id, newEmail);
      }
      const user = await savePersonalInfo(deps, asked.id, changes);
      if (newEmail) await requestEmailChange(deps, user, newEmail);
      // The same answer as the GET, loyalty included, and the address waiting for its link.
      return c.json({
        ...presentUser(user, {
          loyalty: await loyaltyOf(db, user.id),
          pictureVariants: await profilePictureVariants(db, user),
        }),
        ...(newEmail ? { pending_email: newEmail } : {}),
      });
    })
    .post('/proxy/user/changeEmail/confirm', async (c) => {
      const { token } = await readBody(c, confirmSchema);
      const user = await confirmEmailChange(deps, token, c.get('token'));
      log({ event: 'user.email_changed', userId: user.id });
      return c.json({ success: true, email: user.email });
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
