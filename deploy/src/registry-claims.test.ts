import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { claimRefusal } from '@topup/rules';
import { createReleaseStore, createStaff, migrate, PgliteDb, readRegistrations } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';
import { dbSource } from './release-source';
import { REPO_ROOT } from './paths';
import { buildServer } from './server';

/*
 * Registered targets (ADR 0030) on the web server: /registry.json (anonymous) names who acted by role or token name,
 * never an e-mail; it never lists a version claiming what its target is not registered for, even
 * one live in the database from before the check; it carries each target's registered claims.
 */
let db: PgliteDb;
let web: FastifyInstance;
const email = 'release.manager@example.com';
const forged = '0.1.0-forgedadmn';

beforeAll(async () => {
  db = await PgliteDb.open({});
  await migrate(db);
  await createStaff(db, email, 'release');
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const staff = { by: `staff:${email}`, staffId: rows[0]!.id, address: '127.0.0.1' };
  const store = createReleaseStore({ db });
  await store.publish({ by: 'token:shell-ci', staffId: null, address: null }, 'shell', fakeBuild('shell'));
  await store.publish({ by: 'token:bills-ci', staffId: null, address: null }, 'bills', fakeBuild('bills'));
  const second = (await store.publish({ by: 'token:bills-ci', staffId: null, address: null }, 'bills', fakeBuild('bills', { body: 'two' }))).version;
  await store.canary(staff, 'bills', second, 10);
  await store.promote(staff, 'bills', second);
  // A bills version claiming the admin area, made live as if before targets were registered (no check then).
  const info = { publishedAt: new Date().toISOString(), packageVersion: '0.1.0', platformVersion: '3.1.0', buildLabel: '', manifest: `/store/remotes/bills/${forged}/mf-manifest.json`, container: 'topup_bills', area: '/admin', paths: ['/admin/customers'], nav: [], widgets: [], exposes: {} };
  await db.query('INSERT INTO release_versions (target, version, info, size, published_at) VALUES ($1, $2, $3, 1, now())', ['bills', forged, JSON.stringify(info)]);
  web = await buildServer({ source: dbSource(db, { pollMs: 20 }), apiUrl: 'http://127.0.0.1:9', previewKey: Buffer.from('key') });
});
afterAll(async () => {
  await web.close();
  await db.close();
});

const registry = async () => (await web.inject({ method: 'GET', url: '/registry.json' })).body;

it('/registry.json shows staff by role and tokens by name, never an e-mail', async () => {
  const body = await registry();
  expect(body).not.toContain('@');
  const bills = JSON.parse(body).remotes.bills;
  expect(bills.history.map((entry: { by: string }) => entry.by)).toEqual(['token:bills-ci', 'token:bills-ci', 'token:bills-ci', 'staff:release', 'staff:release']);
  expect(bills.canary).toBeUndefined();
});

it('/registry.json never lists a version claiming another target’s area, and carries what bills is registered for', async () => {
  const bills = JSON.parse(await registry()).remotes.bills;
  expect(Object.keys(bills.versions)).not.toContain(forged);
  expect(Object.values(bills.versions).map((info) => (info as { area: string }).area)).toEqual(['/dashboard', '/dashboard']);
  expect(bills.registered).toEqual(expect.objectContaining({ container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills'] }));
});

it("every remote's remote.json, as the build derives it, fits the registration migrations 600 and 700 seeded (a new path needs an admin first)", async () => {
  // The build's derivation (ADR 0009): owned prefixes from the routes, the container topup_<name>.
  const { ownedPrefixes, exposesOf } = require('../../shared/platform/rspack/declaration.js') as { ownedPrefixes(routes: string[]): string[]; exposesOf(d: object): Record<string, string> };
  const registrations = await readRegistrations(db);
  const remotesDir = join(REPO_ROOT, 'remotes');
  const names = readdirSync(remotesDir).filter((name) => !name.startsWith('.')).sort();
  expect(names).toEqual(['account', 'admin', 'bills', 'history', 'shop', 'wallet']);
  for (const name of names) {
    const declaration = JSON.parse(readFileSync(join(remotesDir, name, 'remote.json'), 'utf8')) as { name: string; area: string; routes: string[]; nav: Array<{ to: string; name?: string }>; widgets: string[] };
    const build = { kind: 'remote', name, container: `topup_${name}`, remote: { ...declaration, paths: ownedPrefixes(declaration.routes), exposes: exposesOf(declaration) } };
    expect({ name, refusal: claimRefusal(name, build, registrations) }).toEqual({ name, refusal: null });
  }
});
