import type { UserRow } from '../db/rows';
import { BoundedMap } from '../cache/boundedMap';
import type { EventBus } from '../events/eventBus';

/** The event bus channel on which a change to a user or their tokens reaches every worker. */
export const SIGNED_IN_CHANNEL = 'signed_in.changed';

/** What a token lookup finds: its user, and when the token expires. */
export type TokenOwner = { user: UserRow; expiresAt: Date };

export type SignedInCacheOptions = {
  /** A safety net, not the way changes show (see the class). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { owner: TokenOwner; cachedAt: number };

/**
 * Who a request's API token belongs to, kept for a short while in this process, so that a
 * signed-in request costs its own queries and not the token lookup as well. Unknown tokens are
 * never kept.
 *
 * Correctness comes from invalidation, as with the catalogue cache: every write to a user or to
 * their tokens (sign-out, a new password, deactivation, any change to the user's row) calls
 * `forget(userId)` once it has committed. That drops this process's entries for the user at once
 * and publishes on `SIGNED_IN_CHANNEL`, so every other worker drops theirs. A lookup under way
 * while a change arrived answers its request but is not kept (the generation counter). An entry
 * never outlives its token, and is looked up again after `ttlMs` in case an invalidation was
 * lost; a gap on the bus (its connection was lost) forgets everything.
 */
export class SignedInCache {
  private generation = 0;
  private readonly entries: BoundedMap<string, Entry>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    options: SignedInCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.entries = new BoundedMap({ maxEntries: options.maxEntries ?? 10_000 });
    this.unsubscribe = bus.subscribe(SIGNED_IN_CHANNEL, (userId) => this.drop(userId), {
      onGap: () => this.dropAll(),
    });
  }

  /**
   * The user of the token with this hash: kept, or what `lookup` finds (then kept). While the
   * bus is down nothing is kept or answered from memory: a change could not be heard.
   */
  async userFor(tokenHash: string, lookup: () => Promise<TokenOwner | null>) {
    if (!this.bus.connected) {
      this.dropAll();
      return (await lookup())?.user ?? null;
    }
    const now = this.now();
    const hit = this.entries.get(tokenHash);
    if (hit && now - hit.cachedAt < this.ttlMs && now < hit.owner.expiresAt.getTime()) {
      return hit.owner.user;
    }
    const generation = this.generation;
    const owner = await lookup();
    if (owner && generation === this.generation) {
      this.entries.set(tokenHash, { owner, cachedAt: now });
    } else if (!owner) {
      this.entries.delete(tokenHash);
    }
    return owner?.user ?? null;
  }

  /** After a committed write to the user's row or tokens: every worker forgets the user. */
  async forget(userId: string) {
    this.drop(userId);
    await this.bus.publish(SIGNED_IN_CHANNEL, userId);
  }

  /** Stops listening for changes and forgets everything. */
  close() {
    this.unsubscribe();
    this.dropAll();
  }

  get size() {
    return this.entries.size;
  }

  private drop(userId: string) {
    this.generation += 1;
    this.entries.deleteWhere((entry) => entry.owner.user.id === userId);
  }

  private dropAll() {
    this.generation += 1;
    this.entries.clear();
  }
}
