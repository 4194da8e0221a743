import pg from 'pg';
import { API_MESSAGES } from '@topup/rules';
import { runAdminCommand } from '../src/cli/admin-commands';
import type { PostgresDb } from '../src/db/postgres';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, describeOnPostgres, signedInStaff, until, useTestApp } from './support';

/*
 * The release API (ADR 0018): release tokens scoped to targets and actions, the
 * platform checks on the server, one audit row per change, races answered 409, and the
 * Releases screen's routes for release managers and admins only.
 */

const { app, testDb } = useTestApp({ config: { releaseUploadLimitBytes: 64 * 1024 } });

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** `npm run admin -- create-release-token ...`: the token is the last line printed. */
async function releaseToken(name: string, targets: string, actions: string): Promise<string> {
  const printed = await runAdminCommand(testDb.db, ['create-release-token', name, targets, actions]);
  return printed.split('\n').at(-1)!;
}

const publish = (token: string, target: string, build = fakeBuild(target), promote?: boolean) =>
  call(token, 'POST', `releases/${target}/publish/`, { files: uploadOf(build), ...(promote === undefined ? {} : { promote }) });

const liveOf = async (target: string) =>
  (await testDb.db.query<{ version: string }>('SELECT version FROM release_live WHERE target = $1', [target])).rows[0]?.version ?? null;

const releaseAudit = async (target: string) =>
  (await testDb.db.query<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
    'SELECT action, staff_id, before, after FROM audit_log WHERE target = $1 ORDER BY id',
    [`release:${target}`],
  )).rows;

async function staffToken(role: 'support' | 'admin' | 'release') {
  const staff = await signedInStaff(app, testDb.db, role);
  return { token: staff.token, email: staff.email };
}

