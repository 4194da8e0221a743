import { API_MESSAGES, toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { NotFound } from '../../errors';
import { koboOf, type StaffAction } from '../staff/routes-kit';

/** Every package with its commission, receiving number, on/off and plans, for the catalogue screen. */
export async function packagesForStaff(db: Queryable) {
  const { rows } = await db.query(
    `SELECT k.id, k.type_id, k.key, k.title, k.rate_percent::float8 AS rate_percent, k.receiving_number, k.enabled,
       COALESCE(json_agg(json_build_object('id', p.id, 'title', p.title, 'variation_code', p.variation_code, 'amount', p.amount_kobo / 100.0)
         ORDER BY p.position, p.id) FILTER (WHERE p.id IS NOT NULL), '[]') AS plans
     FROM packages k LEFT JOIN plans p ON p.package_id = k.id GROUP BY k.id ORDER BY k.type_id, k.id`,
  );
  return rows;
}

export type PackageChange = { rate_percent?: number; receiving_number?: string; enabled?: boolean };

/** Admin: a package's commission or discount, receiving number, or provider on/off. */
export async function updatePackage(action: StaffAction, id: number, change: PackageChange) {
  return action.transaction(async (tx) => {
    const before = await tx.db.query('SELECT rate_percent::float8 AS rate_percent, receiving_number, enabled FROM packages WHERE id = $1 FOR UPDATE', [id]);
    if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    const { rows } = await tx.db.query(
      `UPDATE packages SET rate_percent = COALESCE($2, rate_percent), receiving_number = COALESCE($3, receiving_number),
         enabled = COALESCE($4, enabled) WHERE id = $1 RETURNING rate_percent::float8 AS rate_percent, receiving_number, enabled`,
      [id, change.rate_percent ?? null, change.receiving_number ?? null, change.enabled ?? null],
    );
    await tx.audit('catalogue.package', `package:${id}`, before.rows[0], rows[0]);
    return rows[0];
  });
}

/** Admin: a plan's price. */
export async function updatePlan(action: StaffAction, id: number, amountNaira: number) {
  const amountKobo = koboOf(amountNaira);
  return action.transaction(async (tx) => {
    const before = await tx.db.query<{ amount_kobo: number }>('SELECT amount_kobo FROM plans WHERE id = $1 FOR UPDATE', [id]);
    if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    await tx.db.query('UPDATE plans SET amount_kobo = $2 WHERE id = $1', [id, amountKobo]);
    await tx.audit('catalogue.plan', `plan:${id}`, { amount: toNaira(Number(before.rows[0].amount_kobo)) }, { amount: amountNaira });
    return { id, amount: amountNaira };
  });
}

export interface PlanPrice {
  id: number;
  amount: number;
}

/**
 * Several plans' prices saved together (the catalogue table's Save, issue 28): one transaction,
 * one audit row with every plan's price before and after; a price that is not valid or a plan
 * that does not exist changes nothing.
 */
export async function updatePlans(action: StaffAction, changes: PlanPrice[]) {
  const wanted = changes.map((change) => ({ id: change.id, amount: change.amount, kobo: koboOf(change.amount) }));
  const ids = wanted.map((change) => change.id);
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<{ id: number; amount_kobo: number }>('SELECT id, amount_kobo FROM plans WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
    if (rows.length !== new Set(ids).size) throw new NotFound(API_MESSAGES.staff.notFound);
    for (const change of wanted) await tx.db.query('UPDATE plans SET amount_kobo = $2 WHERE id = $1', [change.id, change.kobo]);
    await tx.audit(
      'catalogue.plans',
      `plans:${ids.join(',')}`,
      rows.map((row) => ({ id: row.id, amount: toNaira(Number(row.amount_kobo)) })),
      wanted.map(({ id, amount }) => ({ id, amount })),
    );
    return { saved: wanted.length, plans: wanted.map(({ id, amount }) => ({ id, amount })) };
  });
}
