import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  PIN_BLOCK_MS,
  PIN_MAX_FAILURES,
  PIN_PATTERN,
  PIN_RESET_CODE_MAX_TRIES,
  PIN_RESET_CODE_TTL_MS,
  SAFETY_MESSAGES,
  formatDateTime,
} from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { CodedRefusal, FieldsInvalid } from '../../errors';
import { enqueueEmail } from '../../providers/mail/outbox';
import { judgeSessionPassword } from '../auth/password-guesses';
import type { Limit } from '../../http/rate-limit';
import { safetyEmail } from './emails';

/*
 * The transaction PIN (ADR 0024, amended). A 4-digit PIN has 10,000 values: no work factor protects
 * its hash from an offline guess, so what protects it is a server secret: the stored hash is an
 * HMAC keyed with it (and with the customer's id, so that equal PINs do not show as equal hashes).
 * Being cheap, the comparison happens inside the statement that counts the attempt: parallel guesses
 * serialize on the row and cannot outrun the 5-failure block, and a right PIN on a clean count writes
 * nothing. Hashes from before the amendment (argon2id with the same secret) are checked the old way
 * once and replaced. Measured in bench/pin.ts.
 */
const PIN_HASH_PREFIX = 'hmac-sha256$';
const LEGACY_ARGON2 = '$argon2';

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The server secret PIN hashes, reset codes and identity numbers are keyed with, created once per database. */
export function safetySecret(db: Queryable): Promise<Buffer> {
  let found = secrets.get(db);
  if (!found) {
    found = (async () => {
      await db.query(`INSERT INTO app_secrets (name, value) VALUES ('safety_secret', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('base64url')]);
      const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'safety_secret'`);
      if (!rows[0]) throw new Error('safety_secret missing after insert');
      return Buffer.from(rows[0].value, 'base64url');
    })();
    found.catch(() => secrets.delete(db));
    secrets.set(db, found);
  }
  return found;
}

/** A keyed hash of a short secret (a reset code, a BVN/NIN): equal inputs give equal hashes. */
export async function keyedHash(db: Queryable, purpose: string, value: string): Promise<string> {
  return createHmac('sha256', await safetySecret(db)).update(`${purpose}:${value}`).digest('base64url');
}

export async function hashPin(db: Queryable, userId: number, pin: string): Promise<string> {
  return PIN_HASH_PREFIX + (await keyedHash(db, `transaction-pin:${userId}`, pin));
}

function blockedRefusal(until: Date, now: Date): CodedRefusal {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new CodedRefusal(423, SAFETY_MESSAGES.pin.blocked(formatDateTime(until)), 'pin_blocked', { 'retry-after': String(seconds) });
}

const pinRequired = () => new CodedRefusal(403, SAFETY_MESSAGES.pin.required, 'pin_required');

/**
 * Checks the PIN a debit came with (the one guard every debit route goes through, pin-guard.ts).
 * An account without a PIN passes. One statement compares and counts: a wrong PIN adds one, a right
 * one clears the count (writing only when there is a count to clear); the 5th wrong PIN in a row
 * blocks debits for 30 minutes and e-mails the customer.
 */
export async function checkTransactionPin(db: Db, userId: number, pin: string | undefined, now: Date): Promise<void> {
  const given = pin ? await hashPin(db, userId, pin) : null;
  const { rows } = await db.query<{ has_pin: boolean; legacy: boolean; matched: boolean; blocked_until: Date | null; failures: number | null }>(
    `WITH u AS (SELECT transaction_pin_hash AS pin_hash, pin_blocked_until FROM users WHERE id = $1),
     counted AS (
       UPDATE users SET pin_failures = CASE WHEN transaction_pin_hash = $2 THEN 0 ELSE pin_failures + 1 END
       WHERE id = $1 AND $2::text IS NOT NULL AND starts_with(transaction_pin_hash, '${PIN_HASH_PREFIX}')
         AND (pin_blocked_until IS NULL OR pin_blocked_until <= $3::timestamptz)
         AND NOT (transaction_pin_hash = $2 AND pin_failures = 0)
       RETURNING pin_failures)
     SELECT u.pin_hash IS NOT NULL AS has_pin, starts_with(u.pin_hash, '${LEGACY_ARGON2}') AS legacy,
            u.pin_hash IS NOT DISTINCT FROM $2 AS matched, u.pin_blocked_until AS blocked_until, counted.pin_failures AS failures
     FROM u LEFT JOIN counted ON true`,
    [userId, given, now],
  );
  const state = rows[0];
  if (!state?.has_pin) return;
  if (state.blocked_until && new Date(state.blocked_until).getTime() > now.getTime()) throw blockedRefusal(new Date(state.blocked_until), now);
  if (!pin) throw pinRequired();
  if (state.legacy) return checkLegacyPin(db, userId, pin, now);
  if (state.matched) return;
  if (state.failures === null) {
    // Blocked by a parallel wrong PIN between the read and the count.
    const { rows: again } = await db.query<{ until: Date }>('SELECT pin_blocked_until AS until FROM users WHERE id = $1', [userId]);
    throw blockedRefusal(new Date(again[0]?.until ?? now.getTime() + PIN_BLOCK_MS), now);
  }
  await refuseWrongPin(db, userId, state.failures, now);
}

