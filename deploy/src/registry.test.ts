import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const meta: RemoteMeta = { name: 'history', paths: ['/dashboard/history'], widgets: [], exposes: { './routes': './src/routes.tsx' } };

/** A minimal remote build: build-info.json plus the MF manifest the factory emits. */
function fakeBuild(name: string, { platformVersion = '1.0.0', content = name, container = `topup_${name}` } = {}) {
  const dist = join(root, 'dist', `${name}-${content}-${platformVersion}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ kind: 'remote', name, version: '0.1.0', platformVersion, buildLabel: '', inputHash: null }));
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: container }));
  writeFileSync(join(dist, 'remoteEntry.js'), content);
  return dist;
}

test('publish records the container name the build really has, beside the human name', () => {
  const { version } = store.publish('history', fakeBuild('history'), meta);
  const info = store.read().remotes.history!.versions[version]!;
  expect(info.container).toBe('topup_history');
  expect(info.manifest).toBe(`/store/remotes/history/${version}/mf-manifest.json`);
});
