import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import type { Log } from '../http/logger';
import { errorSummary } from '../http/errorSummary';

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
 * One hit taken from a limit: `allowed` when the key was under it; else `retryAfterMs`, how long
 * until the oldest hit leaves the window and the key is under it again. `forgive` takes the hit
 * back.
 */
export type Hit = { allowed: boolean; retryAfterMs: number; forgive: () => Promise<void> };

/**
 * Counts events per key in a sliding window, in the database, so every worker sees the same
 * count: `limit` hits within the last `windowMs` and the key is limited until the oldest of them
 * leaves the window. Used for failed sign-ins, code guesses and gift card checkouts.
 */
export class RateLimiter {
  private lastPruned = 0;

  constructor(
    private readonly db: Db,
    private readonly rule: RateLimit,
    private readonly log: Log = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  private where(keyHash: string) {
    return and(eq(rateLimitHits.scope, this.rule.scope), eq(rateLimitHits.keyHash, keyHash));
  }

  private since() {
    return new Date(this.now() - this.rule.windowMs);
  }

  /** The key's hits in the window. */
  async hits(key: string) {
    const [row] = await this.db
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(and(this.where(hashKey(key)), gt(rateLimitHits.at, this.since())));
    return row?.hits ?? 0;
  }

  async isLimited(key: string) {
    return (await this.hits(key)) >= this.rule.limit;
  }

  /**
   * Counts a hit before the work it limits, in one step: under a lock on the key, so a burst of
   * concurrent requests can't all read "not limited" before any of them is recorded. A hit past
   * the limit is refused and not counted. Forgive the hit when the work turns out not to count
   * (a right code is not a guess).
   */
  async take(key: string): Promise<Hit> {
    const keyHash = hashKey(key);
    const at = new Date(this.now());
    const retryAfterMs = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${this.rule.scope}:${keyHash}`}))`,
      );
      const [row] = await tx
        .select({ hits: count(), oldest: min(rateLimitHits.at) })
        .from(rateLimitHits)
        .where(and(this.where(keyHash), gt(rateLimitHits.at, this.since())));
      if ((row?.hits ?? 0) >= this.rule.limit) {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : at.getTime();
        return Math.max(1000, oldest + this.rule.windowMs - at.getTime());
      }
      await tx.insert(rateLimitHits).values({ scope: this.rule.scope, keyHash, at });
      return 0;
    });
    const allowed = retryAfterMs === 0;
    this.pruneNowAndThen();
    const forgive = async () => {
      if (!allowed) return;
      await this.db.execute(sql`
        delete from ${rateLimitHits} where ctid in (
          select ctid from ${rateLimitHits}
          where scope = ${this.rule.scope} and key_hash = ${keyHash}
            and at = ${at.toISOString()}::timestamptz
          limit 1)`);
    };
    return { allowed, retryAfterMs, forgive };
  }

  async reset(key: string) {
    await this.db.delete(rateLimitHits).where(this.where(hashKey(key)));
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
    this.prune().catch((error: unknown) =>
      this.log({
        event: 'rate_limit.prune_failed',
        scope: this.rule.scope,
        ...errorSummary(error),
      }),
    );
  }
}

/** "a minute", "12 minutes", "2 hours": how long a caller waits, in the words of a 429's message. */
export const waitInWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return 'a minute';
  if (minutes <= 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
};

/**
 * Takes a hit from every limit at once. When any refuses, every hit is given back (a refused try
 * does not count) and `refusal` is thrown with the longest wait among them; else the hits are
 * returned, to forgive when the work turns out not to count.
 */
export const takeEach = async (
  hits: Promise<Hit>[],
  refusal: (retryAfterMs: number) => Error,
): Promise<Hit[]> => {
  const taken = await Promise.all(hits);
  const refused = taken.filter((hit) => !hit.allowed);
  if (refused.length === 0) return taken;
  await Promise.all(taken.map((hit) => hit.forgive()));
  throw refusal(Math.max(...refused.map((hit) => hit.retryAfterMs)));
};
