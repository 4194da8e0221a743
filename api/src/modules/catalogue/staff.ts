import { API_MESSAGES, toNaira, vendorAmountProblem } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { NotFound, ValidationFailed } from '../../errors';
import { koboOf, type StaffAction } from '../staff/routes-kit';

/** Every package with its commission, receiving number, on/off and plans (each with its on/off), for the catalogue screen. */
export async function packagesForStaff(db: Queryable) {
  const { rows } = await db.query(
    `SELECT k.id, k.type_id, k.key, k.title, k.rate_percent::float8 AS rate_percent, k.receiving_number, k.enabled,
       k.vendor_rate_percent::float8 AS vendor_rate_percent,
       COALESCE(json_agg(json_build_object('id', p.id, 'title', p.title, 'variation_code', p.variation_code, 'amount', p.amount_kobo / 100.0,
         'vendor_amount', p.vendor_amount_kobo / 100.0, 'enabled', p.enabled)
         ORDER BY p.position, p.id) FILTER (WHERE p.id IS NOT NULL), '[]') AS plans
     FROM packages k LEFT JOIN plans p ON p.package_id = k.id GROUP BY k.id ORDER BY k.type_id, k.id`,
  );
  return rows;
}

/** `vendor_rate_percent`: the vendors' discount (ADR 0026); null puts them back on the customers' rate. */
export type PackageChange = { rate_percent?: number; receiving_number?: string; enabled?: boolean; vendor_rate_percent?: number | null };

const PACKAGE_EDITABLE = 'rate_percent::float8 AS rate_percent, receiving_number, enabled, vendor_rate_percent::float8 AS vendor_rate_percent';

/** Admin: a package's commission or discount (customers' and vendors'), receiving number, or provider on/off. */
export async function updatePackage(action: StaffAction, id: number, change: PackageChange) {
  return action.transaction(async (tx) => {
    const before = await tx.db.query(`SELECT ${PACKAGE_EDITABLE} FROM packages WHERE id = $1 FOR UPDATE`, [id]);
    if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    const { rows } = await tx.db.query(
      `UPDATE packages SET rate_percent = COALESCE($2, rate_percent), receiving_number = COALESCE($3, receiving_number),
         enabled = COALESCE($4, enabled), vendor_rate_percent = CASE WHEN $5::boolean THEN $6::numeric ELSE vendor_rate_percent END
       WHERE id = $1 RETURNING ${PACKAGE_EDITABLE}`,
      [id, change.rate_percent ?? null, change.receiving_number ?? null, change.enabled ?? null, 'vendor_rate_percent' in change, change.vendor_rate_percent ?? null],
    );
    // The vendors' rate is in the audit row only when the change is about it.
    const audited = (row: Record<string, unknown>) => {
      if ('vendor_rate_percent' in change) return row;
      const { vendor_rate_percent: _vendor, ...rest } = row;
      return rest;
    };
    await tx.audit('catalogue.package', `package:${id}`, audited(before.rows[0]), audited(rows[0]!));
    return rows[0];
  });
}

/** `vendor_amount`: what vendors pay (ADR 0026); null puts them back on the customers' price. */
export type PlanChange = { amount?: number; vendor_amount?: number | null };

/** Admin: a plan's price for customers, for vendors, or both. */
export async function updatePlan(action: StaffAction, id: number, change: PlanChange) {
  const amountKobo = change.amount === undefined ? null : koboOf(change.amount);
  const vendorKobo = change.vendor_amount === undefined || change.vendor_amount === null ? null : koboOf(change.vendor_amount);
  return action.transaction(async (tx) => {
    const before = await tx.db.query<{ amount_kobo: number; vendor_amount_kobo: number | null }>(
      'SELECT amount_kobo, vendor_amount_kobo FROM plans WHERE id = $1 FOR UPDATE',
      [id],
    );
    const old = before.rows[0];
    if (!old) throw new NotFound(API_MESSAGES.staff.notFound);
    // A vendor price is never above the customers' price it is saved with (shared/rules).
    if (vendorKobo !== null) {
      const problem = vendorAmountProblem(vendorKobo, amountKobo ?? Number(old.amount_kobo));
      if (problem) throw new ValidationFailed('vendor_amount', problem);
    }
    const { rows } = await tx.db.query<{ amount_kobo: number; vendor_amount_kobo: number | null }>(
      `UPDATE plans SET amount_kobo = COALESCE($2, amount_kobo),
         vendor_amount_kobo = CASE WHEN $3::boolean THEN $4::bigint ELSE vendor_amount_kobo END
       WHERE id = $1 RETURNING amount_kobo, vendor_amount_kobo`,
      [id, amountKobo, change.vendor_amount !== undefined, vendorKobo],
    );
    const naira = (row: { amount_kobo: number; vendor_amount_kobo: number | null }) => ({
      amount: toNaira(Number(row.amount_kobo)),
      vendor_amount: row.vendor_amount_kobo === null ? null : toNaira(Number(row.vendor_amount_kobo)),
    });
    // The audit row names what the change was about: the customers' price, the vendors', or both.
    const audited = (row: { amount_kobo: number; vendor_amount_kobo: number | null }) => {
      const { amount, vendor_amount } = naira(row);
      return { ...(change.amount !== undefined ? { amount } : {}), ...(change.vendor_amount !== undefined ? { vendor_amount } : {}) };
    };
    await tx.audit('catalogue.plan', `plan:${id}`, audited(old), audited(rows[0]!));
    return { id, ...naira(rows[0]!) };
  });
}

