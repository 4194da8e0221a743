import {
  BENEFICIARY_LIMITS,
  BENEFICIARY_MESSAGES,
  type BeneficiaryKind,
  beneficiaryFieldErrors,
  beneficiaryNameError,
  isBeneficiaryKind,
  normalizeBeneficiaryValue,
} from '@topup/rules';
import type { Beneficiary } from '@topup/wire';
import type { Db } from '../../db/client';
import { FieldsInvalid, NotFound } from '../../errors';

interface Row {
  id: number;
  kind: BeneficiaryKind;
  value: string;
  name: string;
  created_at: Date;
}

const COLUMNS = 'id, kind, value, name, created_at';
const toWire = (row: Row): Beneficiary => ({ ...row, created_at: row.created_at.toISOString() });

export async function listBeneficiaries(db: Db, userId: number, kind?: string): Promise<Beneficiary[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM beneficiaries WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY lower(name), id`,
    [userId, kind && isBeneficiaryKind(kind) ? kind : null],
  );
  return rows.map(toWire);
}

/**
 * Saves one; at most BENEFICIARY_LIMITS.max per customer. The customer's row is locked first, so
 * parallel saves count one after another and cannot pass the limit together.
 */
export async function saveBeneficiary(db: Db, userId: number, body: { kind?: unknown; value?: unknown; name?: unknown }, now: Date): Promise<Beneficiary> {
  const input = {
    kind: typeof body.kind === 'string' ? body.kind : undefined,
    value: typeof body.value === 'string' ? body.value : undefined,
    name: typeof body.name === 'string' ? body.name : undefined,
  };
  const errors = beneficiaryFieldErrors(input);
  if (Object.keys(errors).length > 0) throw new FieldsInvalid(errors as Record<string, string[]>);
  const kind = input.kind as BeneficiaryKind;
  const value = normalizeBeneficiaryValue(kind, input.value!);
  const name = input.name!.trim();
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const same = await tx.query<{ name: string }>('SELECT name FROM beneficiaries WHERE user_id = $1 AND kind = $2 AND value = $3', [userId, kind, value]);
    if (same.rows[0]) throw new FieldsInvalid({ value: [BENEFICIARY_MESSAGES.alreadySaved(same.rows[0].name)] });
    const count = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiaries WHERE user_id = $1', [userId]);
    if ((count.rows[0]?.n ?? 0) >= BENEFICIARY_LIMITS.max) throw new FieldsInvalid({ non_field_errors: [BENEFICIARY_MESSAGES.tooMany] });
    const { rows } = await tx.query<Row>(
      `INSERT INTO beneficiaries (user_id, kind, value, name, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [userId, kind, value, name, now],
    );
    return toWire(rows[0]!);
  });
}

export async function renameBeneficiary(db: Db, userId: number, id: number, body: { name?: unknown }): Promise<Beneficiary> {
  const name = typeof body.name === 'string' ? body.name : undefined;
  const error = beneficiaryNameError(name);
  if (error) throw new FieldsInvalid({ name: [error] });
  const { rows } = await db.query<Row>(`UPDATE beneficiaries SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`, [
    id,
    userId,
    name!.trim(),
  ]);
  if (!rows[0]) throw new NotFound(BENEFICIARY_MESSAGES.notFound);
  return toWire(rows[0]);
}

export async function deleteBeneficiary(db: Db, userId: number, id: number): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM beneficiaries WHERE id = $1 AND user_id = $2', [id, userId]);
  if (rowCount === 0) throw new NotFound(BENEFICIARY_MESSAGES.notFound);
}
