import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import type { Log } from '../http/logger';

/** Old hits are deleted at most this often per limiter (in the background, after a hit). */
const PRUNE_EVERY_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export type RateLimit = {
  /** Names the limit in the table (`sign_in_account`). */
  scope: string;
  limit: number;
  windowMs: number;
};

/**
 * Counts events per key in a sliding window, in the database, so every worker sees the same
 * count: `limit` hits within the last `windowMs` and the key is limited until the oldest of them
 * leaves the window. Used for failed sign-ins per account and per address.
 */
export class RateLimiter {
  private lastPruned = 0;

  constructor(
    private readonly db: Db,
    private readonly rule: RateLimit,
    private readonly log: Log = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  private where(key: string) {
    return and(eq(rateLimitHits.scope, this.rule.scope), eq(rateLimitHits.keyHash, hashKey(key)));
  }

  private since() {
    return new Date(this.now() - this.rule.windowMs);
  }

  async isLimited(key: string) {
    const [row] = await this.db
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(and(this.where(key), gt(rateLimitHits.at, this.since())));
    return (row?.hits ?? 0) >= this.rule.limit;
  }

  async record(key: string) {
    await this.db
      .insert(rateLimitHits)
      .values({ scope: this.rule.scope, keyHash: hashKey(key), at: new Date(this.now()) });
    this.pruneNowAndThen();
  }

  async reset(key: string) {
    await this.db.delete(rateLimitHits).where(this.where(key));
  }

  /** Deletes this limit's hits that have left the window (every worker may; it is idempotent). */
  async prune() {
    this.lastPruned = this.now();
    await this.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.scope, this.rule.scope), lt(rateLimitHits.at, this.since())));
  }

  private pruneNowAndThen() {
    if (this.now() - this.lastPruned < PRUNE_EVERY_MS) return;
    this.prune().catch((error: Error) =>
      this.log({
        event: 'rate_limit.prune_failed',
        scope: this.rule.scope,
        message: error.message,
      }),
    );
  }
}