export interface PlanPrice {
  id: number;
  /** The customers' price; absent leaves it. */
  amount?: number;
  /** What vendors pay (ADR 0026); null puts them back on the customers' price; absent leaves it. */
  vendor_amount?: number | null;
  /** On sale or switched off; absent leaves it. */
  enabled?: boolean;
}

type PlanState = { id: number; amount_kobo: number; vendor_amount_kobo: number | null; enabled: boolean };

/**
 * Several plans' prices and on/off saved together (the catalogue table's Save): one
 * transaction, one audit row with what each change was about (price, vendor price, on/off) before
 * and after; a price that is not valid, a vendor price above the customers' price or a plan that
 * does not exist changes nothing.
 */
export async function updatePlans(action: StaffAction, changes: PlanPrice[]) {
  const naira = (kobo: number | null) => (kobo === null ? null : toNaira(Number(kobo)));
  const wanted = changes.map((change) => ({
    id: change.id,
    kobo: change.amount === undefined ? null : koboOf(change.amount),
    vendor: change.vendor_amount !== undefined,
    vendorKobo: change.vendor_amount === undefined || change.vendor_amount === null ? null : koboOf(change.vendor_amount),
    enabled: change.enabled,
  }));
  const ids = wanted.map((change) => change.id);
  // Each plan's part of the audit row: only what its change was about.
  const audited = (plan: PlanState, change: (typeof wanted)[number]) => ({
    id: plan.id,
    ...(change.kobo !== null || (!change.vendor && change.enabled === undefined) ? { amount: naira(plan.amount_kobo) } : {}),
    ...(change.vendor ? { vendor_amount: naira(plan.vendor_amount_kobo) } : {}),
    ...(change.enabled !== undefined ? { enabled: plan.enabled } : {}),
  });
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<PlanState>('SELECT id, amount_kobo, vendor_amount_kobo, enabled FROM plans WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
    if (rows.length !== new Set(ids).size) throw new NotFound(API_MESSAGES.staff.notFound);
    const before = new Map(rows.map((row) => [row.id, row]));
    const after: PlanState[] = [];
    for (const change of wanted) {
      const old = before.get(change.id)!;
      const next: PlanState = {
        id: change.id,
        amount_kobo: change.kobo ?? Number(old.amount_kobo),
        vendor_amount_kobo: change.vendor ? change.vendorKobo : old.vendor_amount_kobo === null ? null : Number(old.vendor_amount_kobo),
        enabled: change.enabled ?? old.enabled,
      };
      // A vendor price is never above the customers' price it is saved with (shared/rules).
      if (change.vendor && next.vendor_amount_kobo !== null) {
        const problem = vendorAmountProblem(next.vendor_amount_kobo, next.amount_kobo);
        if (problem) throw new ValidationFailed('vendor_amount', problem);
      }
      await tx.db.query('UPDATE plans SET amount_kobo = $2, vendor_amount_kobo = $3, enabled = $4 WHERE id = $1', [next.id, next.amount_kobo, next.vendor_amount_kobo, next.enabled]);
      after.push(next);
    }
    await tx.audit(
      'catalogue.plans',
      `plans:${ids.join(',')}`,
      rows.map((row) => audited(row, wanted.find((change) => change.id === row.id)!)),
      after.map((plan, i) => audited(plan, wanted[i]!)),
    );
    return { saved: wanted.length, plans: after.map((plan, i) => audited(plan, wanted[i]!)) };
  });
}
