import { API_MESSAGES, normalizeEmail } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import type { LoginLimits } from '../../config';
import { enqueueEmail } from '../../providers/mail/outbox';
import { loginGuessingEmail } from './emails';
import { LoginFailed, TooManyRequests, Unauthorized } from '../../errors';
import { verifyPassword } from './passwords';
import { clearRateLimit, hitRateLimit, readRateLimit } from '../../http/rate-limit';
import type { TokenService } from './tokens';
import { SessionCache } from './session-cache';
import { describeDevice, describePlace, deviceHash } from './devices';
import { newDeviceEmail } from './new-device-email';

/** How often a session's last_seen_at is written, at most, by one process. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface Credentials {
  email: string;
  password: string;
  ip: string;
  /** The sign-in's User-Agent header: the session shows its browser and system. */
  userAgent?: string;
}

/** Where a session is opened from (ADR 0025). */
export interface SessionDevice {
  userAgent?: string;
  ip?: string;
}

export interface Authenticated {
  userId: number;
  jti: string;
  /** A back-office session (password and second factor, 8 hours). */
  staff: boolean;
}

export interface AuthService {
  login(input: Credentials): Promise<{ access: string }>;
  /** The password check of login (rate limits, slow-down, lock) without opening a session. */
  verifyCredentials(input: Credentials): Promise<{ id: number; email: string }>;
  /** Opens a session for a user whose identity is proven. */
  openSession(userId: number, options?: { staff?: boolean; lifetimeMs?: number; device?: SessionDevice }): Promise<{ access: string }>;
  /** Resolves a bearer token to its user, or throws Unauthorized (token_not_valid). */
  authenticate(token: string | undefined): Promise<Authenticated>;
  revoke(jti: string): Promise<void>;
  /** Revokes the sessions of these tokens (a browser's cookies); forged or expired ones are skipped. */
  revokeTokens(tokens: readonly string[]): Promise<void>;
  revokeAllSessions(userId: number): Promise<void>;
  /** Sessions checked recently; enabled by the app while it listens for ended sessions. */
  readonly sessions: SessionCache;
}

/** Ends every session of the user (but `exceptJti`), in the caller's transaction when given one. */
export async function revokeSessions(q: Queryable, userId: number, now: Date, exceptJti?: string): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND jti IS DISTINCT FROM $3',
    [userId, now, exceptJti ?? null],
  );
}

