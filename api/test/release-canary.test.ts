import type { AddressInfo } from 'node:net';
import { createStaff, runAdminCommand } from '../src/cli/admin-commands';
import { createHash } from 'node:crypto';
import { previewKey, verifyPreview } from '../src/modules/releases/preview';
import { currentTotp } from '../src/modules/staff/sign-in';
import { runCli } from '../../deploy/src/cli';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, createTestUser, useTestApp } from './support';

/*
 * Canary and preview through the release API (ADR 0022): the promote scope, every
 * step in the history and the audit log, refusals that change nothing, the CLI's commands.
 */
/** Where the web app lives (APP_ORIGIN): preview links open it, not the API. */
const appOrigin = 'https://topup.test';
let ci: string;
let stable: string;
let next: string;

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function releaseToken(name: string, targets: string, actions: string): Promise<string> {
  return (await runAdminCommand(testDb.db, ['create-release-token', name, targets, actions])).split('\n').at(-1)!;
}
const publish = async (token: string, target: string, build = fakeBuild(target)) =>
  (await call(token, 'POST', `releases/${target}/publish/`, { files: uploadOf(build) })).json().data.version as string;

const canaryRow = async () => (await testDb.db.query<{ version: string; percent: number }>("SELECT version, percent FROM release_canaries WHERE target = 'bills'")).rows[0] ?? null;
const liveOf = async (target: string) => (await testDb.db.query<{ version: string }>('SELECT version FROM release_live WHERE target = $1', [target])).rows[0]?.version ?? null;
const audit = async () =>
  (await testDb.db.query<{ action: string; staff_id: number | null; after: Record<string, unknown> }>("SELECT action, staff_id, after FROM audit_log WHERE target = 'release:bills' ORDER BY id")).rows;

const { app, testDb } = useTestApp({ config: { appOrigin } });
beforeAll(async () => {
  ci = await releaseToken('ci', 'shell,bills', 'publish,promote');
  await publish(ci, 'shell');
  stable = await publish(ci, 'bills');
  next = await publish(ci, 'bills', fakeBuild('bills', { body: 'next' }));
});

