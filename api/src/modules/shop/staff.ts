import { API_MESSAGES, toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { koboOf, type StaffAction } from '../staff/routes-kit';
import { loadStaffRow, snapshot, staffRecord } from '../transactions/staff-view';
import { createShopService } from './service';

/** Support: a pending order reached its buyer. */
export async function deliverOrder(clock: () => Date, action: StaffAction, id: number) {
  return action.transaction(async (tx) => {
    const row = await loadStaffRow(tx.db, id, true);
    if (row.kind !== 'shop' || row.status !== 'pending') throw new Conflict(API_MESSAGES.staff.notPending);
    const after = await createShopService({ db: tx.db, clock }).deliverOrder(row.tx_ref);
    if (after.status !== 'confirmed') throw new Conflict(API_MESSAGES.staff.notPending);
    await tx.audit('order.deliver', `transaction:${row.tx_ref}`, snapshot(row), snapshot(after));
    return staffRecord({ ...row, ...after });
  });
}

/** Admin: the order is cancelled, refunded and restocked, with its audit row. */
export async function cancelOrder(clock: () => Date, action: StaffAction, id: number, reason: string) {
  return action.transaction(async (tx) => {
    const row = await loadStaffRow(tx.db, id, true);
    if (row.kind !== 'shop' || row.status !== 'pending') throw new Conflict(API_MESSAGES.staff.notPending);
    const after = await createShopService({ db: tx.db, clock }).cancelOrder(row.tx_ref, reason.trim() || API_MESSAGES.staff.orderCancelled);
    if (after.status !== 'reversed') throw new Conflict(API_MESSAGES.staff.notPending);
    await tx.audit('order.cancel', `transaction:${row.tx_ref}`, snapshot(row), { ...snapshot(after), reason: reason.trim() });
    return staffRecord({ ...row, ...after });
  });
}

/** Every shop product with its category, price, discount and stock, for the catalogue screen. */
export async function productsForStaff(db: Queryable) {
  const { rows } = await db.query(
    `SELECT p.id, p.title, c.title AS category, p.amount_kobo / 100.0 AS amount, p.discount_percent::float8 AS discount, p.stock
     FROM shop_products p JOIN shop_categories c ON c.id = p.category_id ORDER BY c.position, p.id`,
  );
  return rows;
}

type ProductPrice = { amount_kobo: number; discount_percent: number; stock: number };
const priceView = (r: ProductPrice) => ({ amount: toNaira(Number(r.amount_kobo)), discount: r.discount_percent, stock: r.stock });

/** Admin: a product's price, discount or stock. */
export async function updateProduct(action: StaffAction, id: number, change: { amount?: number; discount?: number; stock?: number }) {
  const amountKobo = change.amount === undefined ? null : koboOf(change.amount);
  return action.transaction(async (tx) => {
    const before = await tx.db.query<ProductPrice>(
      'SELECT amount_kobo, discount_percent::float8 AS discount_percent, stock FROM shop_products WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    const { rows } = await tx.db.query<ProductPrice>(
      `UPDATE shop_products SET amount_kobo = COALESCE($2, amount_kobo), discount_percent = COALESCE($3, discount_percent),
         stock = COALESCE($4, stock) WHERE id = $1 RETURNING amount_kobo, discount_percent::float8 AS discount_percent, stock`,
      [id, amountKobo, change.discount ?? null, change.stock ?? null],
    );
    await tx.audit('catalogue.product', `product:${id}`, priceView(before.rows[0]), priceView(rows[0]!));
    return { id, ...priceView(rows[0]!) };
  });
}

