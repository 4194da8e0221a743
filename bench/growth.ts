/*
 * Cost as the data grows. Fills a PostgreSQL database of its own (default
 * `topup_growth` on 127.0.0.1, never the tests' `test`) through the product's schema (every
 * migration, then the seed): customers with wallet and bonus accounts, transactions of every kind
 * and state, each money movement one balanced journal entry (the cached balances are the sums of
 * the postings, so the ledger check passes), complaint tickets, audit rows, health reports,
 * idempotency keys, sessions and sent e-mail jobs. The rows are generated inside PostgreSQL
 * (`INSERT ... SELECT FROM generate_series`, set-based, triggers off while filling), then the API
 * is started on that database as `npm run bench` starts it and every call that lists rows is
 * measured from the outside, one client, p50/p95 over GROWTH_CALLS calls.
 *
 *   GROWTH_TRANSACTIONS  transactions to generate (default 100000)
 *   GROWTH_CUSTOMERS     customers (default transactions / 10, at least 1000)
 *   GROWTH_DEMO_TRANSACTIONS  the demo customer's share (default 20000, at most transactions / 5)
 *   GROWTH_DAYS          the days the transactions are spread over, ending now (default 365): the
 *                        same traffic a day at two sizes is the two sizes' days in proportion
 *   GROWTH_CALLS         calls per interactive row (default 30); GROWTH_SLOW_CALLS for the ledger
 *                        check and the full history (default 5)
 *   GROWTH_REUSE=1       keep a database already filled to the same size (skip the generator)
 *   GROWTH_EXPORT=0      skip the CSV export of every transaction (minutes at 10 million)
 *   GROWTH_API_HEAP_MB   cap the API's V8 heap (--max-old-space-size): an export that held its rows
 *                        would die of it; one that streams at constant memory finishes
 *   GROWTH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/topup_growth
 *   GROWTH_PORT          the API's port (default 18480; the sandbox takes the next one)
 *   GROWTH_API_DIR       run another checkout's API (its api/ folder), e.g. the code before a change;
 *                        with GROWTH_MIGRATE=0 the kept database gets no newer migration
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSACTION_PIN_HEADER } from '@topup/rules';
import { listMigrations, migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { checkLedger } from '../api/src/modules/ledger/check';
import { SYSTEM_ACCOUNTS } from '../api/src/modules/ledger/accounts';
import { rollUpOverviewDays } from '../api/src/modules/ledger/overview-rollup';
import { currentTotp } from '../api/src/modules/staff/sign-in';
import { recreateDatabase } from './database';
import { startSandboxAndApi } from './processes';

const ROOT = join(__dirname, '..');
const TRANSACTIONS = Number(process.env.GROWTH_TRANSACTIONS ?? 100_000);
const CUSTOMERS = Number(process.env.GROWTH_CUSTOMERS ?? Math.max(1000, Math.floor(TRANSACTIONS / 10)));
const DEMO_TRANSACTIONS = Math.min(Number(process.env.GROWTH_DEMO_TRANSACTIONS ?? 20_000), Math.floor(TRANSACTIONS / 5));
const CALLS = Number(process.env.GROWTH_CALLS ?? 30);
const DAYS = Number(process.env.GROWTH_DAYS ?? 365);
const SLOW_CALLS = Number(process.env.GROWTH_SLOW_CALLS ?? 5);
const REUSE = process.env.GROWTH_REUSE === '1';
const databaseUrl = process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_growth';
const PORT = Number(process.env.GROWTH_PORT ?? 18480);
const API_DIR = process.env.GROWTH_API_DIR ?? join(ROOT, 'api');
const MIGRATE = process.env.GROWTH_MIGRATE !== '0';
const SANDBOX_PORT = PORT + 1;
const DEMO = { email: 'demo@example.com', password: 'Demo-pass-123' };
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };
/** Every generated customer signs in with this (hashed once). */
const CUSTOMER_PASSWORD = 'Growth-pass-123';