describe('release tokens', () => {
  let ciBills: string;
  beforeAll(async () => {
    const shell = await releaseToken('shell-ci', 'shell', 'publish,promote');
    expect((await publish(shell, 'shell')).statusCode).toBe(200);
    ciBills = await releaseToken('bills-ci', 'bills', 'publish,promote');
  });

  it('a bills token publishes bills (the first version goes live), and is refused shop and the shell with 403, changing nothing', async () => {
    const first = await publish(ciBills, 'bills');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ version: expect.stringMatching(/^0\.1\.0-[0-9a-f]{10}$/), created: true, live: true });

    const shellBefore = await liveOf('shell');
    for (const refused of [await publish(ciBills, 'shop'), await publish(ciBills, 'shell', fakeBuild('shell', { body: 'two' })), await call(ciBills, 'POST', 'releases/shell/rollback/', {})]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/release token "bills-ci" is not for (shop|shell)/);
    }
    expect(await liveOf('shop')).toBeNull();
    expect(await liveOf('shell')).toBe(shellBefore);
  });

  it('a publish-only token may not promote (403); an unknown or revoked token gets 401', async () => {
    const publishOnly = await releaseToken('bills-publisher', 'bills', 'publish');
    const second = await publish(publishOnly, 'bills', fakeBuild('bills', { body: 'publish-only' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.live).toBe(false);
    const promote = await call(publishOnly, 'POST', 'releases/bills/promote/', { version: second.json().data.version });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toMatch(/may not promote/);

    expect((await call('rt_nonsense', 'GET', 'releases/')).statusCode).toBe(401);
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM release_tokens WHERE name = 'bills-publisher'`);
    const admin = await staffToken('admin');
    expect((await call(admin.token, 'POST', `admin/release-tokens/${rows[0]!.id}/revoke/`)).statusCode).toBe(200);
    const revoked = await publish(publishOnly, 'bills', fakeBuild('bills', { body: 'after revoke' }));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('This release token is not valid or has been revoked.');
  });

  it('promote and rollback are audited with who, from, to, forced and address, in the history too', async () => {
    const before = await liveOf('bills');
    const next = (await publish(ciBills, 'bills', fakeBuild('bills', { body: 'audited' }))).json().data.version as string;
    expect((await call(ciBills, 'POST', 'releases/bills/promote/', { version: next })).statusCode).toBe(200);
    expect(await liveOf('bills')).toBe(next);
    const back = await call(ciBills, 'POST', 'releases/bills/rollback/', {});
    expect(back.json().data).toEqual({ target: 'bills', from: next, to: before });
    expect(await liveOf('bills')).toBe(before);

    const audit = await releaseAudit('bills');
    expect(audit.slice(-3)).toEqual([
      { action: 'release.publish', staff_id: null, before: { version: null }, after: { version: next, forced: false, by: 'token:bills-ci', address: '127.0.0.1' } },
      { action: 'release.promote', staff_id: null, before: { version: before }, after: { version: next, forced: false, by: 'token:bills-ci', address: '127.0.0.1' } },
      { action: 'release.rollback', staff_id: null, before: { version: next }, after: { version: before, forced: false, by: 'token:bills-ci', address: '127.0.0.1' } },
    ]);
    const status = (await call(ciBills, 'GET', 'releases/')).json().data;
    expect(status.remotes.bills.history.at(-1)).toEqual(expect.objectContaining({ action: 'rollback', version: before, from: next, by: 'token:bills-ci' }));
  });

  it('the server refuses a remote built for another platform major or MF runtime, in words, unless forced (recorded)', async () => {
    const before = await liveOf('bills');
    const major = (await publish(ciBills, 'bills', fakeBuild('bills', { platform: '4.0.0' }))).json().data.version;
    const refused = await call(ciBills, 'POST', 'releases/bills/promote/', { version: major });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('bills: built against @topup/platform 4.0.0, but the live shell provides 3.1.0 (major versions differ)');
    const runtime = (await publish(ciBills, 'bills', fakeBuild('bills', { runtime: '2.10.0' }))).json().data.version;
    const refusedRuntime = await call(ciBills, 'POST', 'releases/bills/promote/', { version: runtime });
    expect(refusedRuntime.json().message).toBe('bills: built with the MF runtime 2.10.0, but the live shell provides 2.9.0');
    expect(await liveOf('bills')).toBe(before);

    expect((await call(ciBills, 'POST', 'releases/bills/promote/', { version: major, force: true })).statusCode).toBe(200);
    expect((await releaseAudit('bills')).at(-1)!.after).toEqual(expect.objectContaining({ version: major, forced: true }));
    expect((await call(ciBills, 'POST', 'releases/bills/rollback/', {})).statusCode).toBe(200);
  });

  it('a promote that expected another live version gets 409 and changes nothing', async () => {
    const live = await liveOf('bills');
    const other = (await publish(ciBills, 'bills', fakeBuild('bills', { body: 'stale screen' }))).json().data.version;
    const stale = await call(ciBills, 'POST', 'releases/bills/promote/', { version: other, expected: 'bills-that-was' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^bills: the live version is now .* nothing was changed/);
    expect(await liveOf('bills')).toBe(live);
  });

  it('an upload over the size limit is refused (413) and nothing is stored', async () => {
    const versions = await testDb.db.query('SELECT 1 FROM release_versions');
    const big = await publish(ciBills, 'bills', fakeBuild('bills', { padding: 70 * 1024 }));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(API_MESSAGES.bodyTooLarge(64));
    expect((await testDb.db.query('SELECT 1 FROM release_versions')).rowCount).toBe(versions.rowCount);
  });

  it('versions, their files and the history cannot be changed', async () => {
    await expect(testDb.db.query(`UPDATE release_versions SET size = 0`)).rejects.toThrow(/immutable/);
    await expect(testDb.db.query(`DELETE FROM release_history`)).rejects.toThrow(/immutable/);
    await expect(testDb.db.query(`UPDATE release_files SET content = '\\x00'`)).rejects.toThrow(/immutable/);
  });
});

describe('the Releases screen API', () => {
  it('support is refused (403); a release manager promotes and rolls back, audited under their name; tokens are for admins', async () => {
    const support = await staffToken('support');
    expect((await call(support.token, 'GET', 'admin/releases/')).statusCode).toBe(403);
    const manager = await staffToken('release');
    const registry = (await call(manager.token, 'GET', 'admin/releases/')).json().data;
    const live = registry.remotes.bills.live as string;
    const other = Object.keys(registry.remotes.bills.versions).find((version) => version !== live && registry.remotes.bills.versions[version].platformVersion === '3.1.0' && registry.remotes.bills.versions[version].federationRuntime === '2.9.0')!;
    const promoted = await call(manager.token, 'POST', 'admin/releases/bills/promote/', { version: other, expected: live });
    expect(promoted.json()).toEqual({ message: `bills: ${other} is live`, data: { target: 'bills', from: live, to: other } });
    const back = await call(manager.token, 'POST', 'admin/releases/bills/rollback/', { expected: other });
    expect(back.json()).toEqual({ message: `bills: rolled back to ${live}`, data: { target: 'bills', from: other, to: live } });
    expect((await releaseAudit('bills')).at(-1)).toEqual(
      expect.objectContaining({ action: 'release.rollback', staff_id: expect.any(Number), after: expect.objectContaining({ by: `staff:${manager.email}` }) }),
    );
    expect((await call(manager.token, 'GET', 'admin/release-tokens/')).statusCode).toBe(403);
    expect((await call(manager.token, 'GET', 'admin/overview/')).statusCode).toBe(403);
  });

  it('promoting the live version answers as before, changes nothing, and is still audited (a staff action always is)', async () => {
    const manager = await staffToken('release');
    const live = (await liveOf('bills'))!;
    const history = async () => (await testDb.db.query('SELECT count(*)::int AS n FROM release_history')).rows[0];
    const historyBefore = await history();
    const again = await call(manager.token, 'POST', 'admin/releases/bills/promote/', { version: live });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: { message: `bills: ${live} is live`, data: { target: 'bills', from: live, to: live } } });
    expect(await history()).toEqual(historyBefore);
    expect((await releaseAudit('bills')).at(-1)).toEqual(
      expect.objectContaining({ action: 'release.promote', before: { version: live }, after: expect.objectContaining({ version: live, unchanged: true, by: `staff:${manager.email}` }) }),
    );
  });
});

describeOnPostgres('two promotes of one remote at once', () => {
  it('one wins, the other gets 409 and changes nothing', async () => {
    const token = await releaseToken('race', 'shop', 'publish,promote');
    await publish(token, 'shop', fakeBuild('shop'));
    const a = (await publish(token, 'shop', fakeBuild('shop', { body: 'a' }))).json().data.version;
    const b = (await publish(token, 'shop', fakeBuild('shop', { body: 'b' }))).json().data.version;
    // Both promotes read the same live version, then meet at its row: held here until both wait.
    const holder = new pg.Client({ connectionString: (testDb.db as PostgresDb).connectionString });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM release_live WHERE target = 'shop' FOR UPDATE`);
      const both = Promise.all([a, b].map((version) => call(token, 'POST', 'releases/shop/promote/', { version })));
      await until(async () => {
        // Inside the holder's transaction the activity view is a snapshot: taken anew each time.
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0]!.n >= 2;
      }, 30_000);
      await holder.query('COMMIT');
      const answers = await both;
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json().message).toBe('shop: another release changed the live version meanwhile; nothing was changed. Reload and try again.');
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      expect(await liveOf('shop')).toBe(winner.json().data.to);
      const promotes = (await releaseAudit('shop')).filter((row) => row.action === 'release.promote');
      expect(promotes.at(-1)!.after).toEqual(expect.objectContaining({ version: winner.json().data.to }));
      expect(promotes.filter((row) => (row.after as { version: string }).version === loser.json().data?.to)).toEqual([]);
    } finally {
      await holder.end();
    }
  });
});
