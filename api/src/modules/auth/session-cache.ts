import { ListeningCache } from '../../db/listening-cache';

/** What a request's token check needs to know about its session. */
export interface CachedSession {
  userId: number;
  staff: boolean;
  expiresAt: number;
}

/** The channel the sessions trigger (migration 170) notifies: `<jti>` or `user:<id>`. */
export const SESSIONS_CHANNEL = 'topup_sessions';

/**
 * Sessions checked recently, so a request does not read its session row again. Every revocation,
 * lock or deletion in any process notifies SESSIONS_CHANNEL on commit (ListeningCache's rules).
 */
export class SessionCache extends ListeningCache<CachedSession> {
  constructor(options: { ttlMs: number; maxEntries: number }) {
    super({ ...options, isExpired: (session, now) => session.expiresAt <= now });
  }

  /** A NOTIFY payload from the sessions trigger. */
  invalidate(payload: string): void {
    if (payload.startsWith('user:')) {
      const userId = Number(payload.slice('user:'.length));
      this.forget((_, session) => session.userId === userId);
    } else {
      this.forget(payload);
    }
  }
}