async function refuseWrongPin(db: Db, userId: number, failures: number, now: Date): Promise<never> {
  if (failures < PIN_MAX_FAILURES) {
    throw new CodedRefusal(403, SAFETY_MESSAGES.pin.invalid(PIN_MAX_FAILURES - failures), 'pin_invalid');
  }
  await blockDebits(db, userId, now);
  throw blockedRefusal(new Date(now.getTime() + PIN_BLOCK_MS), now);
}

/** A PIN hashed before the amendment: counted before the argon2 compare, replaced by its HMAC when right. */
async function checkLegacyPin(db: Db, userId: number, pin: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ failures: number; pin_hash: string }>(
    `UPDATE users SET pin_failures = pin_failures + 1
     WHERE id = $1 AND (pin_blocked_until IS NULL OR pin_blocked_until <= $2) RETURNING pin_failures AS failures, transaction_pin_hash AS pin_hash`,
    [userId, now],
  );
  const state = rows[0];
  if (!state) throw blockedRefusal(new Date(now.getTime() + PIN_BLOCK_MS), now);
  const right = PIN_PATTERN.test(pin) && (await verify(state.pin_hash, pin, { secret: await safetySecret(db) }).catch(() => false));
  if (!right) return refuseWrongPin(db, userId, state.failures, now);
  await db.query('UPDATE users SET pin_failures = 0, transaction_pin_hash = $3 WHERE id = $1 AND transaction_pin_hash = $2', [userId, state.pin_hash, await hashPin(db, userId, pin)]);
}

/** The 5th wrong PIN: debits blocked for 30 minutes, the count starts again, the customer is told by e-mail. */
async function blockDebits(db: Db, userId: number, now: Date): Promise<void> {
  const until = new Date(now.getTime() + PIN_BLOCK_MS);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; first_name: string }>(
      `UPDATE users SET pin_failures = 0, pin_blocked_until = $2
       WHERE id = $1 AND (pin_blocked_until IS NULL OR pin_blocked_until <= $3) RETURNING email, first_name`,
      [userId, until, now],
    );
    const user = rows[0];
    // A parallel wrong PIN blocked it first: one e-mail.
    if (!user) return;
    const when = formatDateTime(until);
    await enqueueEmail(tx, safetyEmail({ to: user.email, firstName: user.first_name, subject: SAFETY_MESSAGES.pin.blockedMailSubject, body: SAFETY_MESSAGES.pin.blockedMailBody(when) }), {
      now,
      dedupeKey: `pin-blocked:${userId}:${until.toISOString()}`,
    });
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

async function passwordOf(db: Queryable, userId: number): Promise<{ password_hash: string; has_pin: boolean; email: string; first_name: string }> {
  const { rows } = await db.query<{ password_hash: string; has_pin: boolean; email: string; first_name: string }>(
    'SELECT password_hash, transaction_pin_hash IS NOT NULL AS has_pin, email, first_name FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw new Error(`User ${userId} not found`);
  return rows[0];
}

/** The session holder's password, judged under the one per-user guess limit (ADR 0036): else a 400 (or 429) on `password`. */
async function passwordOrRefuse(db: Queryable, userId: number, storedHash: string, password: string, now: Date, limit: Limit): Promise<void> {
  if (!(await judgeSessionPassword(db, { userId, storedHash, password, limit, now, field: 'password' }))) {
    throw new FieldsInvalid({ password: [SAFETY_MESSAGES.pin.passwordInvalid] });
  }
}

/** Stores a new PIN and, in the same transaction, e-mails the customer that it was set, changed or reset, as banks do. */
async function storePin(db: Db, user: { id: number; email: string; first_name: string }, pin: string, now: Date, what: 'set' | 'changed' | 'reset'): Promise<void> {
  const pinHash = await hashPin(db, user.id, pin);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET transaction_pin_hash = $2, pin_failures = 0, pin_blocked_until = NULL, updated_at = $3 WHERE id = $1', [user.id, pinHash, now]);
    const mail = { to: user.email, firstName: user.first_name, subject: SAFETY_MESSAGES.pin.savedMailSubject[what], body: SAFETY_MESSAGES.pin.savedMailBody(what, formatDateTime(now)) };
    await enqueueEmail(tx, safetyEmail(mail), { now });
  });
}

