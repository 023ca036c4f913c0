import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { PASSWORD_REQUIRED_MESSAGE } from '@shared/validators';
import { verifyPassword } from '../../auth/passwords';
import type { RateLimiter } from '../../auth/rateLimiter';
import type { SignedInCache } from '../../auth/signedInCache';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pgErrors';
import { authTokens, users } from '../../db/schema';
import type { ServerConfig } from '../../env';
import type { UserRow } from '../../db/rows';
import { HttpError, fieldError } from '../../http/errors';
import type { Log } from '../../http/logger';
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from '../email/emailChangeEmails';
import { sendEmail } from '../email/outbox';
import { WRONG_CURRENT_PASSWORD } from './changePassword';
import { checkEmailFree, emailTaken } from './personalInfo';

const MINUTE = 60 * 1000;

/**
 * Tries to change the e-mail, right or wrong, per account: a stolen token can neither guess the
 * password nor flood an inbox with links. Only the token's holder can spend them (the route is
 * owner only), so a stranger cannot use them up for the owner.
 */
export const EMAIL_CHANGE_LIMIT = { scope: 'email_change', limit: 5, windowMs: 15 * MINUTE };
export const TOO_MANY_EMAIL_CHANGES =
  'Too many attempts to change your email. Please wait 15 minutes and try again.';
/** An account without a password proves itself by having signed in this recently. */
const FRESH_SIGN_IN_MS = 10 * MINUTE;
export const RECENT_SIGN_IN_REQUIRED =
  'For your security, please sign out and sign in again, then change your email within 10 minutes.';
const LINK_TTL_MS = 24 * 60 * MINUTE;
export const EMAIL_CHANGE_EXPIRED = 'This link has expired. Please ask for a new one.';

/** Whether `email` changes the account's address (the same one in another case does not). */
export const isNewEmail = (user: UserRow, email: string | undefined): email is string =>
  email !== undefined && email.toLowerCase() !== user.email.toLowerCase();

/**
 * Proves that whoever holds this session may change the e-mail: the current password, or for an
 * account without one (Google only) a sign-in in the last 10 minutes. The session token alone
 * is never enough. A 429 carries `retry_after` in seconds.
 */
export const proveEmailChange = async (
  { db, attempts }: { db: Db; attempts: RateLimiter },
  userId: string,
  sessionToken: string | null,
  currentPassword: string | undefined,
) => {
  // The row itself, not the signed-in cache's copy: the hash is what is checked.
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const passwordHash = row?.passwordHash ?? null;
  if (passwordHash && !currentPassword) {
    throw fieldError('current_password', PASSWORD_REQUIRED_MESSAGE);
  }
  if (!(await attempts.take(userId)).allowed) {
    throw new HttpError(429, TOO_MANY_EMAIL_CHANGES, 'too_many_attempts', undefined, {
      retry_after: EMAIL_CHANGE_LIMIT.windowMs / 1000,
    });
  }
  if (passwordHash) {
    if (!(await verifyPassword(currentPassword ?? '', passwordHash))) {
      throw fieldError('current_password', WRONG_CURRENT_PASSWORD, 'wrong_password');
    }
    return;
  }
  const [session] = sessionToken
    ? await db
        .select({ createdAt: authTokens.createdAt })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, hashToken(sessionToken)), eq(authTokens.kind, 'api')))
        .limit(1)
    : [];
  if (!session || Date.now() - session.createdAt.getTime() > FRESH_SIGN_IN_MS) {
    throw fieldError('email', RECENT_SIGN_IN_REQUIRED, 'recent_sign_in_required');
  }
};

type RequestDeps = { db: Db; log: Log; config: ServerConfig };

/**
 * Mails a link to the new address and a notice to the old one; the e-mail changes only when
 * the link is opened. A newer request revokes the older links.
 */
export const requestEmailChange = async (
  { db, log, config }: RequestDeps,
  user: UserRow,
  email: string,
) => {
  const token = randomBytes(32).toString('base64url');
  const mail = {
    productName: config.productName,
    siteUrl: config.publicUrl,
    firstName: user.firstName,
    newEmail: email,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.kind, 'email_change'),
          isNull(authTokens.revokedAt),
        ),
      );
    await tx.insert(authTokens).values({
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashToken(token),
      kind: 'email_change',
      pendingEmail: email,
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
    // In the same transaction: the link and its e-mails exist together, or neither.
    await sendEmail(tx, log, emailChangeConfirmEmail({ ...mail, token }));
    await sendEmail(tx, log, emailChangeNoticeEmail({ ...mail, oldEmail: user.email }));
  });
  log({ event: 'user.email_change_requested', userId: user.id });
};

/**
 * Opens a confirmation link: the account that asked (the token's, whoever is signed in here)
 * takes the new address, unless another account took it meanwhile, and every other session of
 * it ends; the session opening the link stays if it is that account's.
 */
export const confirmEmailChange = async (
  { db, signedIn }: { db: Db; signedIn: SignedInCache },
  token: string,
  sessionToken: string | null,
) => {
  const now = new Date();
  try {
    const user = await db.transaction(async (tx) => {
      // Used up by the statement that finds it: of two confirmations at once, one gets the row.
      const [change] = await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            eq(authTokens.kind, 'email_change'),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning({ userId: authTokens.userId, email: authTokens.pendingEmail });
      if (!change?.email) throw fieldError('token', EMAIL_CHANGE_EXPIRED, 'email_change_expired');
      await checkEmailFree(tx, change.userId, change.email);
      const [changed] = await tx
        .update(users)
        .set({ email: change.email })
        .where(and(eq(users.id, change.userId), eq(users.isActive, true)))
        .returning();
      if (!changed) throw fieldError('token', EMAIL_CHANGE_EXPIRED, 'email_change_expired');
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authTokens.userId, changed.id),
            isNull(authTokens.revokedAt),
            sessionToken ? ne(authTokens.tokenHash, hashToken(sessionToken)) : undefined,
          ),
        );
      return changed;
    });
    await signedIn.forget(user.id);
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
};
