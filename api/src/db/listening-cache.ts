/**
 * Entries kept in memory and trusted only while this process LISTENs for their changes (ADR 0012):
 * triggers notify every process on commit; a lost connection empties and disables the cache until
 * it listens again. A read that raced with a change is not stored: `begin()` marks the epoch and
 * `put` refuses an entry when any change was heard of since.
 */
export class ListeningCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private epoch = 0;
  private enabled = false;
  /** Lookups answered from memory, and those that went to the database (metrics: cache hit rate). */
  readonly lookups = { hit: 0, miss: 0 };

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** An entry that may not be used any more whatever is heard (a session past its expiry). */
      isExpired?: (value: V, now: number) => boolean;
    },
  ) {}

  get(key: string, now: number): V | undefined {
    const value = this.kept(key, now);
    this.lookups[value === undefined ? 'miss' : 'hit'] += 1;
    return value;
  }

  private kept(key: string, now: number): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.options.ttlMs || this.options.isExpired?.(entry.value, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  begin(): number {
    return this.epoch;
  }

  put(key: string, value: V, startedAt: number, now: number): void {
    if (!this.enabled || startedAt !== this.epoch) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  /** The kept value, or `load`'s, kept unless a change was heard of while it loaded. */
  async through(key: string, now: () => number, load: () => Promise<V>): Promise<V> {
    const kept = this.get(key, now());
    if (kept !== undefined) return kept;
    const startedAt = this.begin();
    const value = await load();
    this.put(key, value, startedAt, now());
    return value;
  }

  /** A change heard of (or made here): drops the key, or every entry `match` picks. */
  forget(match: string | ((key: string, value: V) => boolean)): void {
    this.epoch += 1;
    if (typeof match === 'string') {
      this.entries.delete(match);
      return;
    }
    for (const [key, entry] of this.entries) if (match(key, entry.value)) this.entries.delete(key);
  }

  /** Listening: changes will be heard of from now on. */
  enable(): void {
    this.epoch += 1;
    this.enabled = true;
  }

  /** Not listening: anything kept may be stale. */
  disable(): void {
    this.epoch += 1;
    this.enabled = false;
    this.entries.clear();
  }
}
