import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_REQUIRED_MESSAGE, validatePassword } from '@shared/validators';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../auth/commonPasswords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { RateLimiter } from '../../auth/rateLimiter';
import type { SignedInCache } from '../../auth/signedInCache';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { fieldError, tooManyRequests } from '../../http/errors';

export const WRONG_CURRENT_PASSWORD = 'We do not recognize this password. Please try again.';
export const TOO_MANY_PASSWORD_ATTEMPTS =
  'Too many attempts. Please wait 15 minutes and try again.';

/** Wrong current passwords, counted per account like failed sign-ins. */
export const PASSWORD_CHANGE_LIMIT = {
  scope: 'password_change',
  limit: 5,
  windowMs: 15 * 60 * 1000,
};

export const changePasswordSchema = z.object({
  current_password: z.string().max(1000).optional(),
  new_password: z.string().max(1000),
});

type Deps = { db: Db; signedIn: SignedInCache; scryptCost: number; attempts: RateLimiter };

/**
 * `PUT proxy/user/{uid}/password` (docs/contracts/settings.md): checks the current password (none
 * for a Google-only account, which gets its first one), saves the new one and revokes every
 * other token of the user; the caller's own token keeps working.
 */
export const changePassword = async (
  { db, signedIn, scryptCost, attempts }: Deps,
  userId: string,
  callerToken: string | null,
  body: z.infer<typeof changePasswordSchema>,
) => {
  const problem =
    validatePassword(body.new_password) ??
    (isCommonPassword(body.new_password) ? COMMON_PASSWORD_MESSAGE : undefined);
  if (problem) throw fieldError('new_password', problem);
  // The row itself, not the signed-in cache's copy: the hash is what is checked.
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.passwordHash) {
    const current = body.current_password ?? '';
    if (current === '') throw fieldError('current_password', PASSWORD_REQUIRED_MESSAGE);
    const hit = await attempts.take(userId);
    if (!hit.allowed) {
      throw tooManyRequests(TOO_MANY_PASSWORD_ATTEMPTS, 'too_many_attempts', hit.retryAfterMs);
    }
    if (!(await verifyPassword(current, row.passwordHash))) {
      throw fieldError('current_password', WRONG_CURRENT_PASSWORD, 'wrong_password');
    }
    await attempts.reset(userId);
  }
  const passwordHash = await hashPassword(body.new_password, scryptCost);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // A new password ends every other session: other devices, SDK and chat tokens, reset links.
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          callerToken ? ne(authTokens.tokenHash, hashToken(callerToken)) : undefined,
        ),
      );
  });
  await signedIn.forget(userId);
};
