/**
 * Entries kept in memory and trusted only while this process LISTENs for their changes (ADR 0012):
 * triggers notify every process on commit; a lost connection empties and disables the cache until
 * it listens again. A read that raced with a change is not stored: `begin()` marks the epoch and
 * `put` refuses an entry when any change was heard of since.
 */
export class ListeningCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  /**
   * Loads in flight by `through`, per key: a key's concurrent misses share one load (50 connections
   * of one customer read once, not 50 times), and only a change to that key (or a sweep) keeps it
   * from being stored: a change to another customer no longer voids it.
   */
  private readonly loading = new Map<string, { value: Promise<V>; current: boolean }>();
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
    this.store(key, value, now);
  }

  /**
   * The kept value, or the load in flight for the key, or `load`'s, kept unless a change to the key
   * (or to every key) was heard of while it loaded. A request that starts after such a change never
   * joins the load it made stale.
   */
  async through(key: string, now: () => number, load: () => Promise<V>): Promise<V> {
    const kept = this.get(key, now());
    if (kept !== undefined) return kept;
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight.value;
    const flight = { value: undefined as unknown as Promise<V>, current: this.enabled };
    flight.value = (async () => {
      try {
        const value = await load();
        if (flight.current && this.enabled) this.store(key, value, now());
        return value;
      } finally {
        if (this.loading.get(key) === flight) this.loading.delete(key);
      }
    })();
    this.loading.set(key, flight);
    return flight.value;
  }

  private store(key: string, value: V, now: number): void {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  /** Loads in flight that a change made stale: not stored, and not joined by later requests. */
  private staleLoads(key?: string): void {
    for (const [loadingKey, flight] of this.loading) {
      if (key !== undefined && loadingKey !== key) continue;
      flight.current = false;
      this.loading.delete(loadingKey);
    }
  }

  /** A change heard of (or made here): drops the key, or every entry `match` picks. */
  forget(match: string | ((key: string, value: V) => boolean)): void {
    this.epoch += 1;
    if (typeof match === 'string') {
      this.entries.delete(match);
      this.staleLoads(match);
      return;
    }
    for (const [key, entry] of this.entries) if (match(key, entry.value)) this.entries.delete(key);
    // A load's key may match once loaded: every load in flight is stale.
    this.staleLoads();
  }

  /** Listening: changes will be heard of from now on. */
  enable(): void {
    this.epoch += 1;
    this.staleLoads();
    this.enabled = true;
  }

  /** Not listening: anything kept may be stale. */
  disable(): void {
    this.epoch += 1;
    this.enabled = false;
    this.entries.clear();
    this.staleLoads();
  }
}