/** [kind, package key or null, weight]: the mix of a VTU business's rows. */
const KINDS: Array<[string, string | null, number]> = [
  ['data', 'mtn-data', 5],
  ['airtime', 'mtn', 4],
  ['electricity', 'ikeja-electric', 2],
  ['cable', 'dstv', 2],
  ['education', 'waec', 1],
  ['airtimeToCash', 'mtn-airtime-cash', 1],
  ['shop', null, 1],
  ['card_funding', null, 2],
  ['bank_transfer_funding', null, 1],
  ['transfer_out', null, 1],
  ['transfer_in', null, 1],
  ['bonus_to_wallet', null, 1],
  ['referral_bonus', null, 1],
];
const PURCHASES = ['data', 'airtime', 'electricity', 'cable', 'education'];

const log = (line: string) => console.log(`[growth ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sqlList = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The generator: returns its time in seconds. */
async function generate(): Promise<number> {
  const started = performance.now();
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 1 });
  await migrate(db);
  await seed(db, { production: false });
  const ids = new Map((await db.query<{ id: number; key: string }>('SELECT id, key FROM packages')).rows.map((r) => [r.key, r.id]));
  const account = new Map((await db.query<{ id: number; code: string }>("SELECT id, code FROM ledger_accounts WHERE kind = 'system'")).rows.map((r) => [r.code, r.id]));
  const sys = (code: string) => account.get(code)!;
  const demoId = (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.email])).rows[0]!.id;
  const adminId = (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email])).rows[0]!.id;
  const first = (await db.query<{ n: number }>('SELECT max(id) + 1 AS n FROM users')).rows[0]!.n;
  const E = (await db.query<{ n: number }>('SELECT COALESCE(max(id), 0)::int AS n FROM journal_entries')).rows[0]!.n;
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const T = TRANSACTIONS;
  const C = CUSTOMERS;

  await db.transaction(async (tx) => {
    const q = (sql: string, params: unknown[] = []) => tx.query(sql, params);
    // Filling only: no row triggers (LISTEN/NOTIFY per customer) and no per-row foreign-key checks.
    await q('SET LOCAL session_replication_role = replica');
    await q("SET LOCAL work_mem = '256MB'");
    await timed(`${C} customers`, () =>
      q(
        `INSERT INTO users (id, username, email, password_hash, first_name, last_name, phone_no, kyc_tier, created_at)
         SELECT $1::int + g, 'growth_' || g, 'growth' || g || '@example.com', $2, 'Ada', 'Customer ' || g, '0807' || lpad(g::text, 7, '0'),
           1 + g % 3, now() - interval '400 days' + (g * interval '1 second')
         FROM generate_series(0, $3::int - 1) g`,
        [first, passwordHash, C],
      ),
    );
    await q(`SELECT setval('users_id_seq', $1::int + $2::int)`, [first, C]);
    await timed('their accounts', () =>
      q(
        `INSERT INTO ledger_accounts (code, kind, user_id, balance_kobo, allows_negative)
         SELECT k || ':' || u, k, u, 0, false FROM generate_series($1::int, $1::int + $2::int - 1) u, (VALUES ('wallet'), ('bonus')) v(k)`,
        [first, C],
      ),
    );
    // The staging table: one row per transaction, its customer, kind, state and the accounts it moves money between.
    const weights = KINDS.flatMap(([kind, , w]) => Array<string>(w).fill(kind));
    await timed(`${T} transactions staged`, () =>
      q(
        `CREATE UNLOGGED TABLE growth_gen AS
         WITH base AS (
           SELECT g,
             CASE WHEN g % ${Math.max(1, Math.floor(T / Math.max(1, DEMO_TRANSACTIONS)))} = 0 AND $1::int > 0 THEN ${demoId}
                  ELSE ${first} + ((hashint4(g)::bigint & 2147483647) % ${C})::int END AS user_id,
             (ARRAY[${sqlList(weights)}])[1 + ((hashint4(g * 7)::bigint & 2147483647) % ${weights.length})::int] AS kind,
             ((hashint4(g * 13)::bigint & 2147483647) % 100)::int AS roll,
             500 + ((hashint4(g * 17)::bigint & 2147483647) % 2000000)::bigint AS amount_kobo,
             now() - ${DAYS} * interval '1 day' + (g::float8 / ${T}) * ${DAYS} * interval '1 day' AS created_at
           FROM generate_series(1, ${T}) g
         )
         SELECT g, user_id, kind, amount_kobo, created_at,
           CASE
             WHEN kind IN ('transfer_out', 'transfer_in', 'bonus_to_wallet', 'referral_bonus') THEN 'confirmed'
             WHEN roll < 86 THEN 'confirmed'
             WHEN roll < 92 THEN 'failed'
             -- Pending as a running business has it: a purchase for minutes (the requery settles it),
             -- an airtime-to-cash request or an order for a few days (staff act on it); older, settled.
             WHEN roll < 93 AND (created_at > now() - interval '1 hour'
               OR (kind IN ('airtimeToCash', 'shop') AND created_at > now() - interval '3 days')) THEN 'pending'
             WHEN roll < 93 THEN 'confirmed'
             WHEN kind IN ('card_funding', 'bank_transfer_funding', 'airtimeToCash', 'shop') THEN CASE WHEN roll < 99 THEN 'failed' ELSE 'ignored' END
             WHEN roll < 99 THEN 'reversed'
             ELSE 'ignored'
           END AS status,
           ${first} + ((hashint4(g * 19)::bigint & 2147483647) % ${C})::int AS other_id
         FROM base`,
        [DEMO_TRANSACTIONS],
      ),
    );
    const pkg = (key: string | null) => (key ? ids.get(key) ?? 'NULL' : 'NULL');
    const pkgCase = `CASE kind ${KINDS.filter(([, key]) => key).map(([kind, key]) => `WHEN '${kind}' THEN ${pkg(key)}`).join(' ')} END`;
    await timed('transactions', () =>
      q(
        `INSERT INTO transactions (id, tx_ref, user_id, kind, package_id, plan, amount_kobo, card_no, token, status, response, description,
           category, provider_request, request_details, created_at, updated_at, needs_review, provider_message)
         SELECT g, 'GR' || lpad(g::text, 10, '0'), user_id, kind, ${pkgCase},
           initcap(kind) || ' plan ' || (g % 40), amount_kobo,
           CASE WHEN kind IN ('cable', 'electricity') THEN '10' || lpad((g % 9999999)::text, 9, '0') END,
           CASE WHEN kind = 'electricity' AND status = 'confirmed' THEN lpad((g % 99999)::text, 20, '7') END,
           status,
           CASE status WHEN 'failed' THEN 'Provider declined' WHEN 'reversed' THEN 'Refunded' ELSE 'Successful' END,
           CASE WHEN kind IN (${sqlList(PURCHASES)}, 'airtimeToCash') THEN initcap(kind) || ' for ' || '0807' || lpad((user_id - ${first})::text, 7, '0')
                WHEN kind LIKE 'transfer%' THEN 'Wallet transfer with growth' || (other_id - ${first}) || '@example.com'
                ELSE initcap(replace(kind, '_', ' ')) END,
           jsonb_build_object('title', initcap(kind), 'type', kind, 'image', ''),
           CASE WHEN kind IN (${sqlList(PURCHASES)}) THEN jsonb_build_object('serviceID', kind, 'request_id', 'GR' || g, 'phone', '0807' || lpad((user_id - ${first})::text, 7, '0')) END,
           CASE WHEN kind = 'airtimeToCash' THEN jsonb_build_object('network', 'MTN', 'phone', '0807' || lpad((user_id - ${first})::text, 7, '0')) END,
           created_at, created_at,
           status = 'pending' AND kind IN (${sqlList(PURCHASES)}) AND g % 5 = 0,
           CASE WHEN status IN ('failed', 'reversed') AND kind IN (${sqlList(PURCHASES)}) THEN 'TRANSACTION FAILED' END
         FROM growth_gen`,
      ),
    );
    await q(`SELECT setval('transactions_id_seq', ${T})`);
    // Each movement: the entry's two accounts (from pays to). Failed and ignored rows move nothing.
    await timed('movements staged', () =>
      q(
        `CREATE UNLOGGED TABLE growth_moves AS
         SELECT ${E} + g AS entry_id, 'GR' || lpad(g::text, 10, '0') AS tx_ref, kind, created_at, amount_kobo,
           CASE
             WHEN kind IN (${sqlList(PURCHASES)}, 'shop', 'transfer_out') THEN 'wallet:' || user_id
             WHEN kind = 'airtimeToCash' THEN '${SYSTEM_ACCOUNTS.airtimeCashClearing}'
             WHEN kind IN ('card_funding', 'bank_transfer_funding') THEN '${SYSTEM_ACCOUNTS.gatewayClearing}'
             WHEN kind = 'transfer_in' THEN 'wallet:' || other_id
             WHEN kind = 'bonus_to_wallet' THEN 'bonus:' || user_id
             WHEN kind = 'referral_bonus' THEN '${SYSTEM_ACCOUNTS.referralExpense}'
           END AS from_code,
           CASE
             WHEN kind IN (${sqlList(PURCHASES)}) AND status IN ('pending', 'reversed') THEN '${SYSTEM_ACCOUNTS.providerClearing}'
             WHEN kind IN (${sqlList(PURCHASES)}) THEN '${SYSTEM_ACCOUNTS.revenue}'
             WHEN kind = 'shop' AND status = 'pending' THEN '${SYSTEM_ACCOUNTS.shopOrders}'
             WHEN kind = 'shop' THEN '${SYSTEM_ACCOUNTS.revenue}'
             WHEN kind = 'transfer_out' THEN 'wallet:' || other_id
             WHEN kind = 'referral_bonus' THEN 'bonus:' || user_id
             ELSE 'wallet:' || user_id
           END AS to_code,
           'purchase:' AS event
         FROM growth_gen WHERE status IN ('confirmed', 'pending', 'reversed') AND NOT (status = 'pending' AND kind IN ('airtimeToCash', 'card_funding', 'bank_transfer_funding'))
         UNION ALL
         -- A reversal's refund: the provider clearing pays the wallet back, under REF<tx_ref>.
         SELECT ${E} + ${T} + g, 'REFGR' || lpad(g::text, 10, '0'), kind, created_at + interval '5 minutes', amount_kobo,
           '${SYSTEM_ACCOUNTS.providerClearing}', 'wallet:' || user_id, 'reversal:'
         FROM growth_gen WHERE status = 'reversed'`,
      ),
    );
    await timed('journal entries', () =>
      q(
        `INSERT INTO journal_entries (id, event_key, description, created_at, kind, tx_ref, occurred_at)
         SELECT entry_id, event || tx_ref, initcap(replace(kind, '_', ' ')), created_at, kind, tx_ref, created_at FROM growth_moves`,
      ),
    );
    await timed('postings', () =>
      q(
        `INSERT INTO postings (entry_id, account_id, amount_kobo)
         SELECT m.entry_id, a.id, -m.amount_kobo FROM growth_moves m JOIN ledger_accounts a ON a.code = m.from_code
         UNION ALL
         SELECT m.entry_id, a.id, m.amount_kobo FROM growth_moves m JOIN ledger_accounts a ON a.code = m.to_code`,
      ),
    );
    // Opening credits: each customer account starts with what keeps it above zero (one entry each).
    await timed('opening credits', async () => {
      await q(
        `CREATE UNLOGGED TABLE growth_open AS
         SELECT a.id AS account_id, a.code, (10000000 - LEAST(COALESCE(s.total, 0), 0))::bigint AS amount_kobo, row_number() OVER (ORDER BY a.id) AS n
         FROM ledger_accounts a LEFT JOIN (SELECT account_id, SUM(amount_kobo) AS total FROM postings GROUP BY account_id) s ON s.account_id = a.id
         WHERE a.user_id IS NOT NULL`,
      );
      await q(
        `INSERT INTO journal_entries (id, event_key, description, created_at, kind, tx_ref)
         SELECT ${E} + 2 * ${T} + n, 'growth:opening:' || code, 'Opening credit', now() - ${DAYS + 1} * interval '1 day', 'funding', NULL FROM growth_open`,
      );
      await q(
        `INSERT INTO postings (entry_id, account_id, amount_kobo)
         SELECT ${E} + 2 * ${T} + n, account_id, amount_kobo FROM growth_open
         UNION ALL SELECT ${E} + 2 * ${T} + n, ${sys(SYSTEM_ACCOUNTS.fundingEquity)}, -amount_kobo FROM growth_open`,
      );
      await q(`SELECT setval('journal_entries_id_seq', (SELECT max(id) FROM journal_entries))`);
    });
    await timed('cached balances', () =>
      q(
        `UPDATE ledger_accounts a SET balance_kobo = s.total
         FROM (SELECT account_id, SUM(amount_kobo)::bigint AS total FROM postings GROUP BY account_id) s
         WHERE s.account_id = a.id AND a.balance_kobo IS NOT NULL`,
      ),
    );
    await timed('tickets, audit rows, health reports, keys, sessions, e-mails', async () => {
      await q(
        `INSERT INTO complaint_tickets (user_id, tx_ref, reason, status, created_at, updated_at, resolved_at)
         SELECT user_id, 'GR' || lpad(g::text, 10, '0'), (ARRAY['not_delivered','wrong_amount','token_not_working','other'])[1 + g % 4],
           CASE WHEN g % 10 = 0 THEN 'open' WHEN g % 10 = 1 THEN 'waiting_on_customer' ELSE 'resolved' END,
           created_at, created_at + interval '1 hour', CASE WHEN g % 10 > 1 THEN created_at + interval '1 hour' END
         FROM growth_gen WHERE g % 500 = 0`,
      );
      await q(
        `INSERT INTO audit_log (staff_id, action, target, before, after, at)
         SELECT ${adminId}, (ARRAY['transaction.note','transaction.requery','customer.lock','ledger.check'])[1 + g % 4], 'transaction:' || g,
           '{"status":"pending"}'::jsonb, '{"status":"confirmed"}'::jsonb, created_at
         FROM growth_gen WHERE g % 100 = 0`,
      );
      await q(
        `INSERT INTO release_health (at, target, version, shell_version, kind, outcome, count)
         SELECT created_at, (ARRAY['shell','bills','wallet','shop','history','admin'])[1 + g % 6], '1.' || (g * 6 / ${T}) || '.0', '1.0.0',
           (ARRAY['load','load','load','purchase','load-failure','render-error'])[1 + g % 6], NULL, 1 + g % 20
         FROM growth_gen WHERE g % 5 = 0`,
      );
      await q(
        `INSERT INTO idempotency_keys (user_id, key, route, tx_ref, status_code, body, created_at)
         SELECT user_id, md5(g::text), '/api/v1/purchase-' || kind || '/', 'GR' || lpad(g::text, 10, '0'), 200, '{"status":"success"}'::jsonb, created_at
         FROM growth_gen WHERE kind IN (${sqlList(PURCHASES)})`,
      );
      await q(
        `INSERT INTO sessions (jti, user_id, created_at, expires_at, revoked_at)
         SELECT md5('s' || u)::uuid, u, now() - (u % 400) * interval '1 day', now() - (u % 400) * interval '1 day' + interval '30 days',
           CASE WHEN u % 3 = 0 THEN now() - (u % 400) * interval '1 day' + interval '1 day' END
         FROM generate_series(${first}, ${first} + ${C} - 1) u`,
      );
      await q(
        `INSERT INTO jobs (kind, payload, run_at, attempts, done_at, created_at)
         SELECT 'send-email', jsonb_build_object('to', 'growth' || (user_id - ${first}) || '@example.com', 'subject', 'Your receipt'), created_at, 1, created_at, created_at
         FROM growth_gen WHERE g % 10 = 0`,
      );
    });
    await q('DROP TABLE growth_gen, growth_moves, growth_open');
  });
  // As autovacuum would leave it: statistics, and the visibility map index-only scans need.
  await timed('VACUUM ANALYZE', () => db.query('VACUUM (ANALYZE)'));
  await db.close();
  return (performance.now() - started) / 1000;
}

/** Resident memory of a process and its children (tsx runs the server in a child node). */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return kb / 1024 + children.reduce((sum, child) => sum + rssMb(child), 0);
  } catch {
    return 0;
  }
}

interface Row {
  call: string;
  p50: number;
  p95: number;
  bytes: number;
  n: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(call: string, times: number, request: (i: number) => Promise<Response>): Promise<Row> {
  // One unmeasured call warms the route (code loaded, statement prepared).
  const warm = await request(-1);
  if (!warm.ok) throw new Error(`${call}: ${warm.status} ${(await warm.text()).slice(0, 300)}`);
  await warm.arrayBuffer();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const res = await request(i);
    const body = await res.arrayBuffer();
    ms.push(performance.now() - started);
    if (!res.ok) throw new Error(`${call}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    bytes = body.byteLength;
  }
  ms.sort((a, b) => a - b);
  const row = { call, p50: pct(ms, 50), p95: pct(ms, 95), bytes, n: times };
  log(`${call}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (${times} calls, ${(bytes / 1024).toFixed(0)} KB)`);
  return row;
}