/**
 * transaction-pin/: sets the PIN (the password proves the session's holder is the customer);
 * replacing one also needs the old PIN, checked and counted like a debit's.
 */
export async function setTransactionPin(db: Db, userId: number, body: { pin?: unknown; password?: unknown; old_pin?: unknown }, now: Date, guesses: Limit): Promise<'set' | 'changed'> {
  const pin = text(body.pin);
  const password = text(body.password);
  const oldPin = text(body.old_pin);
  const fields: Record<string, string[]> = {};
  if (!PIN_PATTERN.test(pin)) fields.pin = [SAFETY_MESSAGES.pin.format];
  if (!password) fields.password = [SAFETY_MESSAGES.pin.passwordInvalid];
  if (Object.keys(fields).length > 0) throw new FieldsInvalid(fields);
  const user = await passwordOf(db, userId);
  await passwordOrRefuse(db, userId, user.password_hash, password, now, guesses);
  if (user.has_pin) {
    if (!oldPin) throw new FieldsInvalid({ old_pin: [SAFETY_MESSAGES.pin.oldRequired] });
    await checkTransactionPin(db, userId, oldPin, now);
  }
  await storePin(db, { id: userId, ...user }, pin, now, user.has_pin ? 'changed' : 'set');
  return user.has_pin ? 'changed' : 'set';
}

/** transaction-pin/reset-code/: the password, then a 6-digit code by e-mail (single use, 10 minutes). */
export async function sendPinResetCode(db: Db, userId: number, body: { password?: unknown }, now: Date, guesses: Limit): Promise<void> {
  const user = await passwordOf(db, userId);
  await passwordOrRefuse(db, userId, user.password_hash, text(body.password), now, guesses);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await keyedHash(db, `pin-reset:${userId}`, code);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO pin_reset_codes (user_id, code_hash, expires_at, attempts) VALUES ($1, $2, $3, 0)
       ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0`,
      [userId, codeHash, new Date(now.getTime() + PIN_RESET_CODE_TTL_MS)],
    );
    await enqueueEmail(tx, safetyEmail({ to: user.email, firstName: user.first_name, subject: SAFETY_MESSAGES.pin.resetMailSubject, body: SAFETY_MESSAGES.pin.resetMailBody(code) }), { now });
  });
}

/** transaction-pin/reset/: password + the e-mailed code + the new PIN; the code is used up, the block lifted. */
export async function resetTransactionPin(db: Db, userId: number, body: { password?: unknown; code?: unknown; pin?: unknown }, now: Date, guesses: Limit): Promise<void> {
  const pin = text(body.pin);
  const code = text(body.code);
  if (!PIN_PATTERN.test(pin)) throw new FieldsInvalid({ pin: [SAFETY_MESSAGES.pin.format] });
  const user = await passwordOf(db, userId);
  await passwordOrRefuse(db, userId, user.password_hash, text(body.password), now, guesses);
  const codeHash = await keyedHash(db, `pin-reset:${userId}`, code);
  const valid = await db.transaction(async (tx) => {
    // Counted before it is compared: parallel guesses share the 5 tries.
    const { rows } = await tx.query<{ code_hash: string; attempts: number }>(
      `UPDATE pin_reset_codes SET attempts = attempts + 1 WHERE user_id = $1 AND expires_at > $2 RETURNING code_hash, attempts`,
      [userId, now],
    );
    const row = rows[0];
    if (!row || row.attempts > PIN_RESET_CODE_MAX_TRIES) return false;
    const a = Buffer.from(row.code_hash);
    const b = Buffer.from(codeHash);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
    await tx.query('DELETE FROM pin_reset_codes WHERE user_id = $1', [userId]);
    return true;
  });
  if (!valid) throw new FieldsInvalid({ code: [SAFETY_MESSAGES.pin.resetCodeInvalid] });
  await storePin(db, { id: userId, ...user }, pin, now, 'reset');
}
