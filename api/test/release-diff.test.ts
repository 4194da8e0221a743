import { runAdminCommand } from '../src/cli/admin-commands';
import { insertHealth as recordHealth } from '../src/modules/releases/health';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, signedInStaff, useTestApp } from './support';

/*
 * What changed between two versions (ADR 0034): files added, removed and changed with sizes, the
 * first-load weight, shared dependencies from mf-manifest.json, platform, MF runtime, build label,
 * source hash and who published each. Release managers only.
 */
let ci: string;

const manifest = (react: string, extra: string[] = []) =>
  Buffer.from(
    JSON.stringify({
      name: 'topup_bills',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', version: react },
        { name: '@topup/platform', version: '3.1.0' },
        ...extra.map((name) => ({ name, version: '1.0.0' })),
      ],
      exposes: [{ name: 'routes', assets: { js: { sync: ['static/js/routes.js'], async: [] }, css: { sync: [], async: [] } } }],
    }),
  );

const { app, testDb } = useTestApp();
beforeAll(async () => {
  ci = (await runAdminCommand(testDb.db, ['create-release-token', 'bills-ci', 'shell,bills', 'publish,promote'])).split('\n').at(-1)!;
});

const publish = async (target: string, files: Map<string, Buffer>) =>
  (await app.inject({ method: 'POST', url: `/api/v1/releases/${target}/publish/`, headers: bearer(ci), payload: { files: uploadOf(files) } })).json().data.version as string;

it('names the files added, removed and changed with sizes, the first-load weight, shared dependencies, platform, runtime, label, source and publisher', async () => {
  await publish('shell', fakeBuild('shell'));
  const a = fakeBuild('bills', { label: 'Release A' });
  a.set('mf-manifest.json', manifest('19.3.1'));
  a.set('static/js/old-chunk.js', Buffer.from('old'));
  const b = fakeBuild('bills', { label: 'Release B', body: 'two', runtime: '2.9.2' });
  b.set('mf-manifest.json', manifest('19.3.2', ['dayjs']));
  b.set('static/js/new-chunk.js', Buffer.from('brand new chunk'));
  const from = await publish('bills', a);
  const to = await publish('bills', b);
  const staff = await signedInStaff(app, testDb.db, 'release');
  const answer = await app.inject({ method: 'GET', url: `/api/v1/admin/releases/bills/diff/?from=${from}&to=${to}`, headers: bearer(staff.token) });
  expect(answer.statusCode).toBe(200);
  const diff = answer.json().data;
  expect(diff.added).toEqual([{ path: 'static/js/new-chunk.js', size: 15 }]);
  expect(diff.removed).toEqual([{ path: 'static/js/old-chunk.js', size: 3 }]);
  expect(diff.changed.map((file: { path: string }) => file.path)).toEqual(['build-info.json', 'mf-manifest.json', 'release-digests.json', 'remoteEntry.js', 'static/js/routes.js']);
  expect(diff.changed.find((file: { path: string }) => file.path === 'remoteEntry.js')).toEqual({ path: 'remoteEntry.js', fromSize: b.get('remoteEntry.js')!.length, toSize: b.get('remoteEntry.js')!.length });
  expect(diff.shared).toEqual([
    { name: '@topup/platform', from: '3.1.0', to: '3.1.0' },
    { name: 'dayjs', from: null, to: '1.0.0' },
    { name: 'react', from: '19.3.1', to: '19.3.2' },
  ]);
  expect(diff.from).toEqual(expect.objectContaining({ version: from, buildLabel: 'Release A', federationRuntime: '2.9.0', platformVersion: '3.1.0', publishedBy: 'token:bills-ci', sourceHash: null }));
  expect(diff.to).toEqual(expect.objectContaining({ version: to, buildLabel: 'Release B', federationRuntime: '2.9.2', publishedBy: 'token:bills-ci' }));
  expect(diff.to.firstLoadBrotli).toBeGreaterThan(0);
  // Every uploaded file, and the digests table publish adds beside them (ADR 0022).
  expect(diff.to.size).toBeGreaterThan([...b.values()].reduce((sum, file) => sum + file.length, 0));

  const unknown = await app.inject({ method: 'GET', url: `/api/v1/admin/releases/bills/diff/?from=${from}&to=0.1.0-0000000000`, headers: bearer(staff.token) });
  expect(unknown.statusCode).toBe(404);
  const support = await signedInStaff(app, testDb.db, 'support');
  expect((await app.inject({ method: 'GET', url: `/api/v1/admin/releases/bills/diff/?from=${from}&to=${to}`, headers: bearer(support.token) })).statusCode).toBe(403);
});

it("gives a version's health per 5 minutes over the last day, oldest first, empty buckets as 0", async () => {
  const staff = await signedInStaff(app, testDb.db, 'release');
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * 60_000);
  await recordHealth(testDb.db, null, [{ target: 'bills', version: 'v-series', kind: 'load', count: 7 }, { target: 'bills', version: 'v-series', kind: 'render-error', count: 2 }], ago(0));
  await recordHealth(testDb.db, null, [{ target: 'bills', version: 'v-series', kind: 'purchase', outcome: 'failed', count: 3 }, { target: 'bills', version: 'v-series', kind: 'purchase', outcome: 'succeeded', count: 9 }], ago(60));
  await recordHealth(testDb.db, null, [{ target: 'bills', version: 'v-series', kind: 'load', count: 100 }], ago(25 * 60));
  const answer = await app.inject({ method: 'GET', url: '/api/v1/admin/releases/bills/health-series/?version=v-series', headers: bearer(staff.token) });
  expect(answer.statusCode).toBe(200);
  const { points, bucketMinutes } = answer.json().data as { bucketMinutes: number; points: Array<{ at: string; loads: number; failures: number; purchaseFailures: number }> };
  expect(bucketMinutes).toBe(5);
  expect(points).toHaveLength(288);
  expect(points.at(-1)).toEqual(expect.objectContaining({ loads: 7, failures: 2, purchaseFailures: 0 }));
  expect(points.at(-13)).toEqual(expect.objectContaining({ loads: 0, failures: 0, purchaseFailures: 3 }));
  expect(points.reduce((sum, point) => sum + point.loads, 0)).toBe(7); // a day and an hour ago: outside
  expect(Date.parse(points[1]!.at) - Date.parse(points[0]!.at)).toBe(5 * 60_000);
});
