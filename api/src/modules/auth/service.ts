import { API_MESSAGES } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import type { Config } from '../../config';
import { LoginFailed, TooManyRequests, Unauthorized } from '../../errors';
import { verifyPassword } from './passwords';
import { clearRateLimit, hitRateLimit } from './rate-limit';
import type { TokenService } from './tokens';

export interface AuthService {
  login(input: { email: string; password: string; ip: string }): Promise<{ access: string }>;
  /** Resolves a bearer token to its user, or throws Unauthorized (token_not_valid). */
  authenticate(token: string | undefined): Promise<{ userId: number; jti: string }>;
  revoke(jti: string): Promise<void>;
  revokeAllSessions(userId: number): Promise<void>;
}

/** Ends every session of the user (but `exceptJti`), in the caller's transaction when given one. */
export async function revokeSessions(q: Queryable, userId: number, now: Date, exceptJti?: string): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND jti IS DISTINCT FROM $3',
    [userId, now, exceptJti ?? null],
  );
}

export function createAuthService(deps: {
  db: Db;
  tokens: TokenService;
  limits: Config['loginLimits'];
  clock: () => Date;
}): AuthService {
  const { db, tokens, limits, clock } = deps;

  return {
    async login({ email, password, ip }) {
      const now = clock();
      const normalized = email.trim().toLowerCase();
      const accountBucket = `login:account:${normalized}`;
      const ipHits = await hitRateLimit(db, `login:ip:${ip}`, limits.windowMs, now);
      // The attempt is counted before the password is checked, in one atomic upsert: parallel
      // guesses cannot all read "under the limit" before any of them is recorded.
      const accountAttempts = await hitRateLimit(db, accountBucket, limits.windowMs, now);
      if (ipHits > limits.perIp || accountAttempts > limits.perAccount) {
        throw new TooManyRequests(API_MESSAGES.auth.tooManyAttempts, Math.ceil(limits.windowMs / 1000));
      }

      const { rows } = await db.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE lower(email) = $1',
        [normalized],
      );
      const user = rows[0];
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        throw new LoginFailed(API_MESSAGES.auth.loginFailed, 'no_active_account', 401);
      }
      await clearRateLimit(db, accountBucket);

      const { token, claims } = tokens.issue(user.id, now);
      await db.query('INSERT INTO sessions (jti, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
        claims.jti,
        user.id,
        claims.expiresAt,
        now,
      ]);
      return { access: token };
    },

    async authenticate(token) {
      if (!token) throw new Unauthorized(API_MESSAGES.auth.tokenMissing);
      const now = clock();
      const claims = tokens.verify(token, now);
      const { rows } = await db.query<{ user_id: number; revoked_at: Date | null; expires_at: Date }>(
        'SELECT user_id, revoked_at, expires_at FROM sessions WHERE jti = $1',
        [claims.jti],
      );
      const session = rows[0];
      if (!session || session.user_id !== claims.userId) throw new Unauthorized(API_MESSAGES.auth.tokenInvalid);
      if (session.revoked_at) throw new Unauthorized(API_MESSAGES.auth.tokenRevoked);
      if (session.expires_at.getTime() <= now.getTime()) throw new Unauthorized(API_MESSAGES.auth.tokenExpired);
      return { userId: claims.userId, jti: claims.jti };
    },

    async revoke(jti) {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE jti = $1 AND revoked_at IS NULL', [jti, clock()]);
    },

    revokeAllSessions(userId) {
      return revokeSessions(db, userId, clock());
    },
  };
}