/** The read indexes a purchase writes to (ADR 0041), built as their migrations build them (ADR 0047). */
const PURCHASE_INDEXES = listMigrations()
  .flatMap((m) => m.concurrently ?? [])
  .filter((s) => s.builds && ['transactions_description_trgm', 'transactions_card_no', 'transactions_amount', 'transactions_recipient_phone'].includes(s.index));

/**
 * GROWTH_INDEX_COST=1: the purchase path's write cost with and without the read indexes, in
 * alternating rounds on the same data and API (dropped and rebuilt between rounds).
 */
async function indexCost(base: string, token: string, packageId: number) {
  const db = new PostgresDb(databaseUrl, { max: 1 });
  const buy = () =>
    fetch(`${base}/api/v1/purchase-data/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), [TRANSACTION_PIN_HEADER]: '1234' },
      body: JSON.stringify({ package_id: packageId, variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: 130 }),
    });
  const result: Record<'with' | 'without', number[]> = { with: [], without: [] };
  try {
    for (const round of ['with', 'without', 'with', 'without'] as const) {
      if (round === 'without') for (const index of PURCHASE_INDEXES) await db.query(`DROP INDEX IF EXISTS ${index.index}`);
      else for (const index of PURCHASE_INDEXES) await db.query(index.sql);
      const row = await measure(`purchase-data/ ${round} the read indexes`, CALLS, buy);
      result[round].push(row.p50);
    }
  } finally {
    for (const index of PURCHASE_INDEXES) await db.query(index.sql);
    await db.close();
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  log(`purchase-data/ p50 with the read indexes ${mean(result.with).toFixed(1)} ms, without ${mean(result.without).toFixed(1)} ms (two rounds each)`);
}

async function main() {
  log(`database ${databaseUrl}: ${TRANSACTIONS} transactions, ${CUSTOMERS} customers, the demo customer ${DEMO_TRANSACTIONS}`);
  let generatorS: number | null = null;
  const probe = new PostgresDb(databaseUrl.replace(/\/[^/]*$/, '/postgres'), { max: 1 });
  const name = new URL(databaseUrl).pathname.slice(1);
  const exists = (await probe.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0;
  await probe.close();
  let filled = false;
  if (REUSE && exists) {
    const db = new PostgresDb(databaseUrl, { max: 1 });
    const n = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM transactions WHERE tx_ref LIKE 'GR%'")).rows[0]!.n;
    filled = n === TRANSACTIONS;
    if (filled && MIGRATE) await timed('newer migrations on the kept data', () => migrate(db));
    await db.close();
  }
  if (!filled) generatorS = await generate();
  const db = new PostgresDb(databaseUrl, { max: 2 });
  const size = (await db.query<{ size: string; tx: string; entries: string; postings: string }>(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS size,
       (SELECT count(*) FROM transactions)::text AS tx, (SELECT count(*) FROM journal_entries)::text AS entries, (SELECT count(*) FROM postings)::text AS postings`,
  )).rows[0]!;
  const sample = (await db.query<{ tx_ref: string; phone_no: string; user_id: number }>(
    `SELECT t.tx_ref, u.phone_no, t.user_id FROM transactions t JOIN users u ON u.id = t.user_id
     WHERE t.kind = 'data' AND t.id > ${Math.floor(TRANSACTIONS / 2)} AND u.email LIKE 'growth%' ORDER BY t.id LIMIT 30`,
  )).rows;
  const demoId = (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.email])).rows[0]!.id;
  const demoRow = (await db.query<{ id: number }>('SELECT id FROM transactions WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [demoId])).rows[0];
  const mtnData = (await db.query<{ id: number }>("SELECT id FROM packages WHERE key = 'mtn-data'")).rows[0]!.id;
  // The demo customer can buy through the whole run.
  await db.query(`UPDATE users SET kyc_tier = 3 WHERE id = $1`, [demoId]);
  // A kept database: the admin enrols a new authenticator (as on a fresh one).
  await db.query('UPDATE users SET totp_secret = NULL, totp_confirmed_at = NULL, totp_last_step = NULL WHERE email = $1', [ADMIN.email]);
  await db.close();
  log(`database ${size.size}: ${size.tx} transactions, ${size.entries} journal entries, ${size.postings} postings${generatorS === null ? ' (kept)' : `, generated in ${generatorS.toFixed(0)} s`}`);

  const children: ChildProcess[] = [];
  const base = `http://127.0.0.1:${PORT}`;
  const rows: Row[] = [];
  let exportLine = '';
  try {
    children.push(
      ...(await startSandboxAndApi({
        apiDir: API_DIR,
        sandboxPort: SANDBOX_PORT,
        apiPort: PORT,
        databaseUrl,
        env: {
          LOGIN_LIMIT_PER_IP: '100000',
          NODE_ENV: 'development',
          ...(process.env.GROWTH_API_HEAP_MB ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${process.env.GROWTH_API_HEAP_MB}`.trim() } : {}),
        },
        timeoutMs: 120_000,
      })),
    );
    const post = async (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const demo = ((await (await post('auth/login/', DEMO)).json()) as { data: { access: string } }).data.access;
    const start = ((await (await post('admin/auth/login/', ADMIN)).json()) as { data: { challenge: string; setup: { secret: string } } }).data;
    const staff = ((await (await post('admin/auth/totp/', { challenge: start.challenge, code: currentTotp(ADMIN.email, start.setup.secret, new Date()) })).json()) as {
      data: { access: string };
    }).data.access;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const get = (token: string, path: string) => () => fetch(`${base}/api/v1/${path}`, { headers: as(token) });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
    const m = (call: string, request: (i: number) => Promise<Response>, times = CALLS) => measure(call, times, request).then((r) => rows.push(r));

    await m('get-user/', get(demo, 'get-user/'));
    await m('get-transactions-by-total/20/ (recent 20)', get(demo, 'get-transactions-by-total/20/'));
    await m('get-transaction-by-id/ (a receipt)', get(demo, `get-transaction-by-id/${demoRow?.id ?? 1}/`));
    await m('purchase-data/ (write)', () =>
      post('purchase-data/', { package_id: mtnData, variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: 130 }, { ...as(demo), 'idempotency-key': randomUUID(), [TRANSACTION_PIN_HEADER]: '1234' }),
    );
    await m('get-transactions/ (full history)', get(demo, 'get-transactions/'), SLOW_CALLS);
    if (!process.env.GROWTH_API_DIR) {
      const deep = (await fetch(`${base}/api/v1/get-transactions/?limit=200`, { headers: as(demo) }).then((r) => r.json())) as { data: Array<{ id: number }> };
      await m('get-transactions/?limit=50 (history, first page)', get(demo, 'get-transactions/?limit=50'));
      await m('get-transactions/?limit=50&before= (history, row 200 on)', get(demo, `get-transactions/?limit=50&before=${deep.data.at(-1)!.id}`));
    }
    await m('staff transactions, last 30 days, page 1', get(staff, `admin/transactions/page/?from=${day(-30)}&to=${day(0)}`));
    await m('staff transactions sorted by amount', get(staff, 'admin/transactions/page/?sort=amount&dir=desc'));
    await m('staff transactions, deep page (offset 9,750)', get(staff, 'admin/transactions/page/?page=196&size=50'));
    await m('staff search by reference', (i) => fetch(`${base}/api/v1/admin/transactions/page/?query=${sample[Math.max(0, i) % sample.length]!.tx_ref}`, { headers: as(staff) }));
    await m('staff search by phone', (i) =>
      fetch(`${base}/api/v1/admin/transactions/page/?query=${sample[Math.max(0, i) % sample.length]!.phone_no}`, { headers: as(staff) }),
    );
    await m('staff customer detail', (i) => fetch(`${base}/api/v1/admin/customers/${sample[Math.max(0, i) % sample.length]!.user_id}/`, { headers: as(staff) }));
    await m('overview', get(staff, 'admin/overview/'));
    if (process.env.GROWTH_API_DIR) {
      await m('overview trends', get(staff, 'admin/overview/trends/'));
    } else {
      // The closed days rolled up (ADR 0041, amended): what the hourly job does, from scratch and then
      // with nothing changed, and the overview read with and without it.
      const rollups = new PostgresDb(databaseUrl, { max: 2 });
      const rollUp = (what: string, times: number, before?: () => Promise<unknown>) =>
        m(what, async () => {
          if (before) await before();
          const days = await rollUpOverviewDays(rollups, new Date());
          return new Response(JSON.stringify({ days }), { status: 200 });
        }, times);
      const forget = () => rollups.query('DELETE FROM overview_days');
      await rollUp('overview roll-up, the 28 closed days from scratch', SLOW_CALLS, forget);
      await m('overview trends (closed days rolled up)', get(staff, 'admin/overview/trends/'));
      await rollUp('overview roll-up, hourly (nothing changed)', CALLS);
      await forget();
      await m('overview trends (every day read live)', get(staff, 'admin/overview/trends/'));
      // Rolled up again, as the hourly job leaves it (not measured: the warm-up call would do the work).
      await rollUpOverviewDays(rollups, new Date());
      await rollups.close();
    }
    await m('ledger check on demand', () => fetch(`${base}/api/v1/admin/ledger-check/`, { method: 'POST', headers: as(staff) }), SLOW_CALLS);

    // The export of every transaction: time, size, and the API's memory idle and at its peak.
    if (process.env.GROWTH_EXPORT !== '0') {
      const apiPid = children[1]!.pid;
      const idle = rssMb(apiPid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(apiPid))), 50);
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/admin/transactions/export.csv`, { headers: as(staff) });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      clearInterval(sampler);
      const heap = process.env.GROWTH_API_HEAP_MB ? `, heap capped at ${process.env.GROWTH_API_HEAP_MB} MB` : '';
      exportLine = `CSV export of every transaction: ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB, API memory ${idle.toFixed(0)} → ${peak.toFixed(0)} MB${heap}, ${(lines - 1).toLocaleString('en')} rows (status ${res.status})`;
      log(exportLine);
    }
    if (!process.env.GROWTH_API_DIR) {
      // The hourly run: what was written since the last good checkpoint (the on-demand checks above left one).
      const check = new PostgresDb(databaseUrl, { max: 2 });
      await m('ledger check, hourly (incremental, 0 margin)', async () => {
        const result = await checkLedger(check, () => new Date(), undefined, { scope: 'incremental', marginMs: 0 });
        return new Response(JSON.stringify(result), { status: result.ok ? 200 : 500 });
      });
      await check.close();
    }
    if (process.env.GROWTH_INDEX_COST === '1') await indexCost(base, demo, mtnData);
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
  console.log(`\n${size.tx} transactions, ${size.entries} journal entries, ${size.postings} postings, ${CUSTOMERS} customers; database ${size.size}${generatorS === null ? '' : `; generator ${generatorS.toFixed(0)} s`}\n`);
  console.log('| call | p50 ms | p95 ms | calls | body |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.call} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.n} | ${(r.bytes / 1024).toFixed(0)} KB |`);
  console.log(`\n${exportLine}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
