import { API_MESSAGES, toKobo, toNaira } from '@topup/rules';
import type { StaffTransactionFilter } from '@topup/wire';
import type { Db, Queryable } from '../../db/client';
import { AppError, NotFound } from '../../errors';
import { enqueueEmail } from '../../providers/mail/outbox';
import type { BillsPayRequest, BillsProvider } from '../../providers/bills/port';
import { ledgerViolations } from '../ledger/invariants';
import { bonusOf, walletOf } from '../ledger/accounts';
import { MOVEMENTS } from '../ledger/movements';
import type { PurchaseService } from '../purchases/engine';
import { revokeSessions } from '../auth/service';
import type { SessionCache } from '../auth/session-cache';
import type { CatalogueReader } from '../catalogue/reader';
import type { ShopService } from '../shop/service';
import { toRecord, type TransactionRow } from '../transactions/queries';
import { recordAudit } from './audit';
import type { StaffRole } from './guard';
import { joinTransaction } from './joined';

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** A price staff typed: naira with at most two decimals, else a 400 that says so. */
function koboOf(naira: number): number {
  try {
    return toKobo(naira);
  } catch {
    throw new AppError(400, API_MESSAGES.staff.priceInvalid);
  }
}

export interface Staff {
  id: number;
  role: StaffRole;
}

const COLUMNS = `t.id, t.tx_ref, t.user_id, t.kind, t.package_id, t.plan, t.amount_kobo, t.card_no, t.token, t.status, t.response,
  t.description, t.category, t.subcategory, t.provider_request, t.request_details, t.created_at, t.updated_at`;

type StaffRow = TransactionRow & { email: string; needs_review: boolean; provider_message: string | null; staff_note: string | null };

/** A transaction as staff see it: the customer record plus who, what the provider said, and flags. */
const staffRecord = (row: StaffRow) => ({
  ...toRecord(row),
  kind: row.kind,
  email: row.email,
  needs_review: row.needs_review,
  provider_message: row.provider_message,
  staff_note: row.staff_note,
  request_details: row.request_details,
});

export type TransactionFilter = Omit<StaffTransactionFilter, 'status'> & { status?: string };

