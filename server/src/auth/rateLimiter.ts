/**
 * Counts events per key in a sliding window (in memory: the reference server is one process).
 * Used for failed sign-ins per account and per address.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string) {
    const since = this.now() - this.windowMs;
    const times = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (times.length) this.hits.set(key, times);
    else this.hits.delete(key);
    return times;
  }

  isLimited(key: string) {
    return this.recent(key).length >= this.limit;
  }

  record(key: string) {
    this.hits.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}
