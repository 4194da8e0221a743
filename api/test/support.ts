import { createServer, type AddressInfo } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { configFromEnv, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { PgliteDb } from '../src/db/pglite';
import { PostgresDb } from '../src/db/postgres';
import { seed } from '../src/db/seed';
import { fundWallet } from '../src/modules/ledger/journal';
import { hashPassword } from '../src/modules/auth/passwords';
import { createStaff } from '../src/cli/admin-commands';
import { currentTotp } from '../src/modules/staff/sign-in';
import { createUser } from '../src/modules/users/service';
import { SNAPSHOT_PATH } from './snapshot';
import { checkAnswersAgainstDocument } from './answer-validator';
import { startSandbox, type Sandbox, type SandboxOptions } from './sandbox';

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
  const database = await createTestDatabase(url);
  const db = new PostgresDb(database.url, { max: 30 });
  await migrate(db);
  if (seeded) await seed(db);
  return {
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

/** An empty PostgreSQL database of its own beside `serverUrl`'s (not migrated), and how to drop it. */
export async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `topup_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
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
 * Stands for a value a `beforeAll` makes, so a test file can name it once at the top: reading it
 * before that hook has run throws; after, every property (methods bound) is the value's own.
 */
function madeBeforeAll<T extends object>(name: string, get: () => T | null): T {
  const value = (): T => {
    const made = get();
    if (!made) throw new Error(`${name} exists once the test file's beforeAll has run`);
    return made;
  };
  return new Proxy(Object.create(null) as T, {
    get(_, key) {
      const target = value();
      const property = Reflect.get(target, key, target) as unknown;
      return typeof property === 'function' ? (property as (...args: unknown[]) => unknown).bind(target) : property;
    },
    set: (_, key, property) => Reflect.set(value(), key, property),
    has: (_, key) => Reflect.has(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}

/**
 * How long a fixture may take to open or close its database, sandbox and app. Not a timing goal:
 * on a loaded machine PGlite's start alone can pass Jest's 60 s, and the tests would then fail for it.
 */
const FIXTURE_HOOK_TIMEOUT_MS = 240_000;

/** A migrated database of this test file's own (seeded unless `seeded: false`), opened before its tests and dropped after them. */
export function useTestDb(options: { seeded?: boolean } = {}): { readonly testDb: TestDb } {
  let opened: TestDb | null = null;
  beforeAll(async () => {
    opened = await openTestDb(options);
  }, FIXTURE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.drop();
  }, FIXTURE_HOOK_TIMEOUT_MS);
  return { testDb: madeBeforeAll('testDb', () => opened) };
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'db' | 'config'>> {
  /** Settings over testConfig(); a function of the sandbox's address where they name it. */
  config?: Partial<Config> | ((sandboxUrl: string) => Partial<Config> | Promise<Partial<Config>>);
  /**
   * Starts the provider sandbox (real HTTP) before the app, which then buys from it unless `config`
   * says otherwise. `webhooksToApp`: the sandbox's gateway posts its webhooks to the app, which then
   * listens on a port of its own.
   */
  sandbox?: SandboxOptions & { webhooksToApp?: boolean };
  /**
   * Runs after the file's tests, before the app, the sandbox and the database close (a check of the
   * ledger, closing a second app on the same database). An `afterAll` the file declares after
   * useTestApp() runs only after they have closed: Jest runs hooks in the order they are declared.
   */
  beforeClose?: () => Promise<unknown> | unknown;
}

/**
 * The usual set-up of an API test file: a database of its own, the provider sandbox if asked, and
 * an app on them, opened before its tests and closed after them. Name `app`, `testDb` and `sandbox`
 * at the top of the file; they can be read from its hooks and tests on.
 */
export function useTestApp(options: TestAppOptions = {}): { readonly app: FastifyInstance; readonly testDb: TestDb; readonly sandbox: Sandbox } {
  const { config, sandbox: sandboxOptions, beforeClose, ...appOptions } = options;
  let opened: { app: FastifyInstance; testDb: TestDb; sandbox: Sandbox | null } | null = null;
  beforeAll(async () => {
    const testDb = await openTestDb();
    let sandbox: Sandbox | null = null;
    let apiPort: number | null = null;
    if (sandboxOptions) {
      const { webhooksToApp, ...rest } = sandboxOptions;
      if (webhooksToApp) apiPort = await freePort();
      sandbox = await startSandbox({ ...rest, ...(apiPort ? { webhookUrl: `http://127.0.0.1:${apiPort}/api/v1/webhooks/gateway/` } : {}) });
    }
    const settings = typeof config === 'function' ? await config(sandbox?.url ?? '') : config;
    const app = await testApp(testDb.db, { ...appOptions, config: { ...(sandbox ? { billsProviderUrl: sandbox.url } : {}), ...settings } });
    if (apiPort) await app.listen({ port: apiPort, host: '127.0.0.1' });
    opened = { app, testDb, sandbox };
  }, FIXTURE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    if (opened) await beforeClose?.();
    await opened?.app.close();
    await opened?.sandbox?.app.close();
    await opened?.testDb.drop();
  }, FIXTURE_HOOK_TIMEOUT_MS);
  return {
    app: madeBeforeAll('app', () => opened?.app ?? null),
    testDb: madeBeforeAll('testDb', () => opened?.testDb ?? null),
    sandbox: madeBeforeAll('sandbox (ask useTestApp for one)', () => opened?.sandbox ?? null),
  };
}

/** The 1 GB MTN data plan at ₦260 for 08031234567: the purchase most tests make. */
export const ONE_GB_MTN = { variation_code: 'mtn-1gb-30d', phone_number: '08031234567', amt: 260 };

/** Buys data through the web API as `token`: `packageId`'s 1 GB MTN plan unless `body` says otherwise. */
export function buyData(app: FastifyInstance, packageId: number, token: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/purchase-data/', headers: { ...bearer(token), ...headers }, payload: { package_id: packageId, ...ONE_GB_MTN, ...body } });
}

/** The catalogue's package ids by key (`mtn-data`, `dstv`, ...). */
export async function packageIds(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ id: number; key: string }>('SELECT id, key FROM packages');
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
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
    // Tier 3 unless asked: the daily limits of new customers are tested on their own.
    await tx.query('UPDATE users SET kyc_tier = $2 WHERE id = $1', [userId, options.kycTier ?? 3]);
    if (options.walletNaira) {
      await fundWallet(tx, userId, { eventKey: `test:fund:${tag}`, description: 'Test credit', naira: options.walletNaira });
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
