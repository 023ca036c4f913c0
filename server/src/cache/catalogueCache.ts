import type { EventBus } from '../events/eventBus';
import { BoundedMap } from './boundedMap';

/** The event bus channel on which a write to the catalogue tells every worker to drop it. */
export const CATALOGUE_CHANNEL = 'catalogue.invalidate';

export type CatalogueCacheOptions = {
  /**
   * A safety net, not the way changes show: an entry older than this is rebuilt (answered once
   * more while the rebuild runs), in case an invalidation was lost between workers.
   */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /**
   * A cache of what is made from the catalogue (a page's HTML): dropped whenever `follows` drops
   * its entries, in the same moment (a write in this process), not only when the bus delivers.
   */
  follows?: CatalogueCache;
};

/** A key from a query's parts (after validation): unambiguous whatever the parts contain. */
export const cacheKey = (...parts: (string | number)[]) => JSON.stringify(parts);

type Entry = { value: unknown; builtAt: number; bytes: number };

/**
 * What the public catalogue reads answer (stylist list, profile, reviews, looks, latest reviews,
 * names), kept per distinct query in this process. Only public data goes in: a reader's own
 * fields are laid over the public answer per request, never stored here.
 *
 * Correctness comes from invalidation: every write to what these answers show calls
 * `invalidate()`, which drops this process's entries at once and publishes on
 * `CATALOGUE_CHANNEL`, so every other worker drops theirs. A build that was under way when the
 * catalogue changed is answered to the requests that were waiting for it but never stored (the
 * generation counter), and later requests start a new one.
 *
 * Concurrent misses on one key share one build, so a burst of requests after an invalidation
 * costs one set of queries.
 */
export class CatalogueCache {
  private generation = 0;
  private readonly entries: BoundedMap<string, Entry>;
  private readonly building = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;
  private readonly unfollow: () => void;
  private readonly dropListeners = new Set<() => void>();

  constructor(
    private readonly bus: EventBus,
    options: CatalogueCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.entries = new BoundedMap(
      { maxEntries: options.maxEntries ?? 5_000, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 },
      (entry) => entry.bytes,
    );
    this.unsubscribe = bus.subscribe(CATALOGUE_CHANNEL, () => this.dropAll());
    this.unfollow = options.follows?.onDrop(() => this.dropAll()) ?? noop;
  }

  /** Calls `listener` whenever this cache drops its entries; answers how to stop. */
  onDrop(listener: () => void) {
    this.dropListeners.add(listener);
    return () => void this.dropListeners.delete(listener);
  }

  /**
   * The value kept under `key`, or what `build` makes (then kept). `sizeOf` tells its bytes, for
   * the memory bound. A build that throws (a 404, a database error) keeps nothing.
   */
  get<T>(key: string, build: () => Promise<T>, sizeOf: (value: T) => number = () => 0): Promise<T> {
    if (!this.bus.connected) {
      // An invalidation could not be heard: answer from the database, and keep nothing.
      this.dropAll();
      return build();
    }
    const hit = this.entries.get(key);
    if (hit) {
      if (this.now() - hit.builtAt >= this.ttlMs) void this.rebuild(key, build, sizeOf).catch(noop);
      return Promise.resolve(hit.value as T);
    }
    return this.rebuild(key, build, sizeOf);
  }

  /**
   * After a write to anything the catalogue reads show: drops this process's entries at once
   * (so the writer's next read shows the change) and tells the other workers to drop theirs.
   */
  async invalidate(reason: string) {
    this.dropAll();
    await this.bus.publish(CATALOGUE_CHANNEL, reason);
  }

  /** Stops listening for invalidations and forgets everything. */
  close() {
    this.unsubscribe();
    this.unfollow();
    this.dropAll();
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.entries.bytes, generation: this.generation };
  }

  private rebuild<T>(key: string, build: () => Promise<T>, sizeOf: (value: T) => number) {
    const running = this.building.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const builtAt = this.now();
    const promise = build()
      .then((value) => {
        if (generation === this.generation) {
          this.entries.set(key, { value, builtAt, bytes: sizeOf(value) });
        }
        return value;
      })
      .finally(() => {
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  private dropAll() {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
    for (const listener of this.dropListeners) listener();
  }
}

const noop = () => undefined;
