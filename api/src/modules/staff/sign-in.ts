import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { API_MESSAGES, PRODUCT } from '@topup/rules';
import type { Db } from '../../db/client';
import { LoginFailed, TooManyRequests } from '../../errors';
import { clearRateLimit, hitRateLimit } from '../../http/rate-limit';
import type { AuthService, Credentials } from '../auth/service';
import type { TokenService } from '../auth/tokens';
import { Forbidden } from './guard';

export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
const CHALLENGE_MS = 5 * 60 * 1000;
const TOTP_MAX_FAILURES = 5;
const TOTP_WINDOW_MS = 15 * 60 * 1000;
const TOTP_PERIOD_S = 30;

export interface SignInStart {
  /** Proves the password was right; send it back with the code. */
  challenge: string;
  /** First sign-in only: the authenticator to set up. */
  setup?: { secret: string; otpauth_uri: string; qr_svg: string };
}

const totpFor = (email: string, secret: string) =>
  new TOTP({ issuer: `${PRODUCT.name} back office`, label: email, secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S });

/**
 * Staff sign in with password, then a TOTP code (RFC 6238). The first sign-in sets the
 * authenticator up: a secret is stored, shown as a QR code, and confirmed by the first good code.
 */
export function createStaffSignIn(deps: { db: Db; auth: AuthService; tokens: TokenService; clock: () => Date }) {
  const { db, auth, tokens, clock } = deps;

  async function staffUser(userId: number) {
    const { rows } = await db.query<{ id: number; email: string; role: string | null; totp_secret: string | null; totp_confirmed_at: Date | null }>(
      'SELECT id, email, role, totp_secret, totp_confirmed_at FROM users WHERE id = $1',
      [userId],
    );
    const user = rows[0];
    if (!user?.role) throw new Forbidden(API_MESSAGES.staff.notStaff);
    return user;
  }

  return {
    async start(credentials: Credentials): Promise<SignInStart> {
      const verified = await auth.verifyCredentials(credentials);
      const user = await staffUser(verified.id);
      const challenge = tokens.issueChallenge(user.id, clock(), CHALLENGE_MS);
      if (user.totp_confirmed_at && user.totp_secret) return { challenge };
      // Not set up yet (or never confirmed): a fresh secret each time, so a half-finished setup cannot be reused.
      const secret = new Secret({ size: 20 }).base32;
      await db.query('UPDATE users SET totp_secret = $2, totp_confirmed_at = NULL, totp_last_step = NULL WHERE id = $1', [user.id, secret]);
      const uri = totpFor(user.email, secret).toString();
      return { challenge, setup: { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) } };
    },

    async finish(input: { challenge: string; code: string }): Promise<{ access: string }> {
      const now = clock();
      const user = await staffUser(tokens.verifyChallenge(input.challenge, now));
      // A 6-digit code falls to guessing without a limit: a few codes judged, then wait. Counted
      // before the code is judged, in one upsert, so parallel guesses cannot all be judged.
      const bucket = `totp:${user.id}`;
      if ((await hitRateLimit(db, bucket, TOTP_WINDOW_MS, now)) > TOTP_MAX_FAILURES) {
        throw new TooManyRequests(API_MESSAGES.auth.tooManyAttempts, Math.ceil(TOTP_WINDOW_MS / 1000));
      }
      const code = input.code.replace(/\s+/g, '');
      const delta = user.totp_secret !== null && /^\d{6}$/.test(code) ? totpFor(user.email, user.totp_secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) : null;
      if (delta === null) throw new LoginFailed(API_MESSAGES.staff.totpWrong, 'totp_invalid', 401);
      // Each code once: the step it belongs to must be later than the last one accepted. One
      // conditional update, so two requests racing with the same code cannot both pass.
      const step = Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
      const claimed = await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [user.id, step]);
      if (claimed.rows.length === 0) throw new LoginFailed(API_MESSAGES.staff.totpReused, 'totp_reused', 401);
      await clearRateLimit(db, bucket);
      if (!user.totp_confirmed_at) await db.query('UPDATE users SET totp_confirmed_at = $2 WHERE id = $1', [user.id, now]);
      return auth.openSession(user.id, { staff: true, lifetimeMs: STAFF_SESSION_MS });
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;

/** The current code of a secret (tests and the CLI's "show my code" helper). */
export function currentTotp(email: string, secret: string, at: Date): string {
  return totpFor(email, secret).generate({ timestamp: at.getTime() });
}