describe('a canary through the release API', () => {
  it('starts, widens and aborts, each step in the history and audited; a publish-only token is refused (403)', async () => {
    const publishOnly = await releaseToken('publisher', 'bills', 'publish');
    const refused = await call(publishOnly, 'POST', 'releases/bills/canary/', { version: next, percent: 10 });
    expect(refused.statusCode).toBe(403);
    expect(await canaryRow()).toBeNull();

    const started = await call(ci, 'POST', 'releases/bills/canary/', { version: next, percent: 10 });
    expect(started.json()).toEqual({ message: `bills: ${next} is the canary for 10 % of signed-in customers`, data: { target: 'bills', stable, version: next, percent: 10, from: 0 } });
    const widened = await call(ci, 'POST', 'releases/bills/canary/', { version: next, percent: 25 });
    expect(widened.json().data).toEqual({ target: 'bills', stable, version: next, percent: 25, from: 10 });
    expect(await canaryRow()).toEqual({ version: next, percent: 25 });

    const status = (await call(ci, 'GET', 'releases/')).json().data.remotes.bills;
    expect(status.canary).toEqual({ version: next, percent: 25, since: expect.any(String), by: 'token:ci' });
    expect(status.live).toBe(stable);
    expect(status.versions[next].integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(status.versions[next].entryIntegrity).toMatch(/^sha384-/);

    const aborted = await call(ci, 'POST', 'releases/bills/canary/abort/');
    expect(aborted.json().data).toEqual({ target: 'bills', stable, version: next, percent: 0, from: 25 });
    expect(await canaryRow()).toBeNull();
    expect(await liveOf('bills')).toBe(stable);
    expect((await audit()).slice(-3).map((row) => [row.action, row.after.percent, row.after.by])).toEqual([
      ['release.canary', 10, 'token:ci'],
      ['release.canary', 25, 'token:ci'],
      ['release.canary-abort', 0, 'token:ci'],
    ]);
    const history = (await call(ci, 'GET', 'releases/')).json().data.remotes.bills.history.slice(-3);
    expect(history.map((entry: { action: string; percent?: number }) => [entry.action, entry.percent])).toEqual([['canary', 10], ['canary', 25], ['canary-abort', 0]]);
  });

  it('refuses what makes no sense, changing nothing: unknown version (404), the live version, 0 %, the shell, a second canary (409), abort without one (404)', async () => {
    expect((await call(ci, 'POST', 'releases/bills/canary/', { version: '0.1.0-0000000000', percent: 10 })).statusCode).toBe(404);
    expect((await call(ci, 'POST', 'releases/bills/canary/', { version: stable, percent: 10 })).json().message).toBe(`bills: ${stable} is already live for everyone`);
    expect((await call(ci, 'POST', 'releases/bills/canary/', { version: next, percent: 0 })).statusCode).toBe(400);
    expect((await call(ci, 'POST', 'releases/shell/canary/', { version: next, percent: 5 })).json().message).toMatch(/^shell: canaries are for remotes/);
    expect((await call(ci, 'POST', 'releases/bills/canary/abort/')).statusCode).toBe(404);
    const third = await publish(ci, 'bills', fakeBuild('bills', { body: 'third' }));
    expect((await call(ci, 'POST', 'releases/bills/canary/', { version: next, percent: 5 })).statusCode).toBe(200);
    const second = await call(ci, 'POST', 'releases/bills/canary/', { version: third, percent: 5 });
    expect(second.statusCode).toBe(409);
    expect(await canaryRow()).toEqual({ version: next, percent: 5 });
    expect((await call(ci, 'POST', 'releases/bills/canary/abort/')).statusCode).toBe(200);
  });

  it('complete makes the canary live (a promote, in the trail); a promote of another version ends a running canary, recorded', async () => {
    await call(ci, 'POST', 'releases/bills/canary/', { version: next, percent: 50 });
    const completed = await call(ci, 'POST', 'releases/bills/canary/complete/');
    expect(completed.json()).toEqual({ message: `bills: ${next} is live`, data: { target: 'bills', from: stable, to: next } });
    expect(await canaryRow()).toBeNull();
    expect((await call(ci, 'GET', 'releases/')).json().data.remotes.bills.trail.slice(-2)).toEqual([stable, next]);
    expect((await audit()).at(-1)!.action).toBe('release.promote');

    await call(ci, 'POST', 'releases/bills/canary/', { version: stable, percent: 20 });
    expect((await call(ci, 'POST', 'releases/bills/rollback/', {})).statusCode).toBe(200);
    expect(await canaryRow()).toBeNull();
    expect((await audit()).slice(-2).map((row) => row.action)).toEqual(['release.rollback', 'release.canary-abort']);
  });
});

describe('the table of every file’s digest (chunks are verified with it)', () => {
  const sri = (content: Buffer) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

  it('publish stores beside a remote version the SHA-384 of each of its files, the table’s own digest in the registry entry', async () => {
    const build = fakeBuild('bills', { body: 'digests' });
    const version = await publish(ci, 'bills', build);
    const files = (await call(null, 'GET', `releases/feed/bills/${version}/`)).json() as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([...build.keys(), 'release-digests.json'].sort());
    const table = (await call(null, 'GET', `releases/feed/files/${files['release-digests.json']}`)).rawPayload;
    expect(JSON.parse(table.toString('utf8'))).toEqual({ files: Object.fromEntries([...build].map(([path, content]) => [path, sri(content)])) });
    const info = (await call(ci, 'GET', 'releases/')).json().data.remotes.bills.versions[version];
    expect(info.digestsIntegrity).toBe(sri(table));
    expect(info.digestsIntegrity).not.toBe(info.integrity);
  });

  it('a build that carries a file of that name itself is refused (400), nothing stored', async () => {
    const build = fakeBuild('bills', { body: 'forged table' });
    build.set('release-digests.json', Buffer.from('{"files":{}}'));
    const versions = async () => Number((await testDb.db.query<{ n: string }>("SELECT count(*) AS n FROM release_versions WHERE target = 'bills'")).rows[0]!.n);
    const before = await versions();
    const refused = await call(ci, 'POST', 'releases/bills/publish/', { files: uploadOf(build) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/may not contain release-digests\.json/);
    expect(await versions()).toBe(before);
  });
});

describe('preview links', () => {
  it('a release token gets a signed one-hour link for a published version (audited); an unknown version is refused (404)', async () => {
    const answer = await call(ci, 'POST', 'releases/bills/preview/', { version: next });
    expect(answer.statusCode).toBe(200);
    const { path, url, expiresAt } = answer.json().data;
    expect(url).toBe(`${appOrigin}${path}`);
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    const check = verifyPreview(previewKey({}), token, new Date());
    expect(check).toEqual({ ok: true, preview: { target: 'bills', version: next, expiresAt: new Date(expiresAt) } });
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await audit()).at(-1)).toEqual(expect.objectContaining({ action: 'release.preview', after: expect.objectContaining({ version: next, by: 'token:ci' }) }));
    expect((await call(ci, 'POST', 'releases/bills/preview/', { version: '0.1.0-0000000000' })).statusCode).toBe(404);
  });

  it('the Releases screen: a release manager starts a canary and gets a preview link, under their name; support is refused', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'release');
    const start = (await call(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
    const finish = await call(null, 'POST', 'admin/auth/totp/', { challenge: start.challenge, code: currentTotp(user.email.toLowerCase(), start.setup.secret, new Date()) });
    const manager = finish.json().data.access as string;
    const live = (await liveOf('bills'))!;
    const other = live === stable ? next : stable;
    const started = await call(manager, 'POST', 'admin/releases/bills/canary/', { version: other, percent: 10 });
    expect(started.json().data).toEqual({ target: 'bills', stable: live, version: other, percent: 10, from: 0 });
    expect((await audit()).at(-1)).toEqual(expect.objectContaining({ action: 'release.canary', staff_id: expect.any(Number), after: expect.objectContaining({ by: `staff:${user.email}` }) }));
    const link = await call(manager, 'POST', 'admin/releases/bills/preview/', { version: other });
    expect(link.json().data.path).toMatch(/^\/preview\?token=[\w-]+\.[\w-]+$/);
    expect((await call(manager, 'POST', 'admin/releases/bills/canary/abort/')).json().data.percent).toBe(0);

    const supportUser = await createTestUser(testDb.db);
    await createStaff(testDb.db, supportUser.email, 'support');
    const s = (await call(null, 'POST', 'admin/auth/login/', { email: supportUser.email, password: supportUser.password })).json().data;
    const sFinish = await call(null, 'POST', 'admin/auth/totp/', { challenge: s.challenge, code: currentTotp(supportUser.email.toLowerCase(), s.setup.secret, new Date()) });
    expect((await call(sFinish.json().data.access, 'POST', 'admin/releases/bills/canary/', { version: other, percent: 10 })).statusCode).toBe(403);
    // The staff session's token says so: web servers give staff the stable versions.
    const claims = JSON.parse(Buffer.from(manager.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.stf).toBe(1);
  });
});

describe('npm run release -- canary / preview', () => {
  it('canary <remote> <version> <percent>, status, canary <remote> abort, and preview printing the link on its last line', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cli = (...args: string[]) => runCli([...args, '--server', server, '--token', ci], {});
    const live = (await liveOf('bills'))!;
    const other = live === stable ? next : stable;
    expect(await cli('canary', 'bills', other, '10')).toBe(`bills: ${other} is the canary for 10 % of signed-in customers (was 0 %; stable ${live})`);
    expect(await cli('status')).toContain(`  canary ${other} for 10 % of signed-in customers`);
    expect(await cli('canary', 'bills', 'abort')).toBe(`bills: canary of ${other} aborted; everyone gets ${live} at their next load`);
    await expect(cli('canary', 'bills', other, '0')).rejects.toThrow(/whole number from 1 to 100/);
    // --server is the API itself here: the link still opens the web app (APP_ORIGIN), never the API.
    const printed = await cli('preview', 'bills', other);
    const link = printed.split('\n').at(-1)!;
    expect(link).toMatch(new RegExp(`^${appOrigin}/preview\\?token=[\\w-]+\\.[\\w-]+$`));
    expect(link.startsWith(server)).toBe(false);
    const token = new URL(link).searchParams.get('token')!;
    expect(verifyPreview(previewKey({}), token, new Date())).toMatchObject({ ok: true, preview: { target: 'bills', version: other } });
  });
});
