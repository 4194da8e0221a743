import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseStore, type RemoteMeta } from './registry';

let root: string;
let store: ReleaseStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'topup-registry-test-'));
  store = new ReleaseStore(join(root, 'release'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const metaOf = (name: string): RemoteMeta => ({
  name,
  area: name === 'admin' ? '/admin' : '/dashboard',
  paths: [name === 'admin' ? '/admin' : `/dashboard/${name}`],
  nav: [],
  widgets: [],
  exposes: { './routes': './src/routes.tsx' },
});

/** A minimal remote build: build-info.json plus the MF manifest the factory emits. */
function fakeBuild(
  name: string,
  { platformVersion = '1.0.0', content = name, container = `topup_${name}`, federationRuntime = undefined as string | undefined } = {},
) {
  const dist = join(root, 'dist', `${name}-${content}-${platformVersion}-${federationRuntime ?? 'unrecorded'}`);
  mkdirSync(dist, { recursive: true });
  const remote = name === 'shell' ? undefined : metaOf(name);
  writeFileSync(
    join(dist, 'build-info.json'),
    JSON.stringify({ kind: name === 'shell' ? 'shell' : 'remote', name, version: '0.1.0', platformVersion, federationRuntime, buildLabel: '', inputHash: null, remote }),
  );
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: container }));
  writeFileSync(join(dist, 'remoteEntry.js'), content);
  return dist;
}

test('publish records the container name the build really has, beside the human name', () => {
  const { version } = store.publish('history', fakeBuild('history'));
  const info = store.read().remotes.history!.versions[version]!;
  expect(info.container).toBe('topup_history');
  expect(info.manifest).toBe(`/store/remotes/history/${version}/mf-manifest.json`);
});

describe('promote', () => {
  it('refuses a shell for another platform major than the live remotes unless forced', () => {
    store.promote('bills', store.publish('bills', fakeBuild('bills')).version);
    const shellV1 = store.publish('shell', fakeBuild('shell')).version;
    store.promote('shell', shellV1);
    const shellV2 = store.publish('shell', fakeBuild('shell', { platformVersion: '2.0.0', content: 'v2' })).version;

    expect(() => store.promote('shell', shellV2)).toThrow(/major versions differ/);
    expect(store.read().shell.live).toBe(shellV1);

    store.promote('shell', shellV2, { force: true });
    expect(store.read().shell.live).toBe(shellV2);
    expect(store.read().shell.history.at(-1)).toMatchObject({ action: 'promote', version: shellV2, forced: true });
    // The remotes then follow the new major without force.
    const billsV2 = store.publish('bills', fakeBuild('bills', { platformVersion: '2.0.0', content: 'v2' })).version;
    store.promote('bills', billsV2);
    expect(store.read().remotes.bills!.live).toBe(billsV2);
  });
});

describe('rollback', () => {
  it('refuses to bring back a remote built for another platform major than the live shell', () => {
    const billsV1 = store.publish('bills', fakeBuild('bills', { platformVersion: '1.0.0' })).version;
    const billsV2 = store.publish('bills', fakeBuild('bills', { platformVersion: '2.0.0', content: 'v2' })).version;
    const shellV2 = store.publish('shell', fakeBuild('shell', { platformVersion: '2.0.0' })).version;
    // Before any shell is live a remote may go live whatever its platform.
    store.promote('bills', billsV1);
    store.promote('bills', billsV2);
    store.promote('shell', shellV2);

    expect(() => store.rollback('bills')).toThrow(/major versions differ/);
    expect(store.read().remotes.bills!.live).toBe(billsV2);
    expect(store.read().remotes.bills!.trail).toEqual([billsV1, billsV2]);
  });

  it('steps back to the previous version when it is compatible', () => {
    const v1 = store.publish('history', fakeBuild('history')).version;
    const v2 = store.publish('history', fakeBuild('history', { content: 'v2' })).version;
    store.promote('history', v1);
    store.promote('history', v2);
    expect(store.rollback('history')).toBe(v1);
    expect(store.read().remotes.history!.live).toBe(v1);
  });
});