/** Everything staff do (issue 12); each action writes its audit row in the same transaction. */
export function createBackOffice(deps: {
  db: Db;
  bills: BillsProvider;
  /** The purchase engine and the shop working on the given database: the back office hands them its open transaction. */
  within: (db: Db) => { purchases: Pick<PurchaseService, 'settle'>; shop: Pick<ShopService, 'deliverOrder' | 'cancelOrder'> };
  clock: () => Date;
  /** What this process keeps in memory: forgotten here at once, elsewhere when the commit's notice arrives. */
  memory: { sessions: SessionCache; catalogue: Pick<CatalogueReader, 'invalidate'> };
}) {
  const { db, clock, memory } = deps;

  /** Runs an action and its audit row in one transaction, with the engines working inside it. */
  const inTransaction = <T>(fn: (tx: Queryable, engines: ReturnType<typeof deps.within>) => Promise<T>) =>
    db.transaction((tx) => fn(tx, deps.within(joinTransaction(tx, db.kind))));

  /** One transaction with its customer's e-mail; `lock` holds the row until the caller's transaction ends. */
  async function loadStaffRow(q: Queryable, id: number, lock = false): Promise<StaffRow> {
    const { rows } = await q.query<StaffRow>(
      `SELECT ${COLUMNS}, u.email, t.needs_review, t.provider_message, t.staff_note
       FROM transactions t JOIN users u ON u.id = t.user_id WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
      [id],
    );
    if (!rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    return rows[0];
  }

  const audit = (q: Queryable, staff: Staff, action: string, target: string, before: unknown, after: unknown) =>
    recordAudit(q, { staffId: staff.id, action, target, before, after, at: clock() });

  /** The customer-visible part of a row, for the audit's before/after. */
  const snapshot = (row: TransactionRow) => ({ status: row.status, response: row.response, amount: toNaira(row.amount_kobo) });

  return {
    async overview() {
      const now = clock();
      // "Today" is the Lagos day (UTC+1, no daylight saving).
      const lagosMidnight = new Date(Math.floor((now.getTime() + 3_600_000) / 86_400_000) * 86_400_000 - 3_600_000);
      const byKind = await db.query<{ kind: string; count: number; value_kobo: number; confirmed_kobo: number }>(
        `SELECT kind, COUNT(*)::int AS count, COALESCE(SUM(amount_kobo), 0)::bigint AS value_kobo,
           COALESCE(SUM(amount_kobo) FILTER (WHERE status = 'confirmed'), 0)::bigint AS confirmed_kobo
         FROM transactions WHERE created_at >= $1 AND (provider_request IS NOT NULL OR kind IN ('airtimeToCash', 'shop'))
         GROUP BY kind ORDER BY kind`,
        [lagosMidnight],
      );
      const counts = await db.query<{ pending: number; needs_review: number; airtime_cash: number; orders: number }>(
        `SELECT
           COUNT(*) FILTER (WHERE status = 'pending' AND provider_request IS NOT NULL)::int AS pending,
           COUNT(*) FILTER (WHERE status = 'pending' AND needs_review)::int AS needs_review,
           COUNT(*) FILTER (WHERE status = 'pending' AND kind = 'airtimeToCash')::int AS airtime_cash,
           COUNT(*) FILTER (WHERE status = 'pending' AND kind = 'shop')::int AS orders
         FROM transactions`,
      );
      const check = await db.query<{ at: Date; ok: boolean; violations: string[] }>('SELECT at, ok, violations FROM ledger_checks ORDER BY id DESC LIMIT 1');
      return {
        since: lagosMidnight.toISOString(),
        services: byKind.rows.map((r) => ({ kind: r.kind, count: r.count, value: toNaira(Number(r.value_kobo)), revenue: toNaira(Number(r.confirmed_kobo)) })),
        ...counts.rows[0]!,
        ledger_check: check.rows[0] ? { at: check.rows[0].at.toISOString(), ok: check.rows[0].ok, violations: check.rows[0].violations } : null,
      };
    },

    async searchTransactions(filter: TransactionFilter) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (clause: (p: string) => string, value: unknown) => {
        params.push(value);
        where.push(clause(`$${params.length}`));
      };
      const q = filter.query?.trim();
      // A phone matches the number bought for (in the description) and the customer's own account phone.
      if (q) {
        add(
          (p) => `(t.tx_ref = ${p} OR t.card_no = ${p} OR t.description ILIKE '%' || ${p} || '%' OR lower(u.email) = lower(${p}) OR u.phone_no = ${p})`,
          q,
        );
      }
      if (filter.status === 'needs_review') where.push("t.status = 'pending' AND t.needs_review");
      else if (filter.status) add((p) => `t.status = ${p}`, filter.status);
      if (filter.kind) add((p) => `t.kind = ${p}`, filter.kind);
      if (filter.from) add((p) => `t.created_at >= ${p}::timestamptz`, filter.from);
      if (filter.to) add((p) => `t.created_at < (${p}::date + 1)::timestamptz`, filter.to);
      const { rows } = await db.query<StaffRow>(
        `SELECT ${COLUMNS}, u.email, t.needs_review, t.provider_message, t.staff_note
         FROM transactions t JOIN users u ON u.id = t.user_id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY t.created_at DESC, t.id DESC LIMIT 100`,
        params,
      );
      return rows.map(staffRecord);
    },

    async transaction(id: number) {
      const row = await loadStaffRow(db, id);
      const entries = await db.query<{ id: number; kind: string; description: string; occurred_at: Date; postings: Array<{ account: string; amount_kobo: number }> }>(
        `SELECT e.id, e.kind, e.description, e.occurred_at,
           json_agg(json_build_object('account', a.code, 'amount_kobo', p.amount_kobo) ORDER BY p.id) AS postings
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
         WHERE e.tx_ref = $1 OR e.tx_ref = $2 GROUP BY e.id ORDER BY e.id`,
        [row.tx_ref, `REF${row.tx_ref}`],
      );
      return {
        ...staffRecord(row),
        provider_request: row.provider_request,
        ledger: entries.rows.map((e) => ({
          id: e.id,
          kind: e.kind,
          description: e.description,
          occurred_at: new Date(e.occurred_at).toISOString(),
          postings: e.postings.map((p) => ({ account: p.account, amount: toNaira(Number(p.amount_kobo)) })),
        })),
      };
    },

    /** Asks the provider now (as the requery job would) and settles what it says, with its audit row. */
    async requery(staff: Staff, id: number) {
      const row = await loadStaffRow(db, id);
      if (row.status !== 'pending' || !row.provider_request) throw new Conflict(API_MESSAGES.staff.notPending);
      // The provider is asked outside any transaction (no lock is held while it answers).
      let outcome = await deps.bills.requery(row.tx_ref);
      if (outcome.status === 'not_found') outcome = await deps.bills.pay(row.provider_request as unknown as BillsPayRequest);
      const settled = outcome;
      return inTransaction(async (tx, { purchases }) => {
        const after = await purchases.settle(row.tx_ref, settled);
        await audit(tx, staff, 'transaction.requery', `transaction:${row.tx_ref}`, snapshot(row), { ...snapshot(after), provider: settled.status });
        return staffRecord({ ...row, ...after });
      });
    },

    /** Admin: a purchase flagged for review, settled by hand through the purchase engine, with its audit row. */
    async resolve(staff: Staff, id: number, outcome: 'delivered' | 'refunded') {
      return inTransaction(async (tx, { purchases }) => {
        const row = await loadStaffRow(tx, id, true);
        if (row.status !== 'pending' || !row.needs_review) throw new Conflict(API_MESSAGES.staff.notReview);
        const after = await purchases.settle(
          row.tx_ref,
          outcome === 'delivered'
            ? { status: 'delivered', message: API_MESSAGES.staff.resolvedDelivered }
            : { status: 'failed', reason: 'declined', message: API_MESSAGES.staff.resolvedRefunded },
        );
        await audit(tx, staff, `transaction.resolve.${outcome}`, `transaction:${row.tx_ref}`, snapshot(row), snapshot(after));
        return staffRecord({ ...row, ...after });
      });
    },

    /** Support: the airtime arrived; the wallet is credited the amount to receive, once. */
    async approveAirtimeCash(staff: Staff, id: number) {
      return db.transaction(async (tx) => {
        const now = clock();
        const { rows } = await tx.query<TransactionRow>(
          `UPDATE transactions SET status = 'confirmed', response = $2, updated_at = $3
           WHERE id = $1 AND kind = 'airtimeToCash' AND status = 'pending' RETURNING tx_ref, user_id, amount_kobo, status, response`,
          [id, API_MESSAGES.staff.airtimeCashApproved, now],
        );
        const row = rows[0];
        if (!row) throw new Conflict(API_MESSAGES.staff.notPending);
        await MOVEMENTS.airtimeCashCredit(tx, { txRef: row.tx_ref, userId: row.user_id, amountKobo: row.amount_kobo, occurredAt: now });
        await audit(tx, staff, 'airtime-cash.approve', `transaction:${row.tx_ref}`, { status: 'pending' }, snapshot(row));
        return staffRecord(await loadStaffRow(tx, id));
      });
    },

    async declineAirtimeCash(staff: Staff, id: number, reason: string) {
      if (!reason.trim()) throw new AppError(400, API_MESSAGES.staff.declineReasonRequired);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<TransactionRow>(
          `UPDATE transactions SET status = 'failed', response = $2, staff_note = $3, updated_at = $4
           WHERE id = $1 AND kind = 'airtimeToCash' AND status = 'pending' RETURNING tx_ref, status, response, amount_kobo`,
          [id, API_MESSAGES.staff.airtimeCashDeclined(reason.trim()), reason.trim(), clock()],
        );
        const row = rows[0];
        if (!row) throw new Conflict(API_MESSAGES.staff.notPending);
        await audit(tx, staff, 'airtime-cash.decline', `transaction:${row.tx_ref}`, { status: 'pending' }, { ...snapshot(row), reason: reason.trim() });
        return staffRecord(await loadStaffRow(tx, id));
      });
    },

    async deliverOrder(staff: Staff, id: number) {
      return inTransaction(async (tx, { shop }) => {
        const row = await loadStaffRow(tx, id, true);
        if (row.kind !== 'shop' || row.status !== 'pending') throw new Conflict(API_MESSAGES.staff.notPending);
        const after = await shop.deliverOrder(row.tx_ref);
        if (after.status !== 'confirmed') throw new Conflict(API_MESSAGES.staff.notPending);
        await audit(tx, staff, 'order.deliver', `transaction:${row.tx_ref}`, snapshot(row), snapshot(after));
        return staffRecord({ ...row, ...after });
      });
    },

    /** Admin: the order is cancelled, refunded and restocked, with its audit row. */
    async cancelOrder(staff: Staff, id: number, reason: string) {
      return inTransaction(async (tx, { shop }) => {
        const row = await loadStaffRow(tx, id, true);
        if (row.kind !== 'shop' || row.status !== 'pending') throw new Conflict(API_MESSAGES.staff.notPending);
        const after = await shop.cancelOrder(row.tx_ref, reason.trim() || API_MESSAGES.staff.orderCancelled);
        if (after.status !== 'reversed') throw new Conflict(API_MESSAGES.staff.notPending);
        await audit(tx, staff, 'order.cancel', `transaction:${row.tx_ref}`, snapshot(row), { ...snapshot(after), reason: reason.trim() });
        return staffRecord({ ...row, ...after });
      });
    },

    async packages() {
      const { rows } = await db.query(
        `SELECT k.id, k.type_id, k.key, k.title, k.rate_percent::float8 AS rate_percent, k.receiving_number, k.enabled,
           COALESCE(json_agg(json_build_object('id', p.id, 'title', p.title, 'variation_code', p.variation_code, 'amount', p.amount_kobo / 100.0)
             ORDER BY p.position, p.id) FILTER (WHERE p.id IS NOT NULL), '[]') AS plans
         FROM packages k LEFT JOIN plans p ON p.package_id = k.id GROUP BY k.id ORDER BY k.type_id, k.id`,
      );
      return rows;
    },

    async updatePackage(staff: Staff, id: number, change: { rate_percent?: number; receiving_number?: string; enabled?: boolean }) {
      return db.transaction(async (tx) => {
        const before = await tx.query('SELECT rate_percent::float8 AS rate_percent, receiving_number, enabled FROM packages WHERE id = $1 FOR UPDATE', [id]);
        if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
        const { rows } = await tx.query(
          `UPDATE packages SET rate_percent = COALESCE($2, rate_percent), receiving_number = COALESCE($3, receiving_number),
             enabled = COALESCE($4, enabled) WHERE id = $1 RETURNING rate_percent::float8 AS rate_percent, receiving_number, enabled`,
          [id, change.rate_percent ?? null, change.receiving_number ?? null, change.enabled ?? null],
        );
        await audit(tx, staff, 'catalogue.package', `package:${id}`, before.rows[0], rows[0]);
        return rows[0];
      }).finally(() => memory.catalogue.invalidate());
    },

    async updatePlan(staff: Staff, id: number, amountNaira: number) {
      const amountKobo = koboOf(amountNaira);
      return db.transaction(async (tx) => {
        const before = await tx.query<{ amount_kobo: number }>('SELECT amount_kobo FROM plans WHERE id = $1 FOR UPDATE', [id]);
        if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
        await tx.query('UPDATE plans SET amount_kobo = $2 WHERE id = $1', [id, amountKobo]);
        await audit(tx, staff, 'catalogue.plan', `plan:${id}`, { amount: toNaira(Number(before.rows[0].amount_kobo)) }, { amount: amountNaira });
        return { id, amount: amountNaira };
      }).finally(() => memory.catalogue.invalidate());
    },

    async updateProduct(staff: Staff, id: number, change: { amount?: number; discount?: number; stock?: number }) {
      const amountKobo = change.amount === undefined ? null : koboOf(change.amount);
      return db.transaction(async (tx) => {
        const before = await tx.query<{ amount_kobo: number; discount_percent: number; stock: number }>(
          'SELECT amount_kobo, discount_percent::float8 AS discount_percent, stock FROM shop_products WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
        const { rows } = await tx.query<{ amount_kobo: number; discount_percent: number; stock: number }>(
          `UPDATE shop_products SET amount_kobo = COALESCE($2, amount_kobo), discount_percent = COALESCE($3, discount_percent),
             stock = COALESCE($4, stock) WHERE id = $1 RETURNING amount_kobo, discount_percent::float8 AS discount_percent, stock`,
          [id, amountKobo, change.discount ?? null, change.stock ?? null],
        );
        const view = (r: { amount_kobo: number; discount_percent: number; stock: number }) => ({
          amount: toNaira(Number(r.amount_kobo)),
          discount: r.discount_percent,
          stock: r.stock,
        });
        await audit(tx, staff, 'catalogue.product', `product:${id}`, view(before.rows[0]), view(rows[0]!));
        return { id, ...view(rows[0]!) };
      });
    },

    async updateSetting(staff: Staff, key: string, value: string) {
      return db.transaction(async (tx) => {
        const before = await tx.query<{ value: string }>('SELECT value FROM site_settings WHERE key = $1', [key]);
        if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
        await tx.query('UPDATE site_settings SET value = $2 WHERE key = $1', [key, value]);
        await audit(tx, staff, 'content.setting', `setting:${key}`, before.rows[0], { value });
        return { key, value };
      });
    },

    async updateNotification(staff: Staff, message: string) {
      return db.transaction(async (tx) => {
        const before = await tx.query<{ message: string }>('SELECT message FROM notifications ORDER BY id DESC LIMIT 1');
        await tx.query('INSERT INTO notifications (message) VALUES ($1)', [message]);
        await audit(tx, staff, 'content.notification', 'notification', before.rows[0] ?? null, { message });
        return { message };
      });
    },

    async customers(query: string) {
      const q = query.trim();
      const { rows } = await db.query(
        `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at
         FROM users u WHERE $1 = '' OR lower(u.email) LIKE '%' || lower($1) || '%' OR u.phone_no LIKE '%' || $1 || '%'
           OR lower(u.username) LIKE '%' || lower($1) || '%'
         ORDER BY u.id DESC LIMIT 50`,
        [q],
      );
      return rows;
    },

    async customer(id: number) {
      const user = await db.query(
        `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at,
           (SELECT COUNT(*)::int FROM users r WHERE r.referred_by = u.id) AS referrals
         FROM users u WHERE u.id = $1`,
        [id],
      );
      if (!user.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
      // Who this customer referred, newest first (the count above covers them all).
      const referred = await db.query<{ id: number; username: string; created_at: Date }>(
        'SELECT id, username, created_at FROM users WHERE referred_by = $1 ORDER BY created_at DESC, id DESC LIMIT 200',
        [id],
      );
      const balances = await db.query<{ code: string; balance_kobo: number }>(
        `SELECT code, balance_kobo FROM ledger_accounts WHERE code IN ($1, $2)`,
        [walletOf(id), bonusOf(id)],
      );
      const transactions = await transactionsOf(db, id);
      const entries = await db.query(
        `SELECT e.id, e.kind, e.description, e.occurred_at, p.amount_kobo / 100.0 AS amount, a.code AS account
         FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
         WHERE a.code IN ($1, $2) ORDER BY e.id DESC LIMIT 100`,
        [walletOf(id), bonusOf(id)],
      );
      const balance = (code: string) => toNaira(Number(balances.rows.find((b) => b.code === code)?.balance_kobo ?? 0));
      return {
        ...user.rows[0],
        wallet_balance: balance(walletOf(id)),
        bonus: balance(bonusOf(id)),
        referred: referred.rows.map((r) => ({ id: r.id, username: r.username, joined_at: new Date(r.created_at).toISOString() })),
        transactions,
        ledger: entries.rows,
      };
    },

    /** Admin: a locked customer cannot log in or spend, and every session ends at once. */
    async setLocked(staff: Staff, id: number, locked: boolean) {
      return db.transaction(async (tx) => {
        const now = clock();
        const { rows } = await tx.query<{ locked_at: Date | null }>('SELECT locked_at FROM users WHERE id = $1 FOR UPDATE', [id]);
        if (!rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
        await tx.query('UPDATE users SET locked_at = $2 WHERE id = $1', [id, locked ? now : null]);
        if (locked) await revokeSessions(tx, id, now);
        await audit(tx, staff, locked ? 'customer.lock' : 'customer.unlock', `user:${id}`, { locked: Boolean(rows[0].locked_at) }, { locked });
        return { id, locked };
      }).finally(() => memory.sessions.invalidate(`user:${id}`));
    },

    /**
     * Admin: a staff member lost their authenticator. Their secret is cleared, so their next sign-in
     * shows a new QR code, and their staff sessions end at once; audited.
     */
    async resetAuthenticator(staff: Staff, id: number) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ role: StaffRole | null; authenticator: boolean }>(
          'SELECT role, totp_confirmed_at IS NOT NULL AS authenticator FROM users WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!rows[0]?.role) throw new NotFound(API_MESSAGES.staff.notFound);
        await tx.query('UPDATE users SET totp_secret = NULL, totp_confirmed_at = NULL, totp_last_step = NULL WHERE id = $1', [id]);
        await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND staff AND revoked_at IS NULL', [id, clock()]);
        await audit(tx, staff, 'staff.authenticator.reset', `user:${id}`, { authenticator: rows[0].authenticator }, { authenticator: false });
        return { id, authenticator: false };
      }).finally(() => memory.sessions.invalidate(`user:${id}`));
    },

    async products() {
      const { rows } = await db.query(
        `SELECT p.id, p.title, c.title AS category, p.amount_kobo / 100.0 AS amount, p.discount_percent::float8 AS discount, p.stock
         FROM shop_products p JOIN shop_categories c ON c.id = p.category_id ORDER BY c.position, p.id`,
      );
      return rows;
    },

    async staffMembers() {
      const { rows } = await db.query(
        `SELECT id, email, role, locked_at, totp_confirmed_at IS NOT NULL AS authenticator FROM users WHERE role IS NOT NULL ORDER BY id`,
      );
      return rows;
    },

    /** Admin: gives a user a role, or none (`role: null`); nobody takes their own admin role away. */
    async setRole(staff: Staff, email: string, role: StaffRole | null) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; role: StaffRole | null }>('SELECT id, role FROM users WHERE lower(email) = lower($1) FOR UPDATE', [email.trim()]);
        const user = rows[0];
        if (!user) throw new NotFound(API_MESSAGES.staff.notFound);
        if (user.id === staff.id && role !== 'admin') throw new Conflict(API_MESSAGES.staff.ownRole);
        await tx.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
        // A changed role starts from a fresh staff sign-in.
        await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND staff AND revoked_at IS NULL', [user.id, clock()]);
        await audit(tx, staff, 'staff.role', `user:${user.id}`, { role: user.role }, { role });
        return { id: user.id, email: email.trim().toLowerCase(), role };
      }).then((changed) => {
        memory.sessions.invalidate(`user:${changed.id}`);
        return changed;
      });
    },

    async auditLog() {
      const { rows } = await db.query(
        `SELECT a.id, a.action, a.target, a.before, a.after, a.at, COALESCE(u.email, $1) AS staff
         FROM audit_log a LEFT JOIN users u ON u.id = a.staff_id ORDER BY a.id DESC LIMIT 200`,
        [API_MESSAGES.staff.commandLine],
      );
      return rows;
    },

    /**
     * Every ledger invariant; a mismatch is kept for the overview and e-mailed to admins. Run by
     * staff (on demand), the run is audited with its result; the hourly job runs it without staff.
     */
    async checkLedger(staff?: Staff) {
      const now = clock();
      const violations = await ledgerViolations(db);
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO ledger_checks (at, ok, violations) VALUES ($1, $2, $3)', [now, violations.length === 0, JSON.stringify(violations)]);
        if (staff) await audit(tx, staff, 'ledger.check', 'ledger', null, { ok: violations.length === 0, violations: violations.length });
        if (violations.length === 0) return;
        const admins = await tx.query<{ email: string }>("SELECT email FROM users WHERE role = 'admin' AND locked_at IS NULL");
        for (const admin of admins.rows) {
          await enqueueEmail(
            tx,
            {
              to: admin.email,
              subject: API_MESSAGES.staff.ledgerMismatchSubject,
              text: violations.join('\n'),
              html: `<ul>${violations.map((v) => `<li>${v.replace(/[<>&]/g, '')}</li>`).join('')}</ul>`,
            },
            { now },
          );
        }
      });
      return { at: now.toISOString(), ok: violations.length === 0, violations };
    },
  };
}

async function transactionsOf(db: Queryable, userId: number) {
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions t WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 100`,
    [userId],
  );
  return rows.map(toRecord);
}

export type BackOffice = ReturnType<typeof createBackOffice>;
