import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { createTestUser, useTestDb } from '../../../test/support';
import { changePassword } from '../profile/service';
import { resetPassword } from './password-reset';
import { registerUser } from './register';

/*
 * argon2 costs ~50 ms of CPU: run inside a transaction it holds row locks and a pooled connection
 * that long. We watch (call through, nothing replaced) when hashes run relative to open transactions.
 */
const mockArgon2 = { onHash: () => {} };
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual('@node-rs/argon2');
  return { ...actual, hash: (...args: unknown[]) => (mockArgon2.onHash(), actual.hash(...args)) };
});

/** The database, with a record of each statement and whether a transaction was open. */
function tracked(db: Db) {
  let open = 0;
  const statements: { sql: string; inTransaction: boolean }[] = [];
  const record = (q: Queryable, inTransaction: boolean): Queryable => ({
    query: (sql, params) => (statements.push({ sql, inTransaction }), q.query(sql, params)),
    exec: (sql) => q.exec(sql),
  });
  const plain = record(db, false);
  const wrapped: Db = {
    kind: db.kind,
    ...plain,
    transaction: (fn) =>
      db.transaction(async (tx) => {
        open += 1;
        try {
          return await fn(record(tx, true));
        } finally {
          open -= 1;
        }
      }),
    session: (fn) => db.session((conn) => fn(record(conn, false))),
    close: () => db.close(),
  };
  return { db: wrapped, statements, inTransaction: () => open > 0 };
}

const { testDb } = useTestDb();
let hashesInTransaction: boolean[];
let t: ReturnType<typeof tracked>;
beforeEach(() => {
  t = tracked(testDb.db);
  hashesInTransaction = [];
  mockArgon2.onHash = () => void hashesInTransaction.push(t.inTransaction());
});

it('register/ hashes the password before its transaction opens', async () => {
  const tag = Math.random().toString(36).slice(2, 10);
  await registerUser(t.db, {
    first_name: 'Ada',
    last_name: 'Obi',
    email: `ada.${tag}@example.com`,
    phone_no: `0705${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'Strong-pass-1',
    password2: 'Strong-pass-1',
  });
  expect(hashesInTransaction).toEqual([false]);
});

it('change-password/ hashes outside its transaction', async () => {
  const user = await createTestUser(testDb.db);
  hashesInTransaction = [];
  const limit = { max: 5, windowMs: 60_000 };
  await changePassword(t.db, { userId: user.id, jti: '00000000-0000-0000-0000-000000000000' }, {
    old_password: user.password,
    new_password: 'Changed-pass-1',
  }, { now: new Date(), limit });
  expect(hashesInTransaction).toEqual([false]);
});

it('reset_password/ hashes outside its transaction and revokes the sessions inside it', async () => {
  const user = await createTestUser(testDb.db);
  const now = new Date();
  const token = 'a-reset-token-for-this-test';
  await testDb.db.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, request_job_id, created_at, expires_at)
     VALUES ($1, $2, (SELECT COALESCE(MAX(request_job_id), 0) + 1 FROM password_reset_tokens), $3, $4)`,
    [user.id, createHash('sha256').update(token).digest('hex'), now, new Date(now.getTime() + 60_000)],
  );
  hashesInTransaction = [];
  await resetPassword({ db: t.db, now }, {
    password_token: token,
    new_password: 'Reset-pass-1',
    confirm_new_password: 'Reset-pass-1',
  });
  expect(hashesInTransaction).toEqual([false]);
  const revokes = t.statements.filter((s) => /UPDATE sessions/.test(s.sql));
  expect(revokes).toEqual([expect.objectContaining({ inTransaction: true })]);
});