describe('the registry lock', () => {
  const cli = join(__dirname, 'cli.ts');
  const tsx = require.resolve('tsx/cli');

  /** `npm run release -- <args>` against this test's store, in its own process. */
  function releaseCommand(args: string[]) {
    const child = spawn(process.execPath, [tsx, cli, ...args], { env: { ...process.env, RELEASE_DIR: store.root } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  it('makes a second command wait until the first is done, so no update is lost', async () => {
    const { version } = store.publish('history', fakeBuild('history'));
    writeFileSync(store.lockFile, 'another command');
    const promote = releaseCommand(['promote', 'history', version]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(store.read().remotes.history!.live).toBeNull();
    rmSync(store.lockFile);
    const { code, output } = await promote;
    expect({ code, output }).toEqual({ code: 0, output: `history: ${version} is live\n` });
    expect(store.read().remotes.history!.live).toBe(version);
  }, 30_000);

  it('takes over a lock left by a command that died', () => {
    const { version } = store.publish('history', fakeBuild('history'));
    writeFileSync(store.lockFile, 'a dead command');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(store.lockFile, longAgo, longAgo);
    store.promote('history', version);
    expect(store.read().remotes.history!.live).toBe(version);
    expect(existsSync(store.lockFile)).toBe(false);
  });

  it('lets parallel commands all land', async () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const versions = names.map((name) => store.publish(name, fakeBuild(name)).version);
    const results = await Promise.all(names.map((name, index) => releaseCommand(['promote', name, versions[index]!])));
    expect(results.map((result) => result.code)).toEqual(names.map(() => 0));
    const registry = store.read();
    expect(names.map((name) => registry.remotes[name]!.live)).toEqual(versions);
  }, 60_000);
});

describe('platform minor versions', () => {
  it('refuses a remote that needs a newer platform minor than the live shell provides, and takes it once the shell has it', () => {
    store.promote('shell', store.publish('shell', fakeBuild('shell', { platformVersion: '1.1.0' })).version);
    const bills = store.publish('bills', fakeBuild('bills', { platformVersion: '1.2.0', content: 'needs-1.2' })).version;
    expect(() => store.promote('bills', bills)).toThrow(/older minor/);
    store.promote('shell', store.publish('shell', fakeBuild('shell', { platformVersion: '1.2.0', content: 'v1.2' })).version);
    store.promote('bills', bills);
    expect(store.read().remotes.bills!.live).toBe(bills);
  });
});

describe('the MF runtime a remote takes from the shell', () => {
  it('refuses a remote built with another MF runtime than the live shell, and a shell that would change it under live remotes', () => {
    store.promote('shell', store.publish('shell', fakeBuild('shell', { federationRuntime: '2.9.2', content: 'mf-2.9.2' })).version);
    const newer = store.publish('bills', fakeBuild('bills', { federationRuntime: '2.10.0', content: 'mf-2.10.0' })).version;
    expect(() => store.promote('bills', newer)).toThrow(/MF runtime 2\.10\.0, but the live shell provides 2\.9\.2/);
    const same = store.publish('bills', fakeBuild('bills', { federationRuntime: '2.9.2', content: 'mf-2.9.2' })).version;
    store.promote('bills', same);
    const shellNewer = store.publish('shell', fakeBuild('shell', { federationRuntime: '2.10.0', content: 'shell-mf-2.10.0' })).version;
    expect(() => store.promote('shell', shellNewer)).toThrow(/provides the MF runtime 2\.10\.0, but live bills was built with 2\.9\.2/);
    expect(store.read().remotes.bills!.live).toBe(same);
  });

  it('does not judge builds published before the version was recorded', () => {
    store.promote('shell', store.publish('shell', fakeBuild('shell', { federationRuntime: '2.9.2', content: 'recorded' })).version);
    const unrecorded = store.publish('bills', fakeBuild('bills', { content: 'unrecorded' })).version;
    store.promote('bills', unrecorded);
    expect(store.read().remotes.bills!.live).toBe(unrecorded);
  });
});

describe('the admin remote', () => {
  it('is published, promoted and rolled back like any remote, with its /admin area in the registry', () => {
    const v1 = store.publish('admin', fakeBuild('admin')).version;
    store.promote('admin', v1);
    const v2 = store.publish('admin', fakeBuild('admin', { content: 'v2' })).version;
    store.promote('admin', v2);
    const track = store.read().remotes.admin!;
    expect(track.live).toBe(v2);
    expect(track.versions[v2]).toMatchObject({ container: 'topup_admin', area: '/admin', paths: ['/admin'] });
    expect(store.rollback('admin')).toBe(v1);
    expect(store.read().remotes.admin!.live).toBe(v1);
  });
});
