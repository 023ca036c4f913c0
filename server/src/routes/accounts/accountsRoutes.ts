import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ownUser, requireUser, currentUser } from '../../auth/authMiddleware';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { RateLimiter, takeEach, waitInWords } from '../../auth/rateLimiter';
import { findUserByToken, hashToken, issueToken, revokeToken } from '../../auth/tokens';
import { authTokens, users } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { clientAddress } from '../../http/clientAddress';
import { HttpError, fieldError, tooManyRequests } from '../../http/errors';
import { readBody } from '../../http/validate';
import { presentUser } from '../../presenters/userPresenter';
import { loyaltyOf } from '../../services/membership/loyalty';
import { profilePictureVariants } from '../../services/closet/profilePictureVariants';
import { sendEmail } from '../../services/email/outbox';
import { resetPasswordEmail } from '../../services/email/resetPasswordEmail';
import {
  checkEmail,
  checkLogin,
  checkNewPassword,
  googleSchema,
  loginSchema,
  resetConfirmSchema,
  resetSchema,
  signupName,
  signupSchema,
  tokenSchema,
} from './accountSchemas';
import { ACCOUNT_DEACTIVATED, googleAccount } from './googleAccounts';
import { verifyGoogleSignIn } from './googleSignIn';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
export const RESET_EXPIRED = 'This reset link has expired. Please ask for a new one.';

const tooMany = (what: string, code: string) => (retryAfterMs: number) =>
  tooManyRequests(
    `Too many ${what}. Please wait ${waitInWords(retryAfterMs)} and try again.`,
    code,
    retryAfterMs,
  );
const tooManySignIns = tooMany('sign-in attempts', 'too_many_attempts');

const DAY = 24 * 60 * 60;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/**
 * The limits on signing in, up and resetting (docs/security.md), counted in the database so every
 * worker sees them. Per account, they are keyed with the address too: a stranger guessing
 * elsewhere never locks the owner out.
 */
const LIMITS = {
  signInPerAccountAddress: { scope: 'sign_in_account_address', limit: 5, windowMs: 15 * MINUTE },
  signInPerAddress: { scope: 'sign_in_address', limit: 30, windowMs: 15 * MINUTE },
  resetRequestPerAccountAddress: {
    scope: 'reset_request_account_address',
    limit: 3,
    windowMs: 15 * MINUTE,
  },
  resetRequestPerAddress: { scope: 'reset_request_address', limit: 10, windowMs: HOUR },
  /** Reset e-mails one account receives: past it the request is answered alike, nothing sent. */
  resetEmailsPerAccount: { scope: 'reset_email_account', limit: 5, windowMs: HOUR },
  resetConfirmPerAddress: { scope: 'reset_confirm_address', limit: 10, windowMs: 15 * MINUTE },
};

const findByEmail = async ({ db }: AppDeps, email: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
};

