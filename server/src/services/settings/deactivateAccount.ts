import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SignedInCache } from '../../auth/signedInCache';
import type { Db } from '../../db/client';
import { authTokens, stylingSessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { LIVE_SESSION_STATUSES } from '../booking/activeSession';
import { settleLocalMemberships } from '../membership/localMembershipBilling';

export const MEMBERSHIP_ACTIVE_MESSAGE =
  'Please cancel your membership in the Membership tab before deactivating your account.';

/**
 * `PUT proxy/user/{uid}/deactivateAccount` (docs/contracts/settings.md): refused while a monthly
 * membership still renews; otherwise the account is marked inactive and every one of its tokens
 * revoked (the caller's too), on every worker at once. Sign-in refuses it from then on.
 */
export const deactivateAccount = async (
  { db, signedIn }: { db: Db; signedIn: SignedInCache },
  userId: string,
) => {
  // A local membership whose period is over ends or renews first, so "still renewing" is true.
  await settleLocalMemberships(db, { userId });
  const [renewing] = await db
    .select({ id: stylingSessions.id })
    .from(stylingSessions)
    .where(
      and(
        eq(stylingSessions.userId, userId),
        eq(stylingSessions.type, 'subscription'),
        // Past due still renews (Stripe retries it): ../booking/activeSession.ts.
        inArray(stylingSessions.status, [...LIVE_SESSION_STATUSES]),
        eq(stylingSessions.cancelAtPeriodEnd, false),
      ),
    )
    .limit(1);
  if (renewing) throw new HttpError(409, MEMBERSHIP_ACTIVE_MESSAGE, 'membership_active');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: false }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  });
  await signedIn.forget(userId);
};
