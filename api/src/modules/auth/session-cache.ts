/** What a request's token check needs to know about its session. */
export interface CachedSession {
  userId: number;
  staff: boolean;
  expiresAt: number;
}

/** The channel the sessions trigger (migration 170) notifies: `<jti>` or `user:<id>`. */
export const SESSIONS_CHANNEL = 'topup_sessions';

/**
 * Sessions checked recently, so a request does not read its session row again. It is trusted
 * only while this process LISTENs to SESSIONS_CHANNEL: every revocation, lock or deletion in any
 * process notifies it on commit, and a lost connection empties and disables the cache until it
 * listens again. A read that raced with a revocation is not stored: `begin()` marks the epoch
 * and `put` refuses an entry when any notification arrived since.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { storedAt: number }>();
  private epoch = 0;
  private enabled = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  get(jti: string, now: number): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(jti);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.options.ttlMs || entry.expiresAt <= now) {
      this.entries.delete(jti);
      return undefined;
    }
    return entry;
  }

  begin(): number {
    return this.epoch;
  }

  put(jti: string, session: CachedSession, startedAt: number, now: number): void {
    if (!this.enabled || startedAt !== this.epoch) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(jti, { ...session, storedAt: now });
  }

  /** A NOTIFY payload from the sessions trigger. */
  invalidate(payload: string): void {
    this.epoch += 1;
    if (payload.startsWith('user:')) {
      const userId = Number(payload.slice('user:'.length));
      for (const [jti, entry] of this.entries) if (entry.userId === userId) this.entries.delete(jti);
    } else {
      this.entries.delete(payload);
    }
  }

  /** Listening: notifications will arrive from now on. */
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
