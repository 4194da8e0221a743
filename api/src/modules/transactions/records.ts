import type { Queryable } from '../../db/client';
import { COLUMNS, type TransactionRow } from './queries';

/** History categories of money movements (api-contract.md `category.type`). */
const CATEGORIES = {
  funding: { title: 'Wallet funding', type: 'funding', image: '/media/services/funding.svg' },
  transfer: { title: 'Wallet transfer', type: 'transfer', image: '/media/services/transfer.svg' },
  bonus: { title: 'Bonus', type: 'bonus', image: '/media/services/bonus.svg' },
} as const;

export type MovementCategory = keyof typeof CATEGORIES;

/** A settled money movement as a record in the customer's history (one per customer it concerns). */
export async function recordMovement(
  tx: Queryable,
  input: {
    txRef: string;
    userId: number;
    kind: string;
    amountKobo: number;
    plan: string;
    description: string;
    category: MovementCategory;
    now: Date;
    response?: string;
  },
): Promise<TransactionRow> {
  const { rows } = await tx.query<TransactionRow>(
    `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, response, description, category, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'confirmed', $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
    [
      input.txRef,
      input.userId,
      input.kind,
      input.plan,
      input.amountKobo,
      input.response ?? 'Successful',
      input.description,
      JSON.stringify(CATEGORIES[input.category]),
      input.now,
    ],
  );
  return rows[0]!;
}
