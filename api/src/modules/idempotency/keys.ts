import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { Conflict, Unprocessable } from '../../errors';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** JSON with object keys sorted at every level: the same fields in another order are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key is bound to: the SHA-256 of the route and the canonical body. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ route, body })).digest('hex');
}

/** A key older than this is forgotten: the same key then starts a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

function cutoff(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
}

interface KeyRow {
  route: string;
  request_hash: string | null;
  tx_ref: string | null;
  status_code: number | null;
  body: unknown;
}

/**
 * Claims the key inside the purchase's transaction. The primary key makes concurrent claims
 * wait for each other on PostgreSQL: exactly one wins, the rest see the winner's row.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  input: { userId: number; key: string; route: string; requestHash: string; txRef: string; now: Date },
): Promise<boolean> {
  const params: unknown[] = [];
  const { rows } = await tx.query(claimKeySql(input, (value) => `$${params.push(value)}`), params);
  return rows.length === 1;
}

/**
 * The claim as a statement returning one row when it won, to run alone or as a CTE of a larger
 * statement; `param` adds a parameter and returns its placeholder.
 */
export function claimKeySql(
  input: { userId: number; key: string; route: string; requestHash: string; txRef: string; now: Date },
  param: (value: unknown) => string,
  /**
   * For a statement that answers at once (a transfer): the key is claimed already answered with
   * this status, the answer itself being the record of its tx_ref. It commits with the movement or
   * not at all.
   */
  answeredWith: number | null = null,
): string {
  const now = param(input.now);
  // An expired key is taken over in place (its old answer forgotten); a live one is not.
  return `INSERT INTO idempotency_keys (user_id, key, route, request_hash, tx_ref, created_at, status_code)
     VALUES (${param(input.userId)}, ${param(input.key)}, ${param(input.route)}, ${param(input.requestHash)}, ${param(input.txRef)},
       ${now}::timestamptz, ${param(answeredWith)}::int)
     ON CONFLICT (user_id, key) DO UPDATE
       SET route = EXCLUDED.route, request_hash = EXCLUDED.request_hash, tx_ref = EXCLUDED.tx_ref,
           created_at = EXCLUDED.created_at, status_code = EXCLUDED.status_code, body = NULL
       WHERE idempotency_keys.created_at <= ${param(cutoff(input.now))}::timestamptz
     RETURNING key`;
}

export async function storeIdempotentAnswer(
  db: Queryable,
  input: { userId: number; key: string; answer: StoredAnswer },
): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status_code = $3, body = $4 WHERE user_id = $1 AND key = $2', [
    input.userId,
    input.key,
    input.answer.statusCode,
    JSON.stringify(input.answer.body),
  ]);
}

export type KeyState =
  | { state: 'free' }
  | { state: 'answered'; answer: StoredAnswer; txRef: string | null }
  | { state: 'in-progress'; txRef: string | null };

export async function readIdempotencyKey(
  db: Queryable,
  input: { userId: number; key: string; route: string; requestHash: string },
  now: Date,
): Promise<KeyState> {
  const { rows } = await db.query<KeyRow>(
    `SELECT route, request_hash, tx_ref, status_code, body FROM idempotency_keys
     WHERE user_id = $1 AND key = $2 AND created_at > $3`,
    [input.userId, input.key, cutoff(now)],
  );
  const row = rows[0];
  if (!row) return { state: 'free' };
  if (row.route !== input.route) throw new Conflict(API_MESSAGES.purchase.idempotencyKeyReused);
  if (row.request_hash !== null && row.request_hash !== input.requestHash) {
    throw new Unprocessable(API_MESSAGES.purchase.idempotencyBodyChanged);
  }
  if (row.status_code !== null) {
    return { state: 'answered', answer: { statusCode: row.status_code, body: row.body }, txRef: row.tx_ref };
  }
  return { state: 'in-progress', txRef: row.tx_ref };
}
