import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { RESELLER_MAX_IPS, RESELLER_MAX_KEYS, VENDOR_MESSAGES } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { AppError, NotFound, ValidationFailed } from '../../errors';
import { countHitSql } from '../../http/rate-limit';
import { openTestWallet } from '../ledger/accounts';

/** What a vendor sees of a key: never the key, never its signing secret after creation. */
export interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  allowed_ips: string[];
  /** live: real money and the real provider; test (rk_test_...): the sandbox and the test balance (ADR 0043). */
  mode: KeyMode;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Staff's list adds whose key it is. */
export interface StaffKeyRow extends KeyRow {
  user_id: number;
  email: string;
}

export type KeyMode = 'live' | 'test';

const KEY_COLUMNS = 'id, name, prefix, allowed_ips, mode, created_at, last_used_at, revoked_at';

/** How a key starts says its mode: `tnk_live_` (ADR 0026) or `rk_test_` (ADR 0043). */
export const KEY_PREFIXES: Record<KeyMode, string> = { live: 'tnk_live_', test: 'rk_test_' };

/** The key's only stored form: 256 random bits need no slow hash, and a lookup must be one index probe. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function newSecrets(mode: KeyMode) {
  const key = `${KEY_PREFIXES[mode]}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, 16), signingSecret: `whsec_${randomBytes(32).toString('base64url')}` };
}

export interface KeyInput {
  name: string;
  allowed_ips?: string[];
  mode?: KeyMode;
}

/** The name and IP list, checked; the first failure as a 400 on its field. */
export function checkedKeyInput(input: KeyInput): { name: string; allowedIps: string[]; mode: KeyMode } {
  const name = input.name?.trim() ?? '';
  if (!name || name.length > 60) throw new ValidationFailed('name', VENDOR_MESSAGES.keyNameRequired);
  const allowedIps = [...new Set((input.allowed_ips ?? []).map((ip) => ip.trim()).filter(Boolean))];
  const wrong = allowedIps.find((ip) => !isIP(ip));
  if (wrong !== undefined) throw new ValidationFailed('allowed_ips', VENDOR_MESSAGES.ipInvalid(wrong));
  if (allowedIps.length > RESELLER_MAX_IPS) throw new ValidationFailed('allowed_ips', VENDOR_MESSAGES.ipInvalid(allowedIps[RESELLER_MAX_IPS]!));
  return { name, allowedIps, mode: input.mode === 'test' ? 'test' : 'live' };
}

/** A created key as its owner sees it once: the key and the signing secret in clear. */
export type CreatedKey = KeyRow & { key: string; signing_secret: string };

async function insertKey(tx: Queryable, userId: number, input: { name: string; allowedIps: string[]; mode: KeyMode }, now: Date): Promise<CreatedKey> {
  const secrets = newSecrets(input.mode);
  // A test key spends the test balance (ADR 0043): its account exists from the first test key on.
  if (input.mode === 'test') await openTestWallet(tx, userId);
  const { rows } = await tx.query<KeyRow>(
    `INSERT INTO reseller_keys (user_id, name, key_hash, prefix, signing_secret, allowed_ips, mode, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8) RETURNING ${KEY_COLUMNS}`,
    [userId, input.name, secrets.hash, secrets.prefix, secrets.signingSecret, input.allowedIps, input.mode, now],
  );
  return { ...rows[0]!, key: secrets.key, signing_secret: secrets.signingSecret };
}

