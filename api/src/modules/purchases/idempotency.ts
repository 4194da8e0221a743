import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { Conflict } from '../../errors';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

interface KeyRow {
  route: string;
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
  input: { userId: number; key: string; route: string; txRef: string },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, route, tx_ref) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [input.userId, input.key, input.route, input.txRef],
  );
  return rows.length === 1;
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
  | { state: 'answered'; answer: StoredAnswer }
  | { state: 'in-progress'; txRef: string | null };

export async function readIdempotencyKey(
  db: Queryable,
  input: { userId: number; key: string; route: string },
): Promise<KeyState> {
  const { rows } = await db.query<KeyRow>(
    'SELECT route, tx_ref, status_code, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [input.userId, input.key],
  );
  const row = rows[0];
  if (!row) return { state: 'free' };
  if (row.route !== input.route) throw new Conflict(API_MESSAGES.purchase.idempotencyKeyReused);
  if (row.status_code !== null) return { state: 'answered', answer: { statusCode: row.status_code, body: row.body } };
  return { state: 'in-progress', txRef: row.tx_ref };
}
