import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What a shopper's lock guards: `storage` everything they store (uploads and their caps, review
 * photos, chat pictures); `reviews` the one-review-per-session rule.
 */
export type UserLockKind = 'storage' | 'reviews';

/**
 * Holds a lock on one shopper's `kind` until the transaction ends, so that a check and the insert
 * it allows happen as one step: concurrent requests of that shopper wait for each other, others
 * never do. A transaction-scoped advisory lock (PGlite and PostgreSQL alike) needs no table; when
 * a request takes two, `reviews` comes before `storage`, so two requests never wait on each other.
 */
export const lockPerUser = async (tx: Db, kind: UserLockKind, userId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${userId}`}))`);
};
