import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { ownUser, requireUser, currentUser } from '../../auth/authMiddleware';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { RateLimiter } from '../../auth/rateLimiter';
import { findUserByToken, issueToken, revokeToken } from '../../auth/tokens';
import { authTokens, users } from '../../db/schema';
import type { AppDeps, AppEnv, UserRow } from '../../http/appEnv';
import { clientAddress } from '../../http/clientAddress';
import { HttpError, fieldError } from '../../http/errors';
import { readBody } from '../../http/validate';
import { presentUser } from '../../presenters/userPresenter';
import { loyaltyOf } from '../../services/membership/loyalty';
import { sendEmail } from '../../services/outbox';
import {
  checkEmail,
  checkLogin,
  checkPassword,
  googleSchema,
  loginSchema,
  resetConfirmSchema,
  resetSchema,
  signupName,
  signupSchema,
  tokenSchema,
} from './accountSchemas';
import { verifyGoogleSignIn } from './googleSignIn';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
/** Google proved who is signing in, so a deactivated account is told (docs/contracts/settings.md). */
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Please contact support to restore it.';

const DAY = 24 * 60 * 60;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins, counted in the database so every worker sees them. */
const SIGN_IN_PER_ACCOUNT = { scope: 'sign_in_account', limit: 5, windowMs: FIFTEEN_MINUTES };
const SIGN_IN_PER_ADDRESS = { scope: 'sign_in_address', limit: 30, windowMs: FIFTEEN_MINUTES };

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
  const failuresByEmail = new RateLimiter(db, SIGN_IN_PER_ACCOUNT, log);
  const failuresByAddress = new RateLimiter(db, SIGN_IN_PER_ADDRESS, log);
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
      if (await findByEmail(deps, body.email))
        throw fieldError('email', EMAIL_TAKEN, 'email_taken');
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
      const emailKey = body.email.trim().toLowerCase();
      const addressKey = clientAddress(c);
      // Every try counts as a failure until the password matches, so concurrent guesses can't
      // all start under the limit.
      const hits = await Promise.all([
        failuresByEmail.take(emailKey),
        failuresByAddress.take(addressKey),
      ]);
      if (hits.some((hit) => !hit.allowed)) {
        await Promise.all(hits.map((hit) => hit.forgive()));
        throw new HttpError(429, TOO_MANY_ATTEMPTS, 'too_many_attempts');
      }
      const user = await findByEmail(deps, body.email);
      // Same work and the same answer for an unknown e-mail and a wrong password.
      const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoy));
      if (!user || !user.passwordHash || !matches || !user.isActive) {
        throw fieldError('password', WRONG_CREDENTIALS, 'wrong_credentials');
      }
      await Promise.all([failuresByEmail.reset(emailKey), hits[1].forgive()]);
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
      const existing =
        (
          await db.select().from(users).where(eq(users.googleSubject, profile.subject)).limit(1)
        )[0] ?? (await findByEmail(deps, profile.email));
      const user =
        existing ??
        (
          await db
            .insert(users)
            .values({
              id: randomUUID(),
              email: profile.email,
              googleSubject: profile.subject,
              firstName: profile.firstName,
              lastName: profile.lastName,
              pictureUrl: profile.picture,
            })
            .returning()
        )[0];
      if (!user) throw new HttpError(500, 'Could not create the account.', 'signup_failed');
      if (!user.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED, 'account_deactivated');
      if (!user.googleSubject) {
        await db.update(users).set({ googleSubject: profile.subject }).where(eq(users.id, user.id));
        await signedIn.forget(user.id);
      }
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
      const user = await findByEmail(deps, email);
      if (user?.isActive) {
        const reset = await issueToken(db, user.id, 'reset', 60 * 60);
        const link = `${config.publicUrl}/app/login?mode=reset&resetToken=${reset.token}`;
        await sendEmail(db, log, {
          to: user.email,
          subject: 'Reset your password',
          kind: 'reset_password',
          text: `Hi ${user.firstName},\n\nUse this link within an hour to choose a new password:\n${link}\n\nIf you didn't ask for this, you can ignore this e-mail.`,
        });
        if (!config.isProduction) log({ event: 'dev.reset_link', link });
      }
      // The same answer whether or not the account exists.
      return c.json({ success: true });
    })
    .post('/proxy/user/resetPassword/confirm', async (c) => {
      const body = await readBody(c, resetConfirmSchema);
      checkPassword(body.password);
      const user = await findUserByToken(db, body.token, 'reset');
      if (!user)
        throw fieldError(
          'token',
          'This reset link has expired. Please ask for a new one.',
          'reset_expired',
        );
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password, config.scryptCost) })
        .where(eq(users.id, user.id));
      // A new password ends every other session.
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(eq(authTokens.userId, user.id));
      await signedIn.forget(user.id);
      return c.json(await startSession(user));
    })
    .get('/proxy/user/:uid', ownUser(), async (c) => {
      const user = currentUser(c);
      return c.json(presentUser(user, await loyaltyOf(db, user.id)));
    });
};
