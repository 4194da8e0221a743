import { createServer, type AddressInfo } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_MESSAGES, toKobo } from '@topup/rules';
import { buildApp, type BuildAppOptions } from '../src/app';
import { configFromEnv, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { PgliteDb } from '../src/db/pglite';
import { PostgresDb } from '../src/db/postgres';
import { seed } from '../src/db/seed';
import { SYSTEM_ACCOUNTS, walletOf } from '../src/modules/ledger/accounts';
import { transfer } from '../src/modules/ledger/journal';
import { hashPassword } from '../src/modules/auth/passwords';
import { createStaff } from '../src/cli/admin-commands';
import { currentTotp } from '../src/modules/staff/sign-in';
import { createUser } from '../src/modules/users/service';
import { SNAPSHOT_PATH } from './snapshot';
import { checkAnswersAgainstDocument } from './answer-validator';

export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDb {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops this file's database. */
  drop(): Promise<void>;
}

/** A migrated database of this test file's own, seeded unless `seeded: false`. */
export async function openTestDb(options: { seeded?: boolean } = {}): Promise<TestDb> {
  const seeded = options.seeded ?? true;
  const url = process.env.TEST_DATABASE_URL;
  if (!url && !seeded) {
    const db = await PgliteDb.open({});
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  if (!url) {
    const db = await PgliteDb.open({ loadDataDir: new Blob([readFileSync(SNAPSHOT_PATH)]) });
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `topup_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = new PostgresDb(target.toString(), { max: 30 });
  await migrate(db);
  if (seeded) await seed(db);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    jwtSecret: 'test-secret-for-jest-only-0123456789',
    providerTimeoutMs: 2_000,
    requeryDelayMs: 30_000,
    requeryMaxDelayMs: 10 * 60_000,
    logLevel: 'silent',
    ...overrides,
  };
}

/**
 * Where test clocks start: a fixed Lagos morning (09:00 WAT), so a test that moves its clock by
 * hours stays on the day it began whatever the hour the suite runs.
 */
export const TEST_CLOCK_START = new Date('2026-06-10T08:00:00Z');

/** Waits on a condition (never a fixed sleep): checks it every 10 ms, fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A clock tests move by hand. */
export function manualClock(start = TEST_CLOCK_START) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
      return new Date(now);
    },
  };
}

export async function testApp(
  db: Db,
  options: Partial<Omit<BuildAppOptions, 'db' | 'config'>> & { config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const { config, ...rest } = options;
  const app = await buildApp({ db, config: testConfig(config), logger: process.env.TEST_LOG ? { level: "error" } : false, ...rest });
  if (process.env.CHECK_ANSWERS !== '0') checkAnswersAgainstDocument(app, (problem) => undocumentedAnswers.push(problem));
  await app.ready();
  return app;
}

/**
 * The usual set-up of an API test file: a database of its own and an app on it, opened before its
 * tests and closed after them. Read `app` and `testDb` inside tests and hooks (they exist from then on).
 */
export function useTestApp(options: Parameters<typeof testApp>[1] = {}): { readonly app: FastifyInstance; readonly testDb: TestDb } {
  let opened: { app: FastifyInstance; testDb: TestDb } | null = null;
  beforeAll(async () => {
    const testDb = await openTestDb();
    opened = { testDb, app: await testApp(testDb.db, options) };
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.testDb.drop();
  });
  const get = () => {
    if (!opened) throw new Error('useTestApp: the app exists once its beforeAll has run');
    return opened;
  };
  return {
    get app() {
      return get().app;
    },
    get testDb() {
      return get().testDb;
    },
  };
}

/**
 * Answers of the test's apps that their OpenAPI document does not describe (status or body): each
 * fails the test that provoked it. CHECK_ANSWERS=0 turns the check off.
 */
export const undocumentedAnswers: string[] = [];
function failOnUndocumentedAnswers(): void {
  const found = undocumentedAnswers.splice(0);
  if (found.length > 0) throw new Error(`answers not as the OpenAPI document says:\n${[...new Set(found)].join('\n')}`);
}
if (typeof afterEach === 'function') {
  afterEach(failOnUndocumentedAnswers);
  afterAll(failOnUndocumentedAnswers);
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** A customer with an opening wallet credit posted through the ledger. */
export async function createTestUser(
  db: Db,
  options: { walletNaira?: number; referredBy?: number; kycTier?: 1 | 2 | 3 } = {},
): Promise<TestUser> {
  const tag = randomUUID().slice(0, 12);
  const user = { email: `user-${tag}@example.com`, password: `Pass-${tag}` };
  const passwordHash = await hashPassword(user.password);
  const id = await db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      username: `user_${tag}`,
      email: user.email,
      passwordHash,
      firstName: 'Test',
      lastName: 'Customer',
      phoneNo: `080${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      referredBy: options.referredBy ?? null,
    });
    // Tier 3 unless asked (issue 25): the daily limits of new customers are tested on their own.
    await tx.query('UPDATE users SET kyc_tier = $2 WHERE id = $1', [userId, options.kycTier ?? 3]);
    if (options.walletNaira) {
      await transfer(tx, {
        eventKey: `test:fund:${tag}`,
        description: 'Test credit',
        from: SYSTEM_ACCOUNTS.fundingEquity,
        to: walletOf(userId),
        amountKobo: toKobo(options.walletNaira),
        insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
      });
    }
    return userId;
  });
  return { id, ...user };
}

export async function loginToken(app: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.access as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new customer (createTestUser's options), signed in: its row and an access token. */
export async function signedInCustomer(app: FastifyInstance, db: Db, options: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser & { token: string }> {
  const user = await createTestUser(db, options);
  return { ...user, token: await loginToken(app, user) };
}

/** A new staff member of `role`, signed in with the password and the authenticator's code at `now`: its row and an access token. */
export async function signedInStaff(app: FastifyInstance, db: Db, role: 'support' | 'admin' | 'release', now = new Date()): Promise<TestUser & { token: string }> {
  const user = await createTestUser(db);
  await createStaff(db, user.email, role);
  const start = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login/', payload: { email: user.email, password: user.password } });
  const { challenge, setup } = start.json().data as { challenge: string; setup: { secret: string } };
  const code = currentTotp(user.email.toLowerCase(), setup.secret, now);
  const finish = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/totp/', payload: { challenge, code } });
  if (finish.statusCode !== 200) throw new Error(`staff sign-in failed: ${finish.statusCode} ${finish.body}`);
  return { ...user, token: finish.json().data.access as string };
}

export async function walletNaira(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) });
  return res.json().data.wallet_balance as number;
}

/** Says so in the output when PostgreSQL-only tests are skipped. */
export function describeOnPostgres(name: string, fn: () => void): void {
  if (ON_POSTGRES) {
    describe(name, fn);
  } else {
    describe.skip(`${name} (skipped: set TEST_DATABASE_URL to run on real PostgreSQL)`, fn);
  }
}

/** A TCP port nothing listens on now (for a server that must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
