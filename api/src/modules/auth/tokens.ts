import { randomBytes, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { TOKEN_LIFETIME_MS, API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { Unauthorized } from '../../errors';

export interface AccessClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  /** An access token; `lifetimeMs` defaults to the customer cookie's 7 days (staff: 8 hours). */
  /** `staff`: marks a staff session's token (`stf`), so web servers serve staff the stable release (ADR 0022). */
  issue(userId: number, now: Date, lifetimeMs?: number, options?: { staff?: boolean }): { token: string; claims: AccessClaims };
  /** Checks signature and expiry only; session revocation is checked by the caller. */
  verify(token: string, now: Date): AccessClaims;
  /** A short-lived proof that the password was right, to be completed by a second factor. */
  issueChallenge(userId: number, now: Date, lifetimeMs: number): string;
  /** The user a challenge was issued for, or Unauthorized when it is forged, expired or not a challenge. */
  verifyChallenge(token: string, now: Date): number;
}

const CHALLENGE = 'second-factor';

/** Verified tokens kept in memory (about 200 bytes each), the oldest dropped first. */
const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedPayload = Readonly<{ sub?: unknown; jti?: unknown; exp?: unknown; purpose?: unknown }>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function createTokenService(secret: string): TokenService {
  // Expiry is judged below against the service's clock (injected in tests), not fast-jwt's wall clock.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: false, ignoreExpiration: true });
  // A token whose signature was checked is kept, keyed by its exact text, so a session's next
  // requests skip the decoding and the HMAC (issue 46: a fifth of get-user/'s CPU). Only a verified
  // token is kept, and its claims are still judged on every call. (fast-jwt's own cache would hash
  // every token to make its key, or warn about a key builder that does not.)
  const verified = new Map<string, VerifiedPayload>();
  function verifiedPayload(token: string): VerifiedPayload {
    const kept = verified.get(token);
    if (kept) return kept;
    const payload = verifier(token) as VerifiedPayload;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
    return payload;
  }
  return {
    issue(userId, now, lifetimeMs = TOKEN_LIFETIME_MS, options = {}) {
      const jti = randomUUID();
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + Math.floor(lifetimeMs / 1000);
      const sign = createSigner({ key: secret, algorithm: 'HS256', clockTimestamp: now.getTime() });
      const token = sign({ sub: String(userId), jti, iat, exp, ...(options.staff ? { stf: 1 } : {}) });
      return { token, claims: { userId, jti, expiresAt: new Date(exp * 1000) } };
    },
    verify(token, now) {
      let payload: VerifiedPayload;
      try {
        payload = verifiedPayload(token);
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new Unauthorized(code === 'FAST_JWT_EXPIRED' ? API_MESSAGES.auth.tokenExpired : API_MESSAGES.auth.tokenInvalid);
      }
      const userId = Number(payload.sub);
      // A token signed with our key but minted elsewhere (a leaked key, an old format) must not
      // reach the uuid column as garbage: its jti is checked like every other claim.
      if (!Number.isInteger(userId) || !isUuid(payload.jti) || typeof payload.exp !== 'number') {
        throw new Unauthorized(API_MESSAGES.auth.tokenInvalid);
      }
      if (payload.exp * 1000 <= now.getTime()) throw new Unauthorized(API_MESSAGES.auth.tokenExpired);
      return { userId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    },
    issueChallenge(userId, now, lifetimeMs) {
      const iat = Math.floor(now.getTime() / 1000);
      const sign = createSigner({ key: secret, algorithm: 'HS256', clockTimestamp: now.getTime() });
      return sign({ sub: String(userId), purpose: CHALLENGE, iat, exp: iat + Math.floor(lifetimeMs / 1000) });
    },
    verifyChallenge(token, now) {
      let payload: VerifiedPayload;
      try {
        payload = verifiedPayload(token);
      } catch {
        throw new Unauthorized(API_MESSAGES.staff.challengeInvalid);
      }
      const userId = Number(payload.sub);
      if (payload.purpose !== CHALLENGE || !Number.isInteger(userId) || typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) {
        throw new Unauthorized(API_MESSAGES.staff.challengeInvalid);
      }
      return userId;
    },
  };
}

/** JWT_SECRET, or a random secret created once and shared by every process on this database. */
export async function loadJwtSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('jwt_secret', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'jwt_secret'`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('jwt_secret missing after insert');
  return secret;
}
