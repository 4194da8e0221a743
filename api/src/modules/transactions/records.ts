import type { Queryable } from '../../db/client';
import { releaseVersionsJson } from '../../http/client-versions';
import { COLUMNS, type TransactionRow } from './queries';

/** History categories of money movements (api-contract.md `category.type`). */
const CATEGORIES = {
  funding: { title: 'Wallet funding', type: 'funding', image: '/media/services/funding.svg' },
  transfer: { title: 'Wallet transfer', type: 'transfer', image: '/media/services/transfer.svg' },
  bonus: { title: 'Bonus', type: 'bonus', image: '/media/services/bonus.svg' },
} as const;

export type MovementCategory = keyof typeof CATEGORIES;

export interface MovementRecord {
  txRef: string;
  userId: number;
  kind: string;
  amountKobo: number;
  plan: string;
  description: string;
  category: MovementCategory;
  now: Date;
  response?: string;
}

/** A settled money movement as a record in the customer's history (one per customer it concerns). */
export async function recordMovement(tx: Queryable, input: MovementRecord): Promise<TransactionRow> {
  const params: unknown[] = [];
  const { rows } = await tx.query<TransactionRow>(recordMovementSql(input, (value) => `$${params.push(value)}`), params);
  return rows[0]!;
}

/**
 * The insert of a movement's record, returning it, to embed in a larger statement: `when` is an
 * SQL condition it depends on; `param` adds a parameter and returns its placeholder.
 */
export function recordMovementSql(input: MovementRecord, param: (value: unknown) => string, when = 'true'): string {
  const now = `${param(input.now)}::timestamptz`;
  return `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, response, description, category, release_versions, created_at, updated_at)
     SELECT ${param(input.txRef)}::text, ${param(input.userId)}::int, ${param(input.kind)}::text, ${param(input.plan)}::text,
       ${param(input.amountKobo)}::bigint, 'confirmed', ${param(input.response ?? 'Successful')}::text, ${param(input.description)}::text,
       ${param(JSON.stringify(CATEGORIES[input.category]))}::jsonb, ${param(releaseVersionsJson())}::jsonb, ${now}, ${now}
     WHERE ${when}
     RETURNING ${COLUMNS}`;
}