/** Accounts and sessions: sign-up, sign-in (e-mail, token, Google), sign-out, password reset. */
export const accountsRoutes = (deps: AppDeps) => {
  const { db, config, log, signedIn } = deps;
  const limit = (rule: { scope: string; limit: number; windowMs: number }) =>
    new RateLimiter(db, rule, log);
  const signIns = limit(LIMITS.signInPerAccountAddress);
  const signInsByAddress = limit(LIMITS.signInPerAddress);
  const signUps = limit({
    scope: 'sign_up_address',
    limit: config.signUpsPerAddressPerHour,
    windowMs: HOUR,
  });
  const resetRequests = limit(LIMITS.resetRequestPerAccountAddress);
  const resetRequestsByAddress = limit(LIMITS.resetRequestPerAddress);
  const resetEmails = limit(LIMITS.resetEmailsPerAccount);
  const resetConfirms = limit(LIMITS.resetConfirmPerAddress);
  const decoy = decoyHash(config.scryptCost);

  /** The login answer: a gateway token, an SDK token and the user id (spec 000 §3). */
  const startSession = async (user: UserRow, remember = true) => {
    const api = await issueToken(db, user.id, 'api', (remember ? config.apiTokenDays : 1) * DAY);
    const sdk = await issueToken(db, user.id, 'sdk', config.chatTokenTtlSeconds);
    return { token: api.token, accessToken: sdk.token, user_uuid: user.id };
  };

  return new Hono<AppEnv>()
    .post('/signup/email', async (c) => {
      const body = await readBody(c, signupSchema);
      const { firstName, lastName } = signupName(body);
      checkNewPassword(body.password);
      if (await findByEmail(deps, body.email))
        throw fieldError('email', EMAIL_TAKEN, 'email_taken');
      // Each sign-up costs a password hash: a burst from one address is refused before any.
      await takeEach(
        [signUps.take(clientAddress(c))],
        tooMany('sign-ups from this network', 'too_many_sign_ups'),
      );
      const [user] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          email: body.email.trim(),
          passwordHash: await hashPassword(body.password, config.scryptCost),
          firstName,
          lastName,
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw fieldError('email', EMAIL_TAKEN, 'email_taken');
      log({ event: 'user.signed_up', userId: user.id });
      return c.json(await startSession(user));
    })
    .put('/login/email', async (c) => {
      const body = await readBody(c, loginSchema);
      checkLogin(body);
      const addressKey = clientAddress(c);
      const accountKey = `${body.email.trim().toLowerCase()} ${addressKey}`;
      // Every try counts as a failure until the password matches, so concurrent guesses can't
      // all start under the limit.
      const hits = await takeEach(
        [signIns.take(accountKey), signInsByAddress.take(addressKey)],
        tooManySignIns,
      );
      const user = await findByEmail(deps, body.email);
      // Same work and the same answer for an unknown e-mail and a wrong password.
      const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoy));
      if (!user || !user.passwordHash || !matches || !user.isActive) {
        throw fieldError('password', WRONG_CREDENTIALS, 'wrong_credentials');
      }
      await Promise.all([signIns.reset(accountKey), ...hits.map((hit) => hit.forgive())]);
      return c.json(await startSession(user, body.remember ?? true));
    })
    .put('/login/token', async (c) => {
      const { token } = await readBody(c, tokenSchema);
      const user = await findUserByToken(db, token, 'api');
      if (!user)
        throw new HttpError(
          401,
          'Your session has expired. Please sign in again.',
          'token_expired',
        );
      const sdk = await issueToken(db, user.id, 'sdk', config.chatTokenTtlSeconds);
      return c.json({ token, accessToken: sdk.token, user_uuid: user.id });
    })
    .put('/login/google', async (c) => {
      const profile = await verifyGoogleSignIn(config, await readBody(c, googleSchema));
      const user = await googleAccount(db, profile);
      if (!user.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED, 'account_deactivated');
      return c.json(await startSession(user));
    })
    .delete('/login/token', requireUser, async (c) => {
      const token = c.get('token');
      if (token) await revokeToken(deps, token, currentUser(c).id);
      return c.body(null, 204);
    })
    .post('/proxy/user/resetPassword', async (c) => {
      const { email } = await readBody(c, resetSchema);
      checkEmail(email);
      const address = clientAddress(c);
      // Keyed by the e-mail typed, known or not, so the answer tells nothing about accounts.
      await takeEach(
        [
          resetRequests.take(`${email.trim().toLowerCase()} ${address}`),
          resetRequestsByAddress.take(address),
        ],
        tooMany('reset requests', 'too_many_reset_requests'),
      );
      const user = await findByEmail(deps, email);
      if (user?.isActive && (await resetEmails.take(user.id)).allowed) {
        // The newest link is the only one that works.
        await db
          .update(authTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(authTokens.userId, user.id),
              eq(authTokens.kind, 'reset'),
              isNull(authTokens.revokedAt),
            ),
          );
        const reset = await issueToken(db, user.id, 'reset', 60 * 60);
        await sendEmail(
          db,
          log,
          resetPasswordEmail({
            productName: config.productName,
            siteUrl: config.publicUrl,
            firstName: user.firstName,
            email: user.email,
            token: reset.token,
          }),
        );
      }
      // The same answer whether or not the account exists (or was sent an e-mail).
      return c.json({ success: true });
    })
    .post('/proxy/user/resetPassword/confirm', async (c) => {
      const body = await readBody(c, resetConfirmSchema);
      checkNewPassword(body.password);
      await takeEach(
        [resetConfirms.take(clientAddress(c))],
        tooMany('attempts to set a new password', 'too_many_reset_attempts'),
      );
      const user = await findUserByToken(db, body.token, 'reset');
      if (!user) throw fieldError('token', RESET_EXPIRED, 'reset_expired');
      const passwordHash = await hashPassword(body.password, config.scryptCost);
      const changed = await db.transaction(async (tx) => {
        // The link is used up here, once: of two confirms at once, only one finds it unused.
        const now = new Date();
        const [used] = await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(authTokens.tokenHash, hashToken(body.token)),
              eq(authTokens.kind, 'reset'),
              isNull(authTokens.revokedAt),
              gt(authTokens.expiresAt, now),
            ),
          )
          .returning({ userId: authTokens.userId });
        if (used?.userId !== user.id) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // A new password ends every other session, and every other reset link.
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
        return true;
      });
      if (!changed) throw fieldError('token', RESET_EXPIRED, 'reset_expired');
      await signedIn.forget(user.id);
      return c.json(await startSession(user));
    })
    .get('/proxy/user/:uid', ownUser(), async (c) => {
      const user = currentUser(c);
      const [loyalty, pictureVariants] = await Promise.all([
        loyaltyOf(db, user.id),
        profilePictureVariants(db, user),
      ]);
      return c.json(presentUser(user, { loyalty, pictureVariants }));
    });
};
