import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { GoogleProfile } from './googleSignIn';

/** Google proved who is signing in, so a deactivated account is told (docs/contracts/settings.md). */
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Please contact support to restore it.';
export const SIGN_IN_WITH_PASSWORD =
  'An account with this email already exists. Please sign in with your email and password.';

/**
 * The account a Google sign-in opens: the one already linked to this Google account, else a new
 * one. An account that someone signed up for with the same e-mail and a password is never linked:
 * nobody proved that address when it signed up, so whoever made it (perhaps before its owner
 * ever came) would share the owner's Google sign-in (pre-account hijacking). Its owner signs in
 * with the password, or resets it by e-mail, which proves the address and ends every other
 * session.
 */
export const googleAccount = async (
  db: Db,
  profile: GoogleProfile,
): Promise<typeof users.$inferSelect> => {
  // One read for both, so a first sign-in racing this one is seen as what it is: linked.
  const found = await db
    .select()
    .from(users)
    .where(
      or(
        eq(users.googleSubject, profile.subject),
        eq(sql`lower(${users.email})`, profile.email.trim().toLowerCase()),
      ),
    );
  const linked = found.find((user) => user.googleSubject === profile.subject);
  if (linked) return linked;
  const [sameEmail] = found;
  // Google proved the address, so its owner may hear that the account was deactivated.
  if (sameEmail && !sameEmail.isActive)
    throw new HttpError(403, ACCOUNT_DEACTIVATED, 'account_deactivated');
  if (sameEmail) throw new HttpError(409, SIGN_IN_WITH_PASSWORD, 'sign_in_with_password');
  const [created] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: profile.email,
      googleSubject: profile.subject,
      firstName: profile.firstName,
      lastName: profile.lastName,
      pictureUrl: profile.picture,
    })
    .onConflictDoNothing()
    .returning();
  // Another sign-in of the same Google account (or a sign-up with its e-mail) won the race.
  if (!created) return googleAccount(db, profile);
  return created;
};