/** Ends the user's staff sessions only (a changed role or a reset authenticator starts from a fresh staff sign-in). */
export async function revokeStaffSessions(q: Queryable, userId: number, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND staff AND revoked_at IS NULL', [userId, now]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthService(deps: {
  db: Db;
  tokens: TokenService;
  limits: LoginLimits;
  clock: () => Date;
  /** Where the warning e-mail's "reset my password" link points. */
  appOrigin: string;
}): AuthService {
  const { db, tokens, limits, clock } = deps;
  const sessions = new SessionCache({ ttlMs: 60_000, maxEntries: 50_000 });

  async function warnOwner(user: { id: number; email: string; first_name: string }, failures: number, now: Date) {
    const windowStart = Math.floor(now.getTime() / limits.windowMs);
    const message = loginGuessingEmail({
      to: user.email,
      firstName: user.first_name,
      failures,
      resetLink: `${deps.appOrigin}/auth/password/reset`,
    });
    await enqueueEmail(db, message, { now, dedupeKey: `login-guessing:${user.id}:${windowStart}` });
  }

  /** Past `ceiling` failures each attempt waits longer (doubling, capped); never a refusal. */
  const slowDown = (failures: number, ceiling: number) =>
    failures < ceiling ? 0 : Math.min(limits.maxDelayMs, limits.delayMs * 2 ** Math.min(failures - ceiling, 16));

  async function verifyCredentials({ email, password, ip }: Credentials) {
    const now = clock();
    const normalized = normalizeEmail(email);
    const pairBucket = `login:account-ip:${normalized}:${ip}`;
    const accountBucket = `login:account:${normalized}`;
    const ipBucket = `login:ip:${ip}`;
    // Only this account from this address is ever refused (ADR 0016): many customers share one
    // carrier address (CGNAT). The attempt is counted before the password is checked, in one
    // atomic upsert, so parallel guesses cannot all read "under the limit"; a success clears it.
    const pairHits = await hitRateLimit(db, pairBucket, limits.windowMs, now);
    if (pairHits > limits.perAccountIp) {
      throw new TooManyRequests(API_MESSAGES.auth.tooManyAttempts, Math.ceil(limits.windowMs / 1000));
    }
    // Failures on the account from everywhere, or from the address on any account, make
    // guessing slow: they delay attempts, and never lock anyone out.
    const accountFailures = await readRateLimit(db, accountBucket, limits.windowMs, now);
    const ipFailures = await readRateLimit(db, ipBucket, limits.windowMs, now);
    const delay = Math.max(slowDown(accountFailures, limits.perAccount), slowDown(ipFailures, limits.perIp));
    if (delay > 0) await sleep(delay);

    const { rows } = await db.query<{ id: number; password_hash: string; email: string; first_name: string; locked_at: Date | null }>(
      'SELECT id, password_hash, email, first_name, locked_at FROM users WHERE lower(email) = $1',
      [normalized],
    );
    const user = rows[0];
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await hitRateLimit(db, ipBucket, limits.windowMs, now);
      const failures = await hitRateLimit(db, accountBucket, limits.windowMs, now);
      if (user && failures === limits.perAccount) await warnOwner(user, failures, now);
      throw new LoginFailed(API_MESSAGES.auth.loginFailed, 'no_active_account', 401);
    }
    await clearRateLimit(db, pairBucket);
    // Said only after the right password, so a lock tells a guesser nothing.
    if (user.locked_at) throw new LoginFailed(API_MESSAGES.staff.locked, 'account_locked', 403);
    return { id: user.id, email: user.email };
  }

  /** A customer's sign-in from a device not seen before e-mails them, unless it is their very first. */
  async function noteDevice(userId: number, device: ReturnType<typeof describeDevice>, ip: string | undefined, now: Date) {
    const hash = deviceHash(device.userAgent);
    const added = await db.query(
      'INSERT INTO known_devices (user_id, device_hash, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [userId, hash, now],
    );
    if (added.rowCount === 0) return;
    const { rows } = await db.query<{ email: string; first_name: string; signed_in_before: boolean }>(
      `SELECT email, first_name, EXISTS (SELECT 1 FROM sessions WHERE user_id = u.id AND NOT staff) AS signed_in_before
       FROM users u WHERE id = $1`,
      [userId],
    );
    const user = rows[0];
    if (!user?.signed_in_before) return;
    const message = newDeviceEmail({
      to: user.email,
      firstName: user.first_name,
      browser: device.browser,
      os: device.os,
      place: describePlace(ip),
      at: now,
      resetLink: `${deps.appOrigin}/auth/password/reset`,
    });
    await enqueueEmail(db, message, { now, dedupeKey: `new-device:${userId}:${hash}` });
  }

  async function openSession(userId: number, options: { staff?: boolean; lifetimeMs?: number; device?: SessionDevice } = {}) {
    const now = clock();
    const { token, claims } = tokens.issue(userId, now, options.lifetimeMs, { staff: options.staff });
    const device = describeDevice(options.device?.userAgent);
    const ip = options.device?.ip ?? null;
    if (options.device && !options.staff) await noteDevice(userId, device, options.device.ip, now);
    await db.query(
      `INSERT INTO sessions (jti, user_id, expires_at, created_at, staff, user_agent, browser, os, ip, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $4)`,
      [claims.jti, userId, claims.expiresAt, now, options.staff ?? false, device.userAgent, device.browser, device.os, ip],
    );
    lastSeen.set(claims.jti, now.getTime());
    return { access: token };
  }

  /** Writes a session's last_seen_at at most every LAST_SEEN_EVERY_MS per process (the column sends no NOTIFY). */
  const lastSeen = new Map<string, number>();
  async function touch(jti: string, now: Date) {
    const previous = lastSeen.get(jti);
    if (previous !== undefined && now.getTime() - previous < LAST_SEEN_EVERY_MS) return;
    if (lastSeen.size >= 50_000) lastSeen.clear();
    lastSeen.set(jti, now.getTime());
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE jti = $1 AND (last_seen_at IS NULL OR last_seen_at < $2)', [jti, now]);
  }

  async function revoke(jti: string) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE jti = $1 AND revoked_at IS NULL', [jti, clock()]);
    // This process answers no request with it from now on, before the notification arrives.
    sessions.invalidate(jti);
  }

  return {
    verifyCredentials,
    openSession,

    async login(credentials) {
      const user = await verifyCredentials(credentials);
      return openSession(user.id, { device: { userAgent: credentials.userAgent, ip: credentials.ip } });
    },

    async authenticate(token) {
      if (!token) throw new Unauthorized(API_MESSAGES.auth.tokenMissing);
      const now = clock();
      const claims = tokens.verify(token, now);
      const cached = sessions.get(claims.jti, now.getTime());
      if (cached) {
        if (cached.userId !== claims.userId) throw new Unauthorized(API_MESSAGES.auth.tokenInvalid);
        await touch(claims.jti, now);
        return { userId: claims.userId, jti: claims.jti, staff: cached.staff };
      }
      const epoch = sessions.begin();
      const { rows } = await db.query<{ user_id: number; revoked_at: Date | null; expires_at: Date; staff: boolean; locked_at: Date | null }>(
        `SELECT s.user_id, s.revoked_at, s.expires_at, s.staff, u.locked_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.jti = $1`,
        [claims.jti],
      );
      const session = rows[0];
      if (!session || session.user_id !== claims.userId) throw new Unauthorized(API_MESSAGES.auth.tokenInvalid);
      if (session.revoked_at) throw new Unauthorized(API_MESSAGES.auth.tokenRevoked);
      if (session.expires_at.getTime() <= now.getTime()) throw new Unauthorized(API_MESSAGES.auth.tokenExpired);
      // A locked account's sessions end at once (lock also revokes them; this covers a race).
      if (session.locked_at) throw new Unauthorized(API_MESSAGES.auth.tokenRevoked);
      sessions.put(claims.jti, { userId: session.user_id, staff: session.staff, expiresAt: session.expires_at.getTime() }, epoch, now.getTime());
      await touch(claims.jti, now);
      return { userId: claims.userId, jti: claims.jti, staff: session.staff };
    },

    revoke,

    async revokeTokens(held) {
      const now = clock();
      for (const token of held) {
        let jti: string;
        try {
          jti = tokens.verify(token, now).jti;
        } catch {
          continue;
        }
        await revoke(jti);
      }
    },

    async revokeAllSessions(userId) {
      await revokeSessions(db, userId, clock());
      sessions.invalidate(`user:${userId}`);
    },

    sessions,
  };
}

