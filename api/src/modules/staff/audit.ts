import { API_MESSAGES, lagosDayStart } from '@topup/rules';
import type { AuditPageQuery } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { csvLine } from '../../http/csv';

export interface AuditEntry {
  /** The staff member; null for the command line (`npm run admin`). */
  staffId: number | null;
  /** What was done, e.g. 'airtime-cash.approve'. */
  action: string;
  /** What it was done to, e.g. 'transaction:202611221030ab'. */
  target: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Writes one audit row, in the action's own transaction: no action without its record. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query('INSERT INTO audit_log (staff_id, action, target, before, after, at) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.staffId,
    entry.action,
    entry.target,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.at,
  ]);
}

/** The newest 200 audit rows with who did each (the command line when nobody signed in did). */
export async function auditLog(db: Queryable) {
  const { rows } = await db.query(
    `SELECT a.id, a.action, a.target, a.before, a.after, a.at, COALESCE(u.email, $1) AS staff
     FROM audit_log a LEFT JOIN users u ON u.id = a.staff_id ORDER BY a.id DESC LIMIT 200`,
    [API_MESSAGES.staff.commandLine],
  );
  return rows;
}

export interface AuditFilter {
  query?: string;
  staff?: string;
  /** Lagos calendar days (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** Who did it: the staff member's e-mail, or the command line's name (the parameter `name`) when nobody signed in did. */
const staffOf = (name: string) => `COALESCE(u.email, ${name})`;

/** The audit log's sortable columns (wire AUDIT_SORTS) as SQL, with the type a keyset value is read back as. */
const AUDIT_SORT_SQL: Record<NonNullable<AuditPageQuery['sort']>, { sql: (name: string) => string; type: string }> = {
  at: { sql: () => 'a.at', type: 'timestamptz' },
  action: { sql: () => 'a.action', type: 'text' },
  staff: { sql: staffOf, type: 'text' },
};

const AUDIT_FROM = 'FROM audit_log a LEFT JOIN users u ON u.id = a.staff_id';

/** The SQL condition of an audit filter and its parameters. */
function auditWhere(filter: AuditFilter): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => where.push(clause(`$${params.push(value)}`));
  if (filter.query?.trim()) add((p) => `(a.action ILIKE '%' || ${p} || '%' OR a.target ILIKE '%' || ${p} || '%')`, filter.query.trim());
  if (filter.staff?.trim()) add((p) => `lower(u.email) = lower(${p})`, filter.staff.trim());
  // From and to are Lagos calendar days (UTC+1), whatever the database session's time zone.
  if (filter.from) add((p) => `a.at >= ${p}::timestamptz`, lagosDayStart(filter.from));
  if (filter.to) add((p) => `a.at < ${p}::timestamptz`, lagosDayStart(filter.to, 1));
  return { where, params };
}

const whereSql = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

export const DEFAULT_AUDIT_PAGE_SIZE = 50;

/** One page of the audit log (newest first by default), sorted by a column staff chose, with the number of rows the filter matches. */
export async function pageAudit(db: Queryable, query: AuditPageQuery) {
  const { sort, dir: direction, page, size: pageSize, ...filter } = query;
  const { where, params } = auditWhere(filter);
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  const size = Number(pageSize ?? DEFAULT_AUDIT_PAGE_SIZE);
  const offset = (Number(page ?? 1) - 1) * size;
  const name = `$${params.length + 1}`;
  const [rows, total] = await Promise.all([
    db.query(
      `SELECT a.id, a.action, a.target, a.before, a.after, a.at, ${staffOf(name)} AS staff ${AUDIT_FROM} ${whereSql(where)}
       ORDER BY ${AUDIT_SORT_SQL[sort ?? 'at'].sql(name)} ${dir}, a.id ${dir} LIMIT ${size} OFFSET ${offset}`,
      [...params, API_MESSAGES.staff.commandLine],
    ),
    db.query<{ n: number }>(`SELECT COUNT(*)::int AS n ${AUDIT_FROM} ${whereSql(where)}`, params),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

export const AUDIT_CSV_COLUMNS = ['id', 'at', 'staff', 'action', 'target', 'before', 'after'] as const;

/**
 * The audit log as CSV in the table's order (newest first by default): by action or
 * target text, staff e-mail and Lagos dates, read in keyset batches of 1,000 after the last row's
 * (sort value, id) so memory holds one batch.
 */
export async function* auditCsv(db: Queryable, query: AuditFilter & Pick<AuditPageQuery, 'sort' | 'dir'>): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_COLUMNS);
  const { sort: sortBy, dir: direction, ...filter } = query;
  const sort = AUDIT_SORT_SQL[sortBy ?? 'at'];
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const { where, params } = auditWhere(filter);
    const name = `$${params.push(API_MESSAGES.staff.commandLine)}`;
    const by = sort.sql(name);
    if (after !== null) where.push(`(${by}, a.id) ${dir === 'ASC' ? '>' : '<'} ($${params.push(after.key)}::${sort.type}, $${params.push(after.id)}::int)`);
    const { rows }: { rows: Array<{ id: number; at: Date; staff: string; action: string; target: string; before: unknown; after: unknown; sort_key: string }> } = await db.query(
      `SELECT a.id, a.at, ${staffOf(name)} AS staff, a.action, a.target, a.before, a.after, (${by})::text AS sort_key
       ${AUDIT_FROM} ${whereSql(where)} ORDER BY ${by} ${dir}, a.id ${dir} LIMIT 1000`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine([row.id, new Date(row.at).toISOString(), row.staff, row.action, row.target, JSON.stringify(row.before), JSON.stringify(row.after)])).join('');
    if (rows.length < 1000) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sort_key, id: last.id };
  }
}
