import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { authTokens, users } from '../db/schema';
import type { SignedInCache, TokenOwner } from './signedInCache';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];

/** Tokens are random and opaque; only their SHA-256 is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const issueToken = async (db: Db, userId: string, kind: TokenKind, ttlSeconds: number) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insert(authTokens)
    .values({ id: randomUUID(), userId, tokenHash: hashToken(token), kind, expiresAt });
  return { token, expiresAt };
};

/**
 * The token lookup, built once per database and prepared: it runs on every signed-in request,
 * so neither the SQL is rebuilt nor (on PostgreSQL, a named statement per connection) re-planned
 * each time.
 */
const userByTokenQuery = preparedStatement((db) =>
  db
    .select({ user: users, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(authTokens.kind, sql.placeholder('kind')),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        isNull(authTokens.revokedAt),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('find_user_by_token'),
);

/** The active user of the token with this hash and the token's expiry, or null. */
export const findTokenOwner = async (
  db: Db,
  tokenHash: string,
  kind: TokenKind,
): Promise<TokenOwner | null> => {
  const [row] = await userByTokenQuery(db).execute({
    tokenHash,
    kind,
    now: new Date().toISOString(),
  });
  return row ?? null;
};

/** The active user a token belongs to, or null (unknown, expired, revoked, deactivated). */
export const findUserByToken = async (db: Db, token: string, kind: TokenKind) =>
  (await findTokenOwner(db, hashToken(token), kind))?.user ?? null;

/** Sign-out: the token stops working, on every worker at once. */
export const revokeToken = async (
  { db, signedIn }: { db: Db; signedIn: SignedInCache },
  token: string,
  userId: string,
) => {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
  await signedIn.forget(userId);
};
