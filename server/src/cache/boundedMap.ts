/**
 * A Map that forgets its least recently used entries beyond a number of entries or a number of
 * bytes, for caches whose keys come from requests (paths, query strings, ids) and so could grow
 * without end.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes?: number },
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V) {
    this.delete(key);
    const bytes = this.sizeOf(value);
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    const maxBytes = this.limits.maxBytes ?? Infinity;
    while (
      this.entries.size > 1 &&
      (this.entries.size > this.limits.maxEntries || this.totalBytes > maxBytes)
    ) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest);
    }
    return this;
  }

  delete(key: K) {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    return true;
  }

  /** Deletes every entry whose value matches (a walk over all of them: for rare changes). */
  deleteWhere(matches: (value: V) => boolean) {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.delete(key);
  }

  clear() {
    this.entries.clear();
    this.totalBytes = 0;
  }
}