export async function listKeys(db: Queryable, userId: number): Promise<KeyRow[]> {
  const { rows } = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM reseller_keys WHERE user_id = $1 ORDER BY revoked_at IS NOT NULL, id DESC`, [userId]);
  return rows;
}

/** A new key for a vendor (their row locked, so parallel creations respect the limit). */
export async function createKey(db: Db, userId: number, input: KeyInput, now: Date): Promise<CreatedKey> {
  const checked = checkedKeyInput(input);
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<{ live: number }>('SELECT count(*)::int AS live FROM reseller_keys WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    if ((rows[0]?.live ?? 0) >= RESELLER_MAX_KEYS) throw new AppError(409, VENDOR_MESSAGES.tooManyKeys);
    return insertKey(tx, userId, checked, now);
  });
}

/** Revokes a live key of the vendor and makes its successor (same name and IPs) in one transaction. */
export async function rotateKey(db: Db, userId: number, keyId: number, now: Date): Promise<CreatedKey> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; allowed_ips: string[]; mode: KeyMode }>(
      `UPDATE reseller_keys SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING name, allowed_ips, mode`,
      [keyId, userId, now],
    );
    const old = rows[0];
    if (!old) throw new NotFound(VENDOR_MESSAGES.keyNotFound);
    return insertKey(tx, userId, { name: old.name, allowedIps: old.allowed_ips, mode: old.mode }, now);
  });
}

/** The vendor's own revoke: a key already revoked (or someone else's) is not found. */
export async function revokeKey(db: Queryable, userId: number, keyId: number, now: Date): Promise<KeyRow> {
  const { rows } = await db.query<KeyRow>(
    `UPDATE reseller_keys SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING ${KEY_COLUMNS}`,
    [keyId, userId, now],
  );
  if (!rows[0]) throw new NotFound(VENDOR_MESSAGES.keyNotFound);
  return rows[0];
}

/** The caller of a reseller call, once its key is checked. */
export interface ResellerCaller {
  keyId: number;
  userId: number;
  mode: KeyMode;
}

/** A reseller call's key as checked: unknown (401), refused for the caller's address (403), or its caller and the hits in its window. */
export type KeyCheck = { state: 'unknown' } | { state: 'address-refused' } | { state: 'live'; caller: ResellerCaller; hits: number };

/**
 * Checks a reseller call's key in one statement: the live key of a vendor whose account is not
 * locked, whether the caller's address may use it, and one hit counted in the key's rate-limit
 * bucket (`reseller-key:<id>`) only when it may (a refused address spends none of the vendor's
 * limit). last_used_at is written at most once a minute. Nothing it writes is money (a hit, a
 * timestamp), so it commits without waiting for the WAL flush (ADR 0040): a database crash may forget
 * the last hits, and the call is not held up by a disk or by other calls of the same key.
 */
export async function checkKey(db: Db, key: string, ip: string, now: Date, windowMs: number): Promise<KeyCheck> {
  const { rows } = await db.query<{ id: number; user_id: number; mode: KeyMode; allowed: boolean; hits: number | null }>(
    `WITH k AS (
       SELECT k.id, k.user_id, k.mode, k.last_used_at, (cardinality(k.allowed_ips) = 0 OR k.allowed_ips && $3::text[]) AS allowed
       FROM reseller_keys k JOIN users u ON u.id = k.user_id
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.level = 'vendor' AND u.locked_at IS NULL
     ), touched AS (
       UPDATE reseller_keys SET last_used_at = $2 FROM k
       WHERE reseller_keys.id = k.id AND (k.last_used_at IS NULL OR k.last_used_at < $2::timestamptz - interval '1 minute')
     ), hit AS (${countHitSql(`'reseller-key:' || k.id`, '$2', '$4', 'FROM k WHERE k.allowed')}),
     unflushed AS (SELECT set_config('synchronous_commit', 'off', true))
     SELECT k.id, k.user_id, k.mode, k.allowed, (SELECT hits FROM hit) AS hits FROM k, unflushed`,
    [hashKey(key), now, ipForms(ip), windowMs],
  );
  const row = rows[0];
  if (!row) return { state: 'unknown' };
  if (!row.allowed) return { state: 'address-refused' };
  // The hit CTE counts for every allowed key, so an allowed row always carries its hits.
  if (row.hits === null) throw new Error(`No rate-limit hit counted for reseller key ${row.id}`);
  return { state: 'live', caller: { keyId: row.id, userId: row.user_id, mode: row.mode }, hits: row.hits };
}

/** The forms of a caller's address a key's list may name: an IPv4-mapped IPv6 address also as IPv4. */
export function ipForms(ip: string): string[] {
  return ip.startsWith('::ffff:') ? [ip, ip.slice(7)] : [ip];
}

/** Staff: every key (newest first, at most 200), with its vendor's e-mail. */
export async function keysForStaff(db: Queryable): Promise<StaffKeyRow[]> {
  const { rows } = await db.query<StaffKeyRow>(
    `SELECT k.id, k.name, k.prefix, k.allowed_ips, k.mode, k.created_at, k.last_used_at, k.revoked_at, k.user_id, u.email
     FROM reseller_keys k JOIN users u ON u.id = k.user_id ORDER BY k.id DESC LIMIT 200`,
  );
  return rows;
}
