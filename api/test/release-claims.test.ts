import { runAdminCommand } from '../src/cli/admin-commands';
import { readGeneration, readRegistry } from '../src/modules/releases/queries';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, signedInStaff, useTestApp } from './support';

/*
 * ADR 0030: the server owns each target's identity. A build claiming
 * another target's name, container, area, paths, navigation entries or widgets, or what no target
 * is registered for, is refused at publish and at every way of putting it before customers
 * (promote, canary, preview, rollback; tokens and the Releases screen alike), and the registry
 * never lists it. Anonymous answers name who acted by role or token name, never an e-mail.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const fixture = useTestApp();

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  fixture.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function releaseToken(name: string, targets: string, actions: string): Promise<string> {
  return (await runAdminCommand(fixture.testDb.db, ['create-release-token', name, targets, actions])).split('\n').at(-1)!;
}

async function staffToken(role: 'support' | 'admin' | 'release') {
  const staff = await signedInStaff(fixture.app, fixture.testDb.db, role);
  return { token: staff.token, email: staff.email.toLowerCase() };
}

const publish = (token: string, target: string, build: Map<string, Buffer>, promote?: boolean) =>
  call(token, 'POST', `releases/${target}/publish/`, { files: uploadOf(build), ...(promote ? { promote } : {}) });

/** The anonymous feed web servers read (/registry.json is the same registry, per browser). */
const feed = async () => (await call(null, 'GET', 'releases/feed/')).json().registry;

/** A version stored as if published before targets were registered (ADR 0030: no claims check then): straight into the table. */
async function storedBefore(target: string, version: string, info: object) {
  await fixture.testDb.db.query('INSERT INTO release_versions (target, version, info, size, published_at) VALUES ($1, $2, $3, 1, now())', [target, version, JSON.stringify(info)]);
}

const adminCustomersBills = { area: '/admin', paths: ['/admin/customers'], nav: [{ label: 'Customers', to: '/admin/customers', menus: ['admin'], order: 1 }] };

describe('publish refuses a build claiming what is not its target’s (4xx naming the claim), and the registry never lists it', () => {
  let shop: string;
  let bills: string;
  beforeAll(async () => {
    const shell = await releaseToken('shell-ci', 'shell', 'publish,promote');
    expect((await publish(shell, 'shell', fakeBuild('shell'))).statusCode).toBe(200);
    shop = await releaseToken('shop-ci', 'shop', 'publish,promote');
    bills = await releaseToken('bills-ci', 'bills', 'publish,promote');
    expect((await publish(bills, 'bills', fakeBuild('bills'))).statusCode).toBe(200);
  });

  it('a shop token publishing a build declaring itself "bills" is refused', async () => {
    const answer = await publish(shop, 'shop', fakeBuild('shop', { name: 'bills' }), true);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('shop: the build names itself "bills", not "shop" ("bills" is another target)');
    expect((await feed()).remotes.shop).toBeUndefined();
    const { rows } = await fixture.testDb.db.query("SELECT count(*)::int AS n FROM release_versions WHERE target = 'shop'");
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a bills build claiming the area /admin and the path /admin/customers is refused, with or without promote', async () => {
    for (const promote of [false, true]) {
      const answer = await publish(bills, 'bills', fakeBuild('bills', { body: 'admin', remote: adminCustomersBills }), promote);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe("bills: the area /admin is admin's; bills mounts in /dashboard");
    }
    const listed = Object.values((await feed()).remotes.bills.versions) as Array<{ area: string }>;
    expect(listed.map((info) => info.area)).toEqual(['/dashboard']);
  });

  it('within its area, a path, navigation entry, widget or container of another target is refused by name', async () => {
    const cases: Array<[Parameters<typeof fakeBuild>[1], string]> = [
      [{ remote: { paths: ['/dashboard/bills', '/dashboard/wallet'] } }, "bills: the path /dashboard/wallet is wallet's, not bills' (/dashboard/bills)"],
      [{ remote: { nav: [{ label: 'Receipt', to: '/dashboard/bills', name: 'receipt', menus: [], order: 0 }] } }, 'bills: the navigation entry "receipt" is history\'s, not bills\''],
      [{ remote: { widgets: ['RecentTransactions'], exposes: { './routes': 'r', './RecentTransactions': 'w' } } }, 'bills: the widget slot "RecentTransactions" is history\'s, not bills\''],
      [{ container: 'topup_admin' }, 'bills: the container "topup_admin" is admin\'s; bills\' is "topup_bills"'],
    ];
    for (const [options, message] of cases) {
      const answer = await publish(bills, 'bills', fakeBuild('bills', { body: message, ...options }));
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 400, message });
    }
  });

  it('an unregistered target is refused even with a token for it', async () => {
    const late = await releaseToken('late-ci', 'late', 'publish');
    const answer = await publish(late, 'late', fakeBuild('late'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^late: no target of that name is registered/);
  });
});

describe('a stored build that claims /admin (published before the check) never goes live or into a browser', () => {
  const forged = '0.1.0-adminadmin';
  let bills: string;
  let stable: string;
  let release: { token: string; email: string };
  beforeAll(async () => {
    bills = await releaseToken('bills-promoter', 'bills', 'publish,promote');
    stable = (await publish(bills, 'bills', fakeBuild('bills', { body: 'stable' }), true)).json().data.version;
    await storedBefore('bills', forged, {
      publishedAt: new Date().toISOString(),
      packageVersion: '0.1.0',
      platformVersion: '3.1.0',
      buildLabel: '',
      manifest: `/store/remotes/bills/${forged}/mf-manifest.json`,
      container: 'topup_bills',
      ...adminCustomersBills,
      widgets: [],
      exposes: { './routes': './src/routes.tsx' },
    });
    release = await staffToken('release');
  });

  it('promote, canary and preview by token, and by the Releases screen, answer 400 naming the area; nothing changes', async () => {
    const refusals = [
      await call(bills, 'POST', 'releases/bills/promote/', { version: forged }),
      await call(bills, 'POST', 'releases/bills/promote/', { version: forged, force: true }),
      await call(bills, 'POST', 'releases/bills/canary/', { version: forged, percent: 10 }),
      await call(bills, 'POST', 'releases/bills/preview/', { version: forged }),
      await call(release.token, 'POST', 'admin/releases/bills/promote/', { version: forged }),
      await call(release.token, 'POST', 'admin/releases/bills/canary/', { version: forged, percent: 10 }),
      await call(release.token, 'POST', 'admin/releases/bills/preview/', { version: forged }),
    ];
    for (const answer of refusals) {
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 400, message: "bills: the area /admin is admin's; bills mounts in /dashboard" });
    }
    const { rows } = await fixture.testDb.db.query("SELECT version FROM release_live WHERE target = 'bills'");
    expect(rows).toEqual([{ version: stable }]);
  });

  it('the anonymous registry and a release token’s status leave it out; the Releases screen still shows it', async () => {
    expect(Object.keys((await feed()).remotes.bills.versions)).not.toContain(forged);
    expect(Object.keys((await readRegistry(fixture.testDb.db)).remotes.bills!.versions)).not.toContain(forged);
    expect(Object.keys((await call(bills, 'GET', 'releases/')).json().data.remotes.bills.versions)).not.toContain(forged);
    expect(Object.keys((await call(release.token, 'GET', 'admin/releases/')).json().data.remotes.bills.versions)).toContain(forged);
  });

  it('the registry carries what each target is registered for, apart from its versions (the shell trusts only that)', async () => {
    const registry = await feed();
    expect(registry.remotes.bills.registered).toEqual({ container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills'], nav: ['bills', 'bills-airtime', 'bills-data', 'bills-cable', 'bills-electricity'], widgets: [] });
    expect(registry.shell.registered).toEqual({ container: null, area: null, paths: [], nav: [], widgets: [] });
  });
});

describe('registrations: changed by an admin only, audited (seeded from remote.json: deploy/src/registry-claims.test.ts)', () => {
  it('npm run admin -- register-target changes what a target may claim (audited); a clash with another target is refused', async () => {
    const before = await readGeneration(fixture.testDb.db);
    expect(await runAdminCommand(fixture.testDb.db, ['register-target', 'bills', '--paths', '/dashboard/bills,/dashboard/loans'])).toBe(
      'registered bills: container topup_bills, area /dashboard, paths /dashboard/bills,/dashboard/loans, nav bills,bills-airtime,bills-cable,bills-data,bills-electricity, widgets -',
    );
    expect(await readGeneration(fixture.testDb.db)).toBeGreaterThan(before);
    const { rows } = await fixture.testDb.db.query<{ staff_id: number | null; before: { paths: string[] }; after: { paths: string[] } }>(
      "SELECT staff_id, before, after FROM audit_log WHERE action = 'release-target.register' AND target = 'release-target:bills' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual(expect.objectContaining({ staff_id: null, before: expect.objectContaining({ paths: ['/dashboard/bills'] }), after: expect.objectContaining({ paths: ['/dashboard/bills', '/dashboard/loans'] }) }));
    await expect(runAdminCommand(fixture.testDb.db, ['register-target', 'bills', '--paths', '/admin/customers'])).rejects.toThrow('bills: the path /admin/customers is outside its area /dashboard');
    await expect(runAdminCommand(fixture.testDb.db, ['register-target', 'bills', '--paths', '/dashboard/history'])).rejects.toThrow("bills: the path /dashboard/history overlaps history's /dashboard/history");
    expect(await runAdminCommand(fixture.testDb.db, ['release-targets'])).toContain('admin: container topup_admin, area /admin, paths /admin, nav -, widgets -');
    await runAdminCommand(fixture.testDb.db, ['register-target', 'bills', '--paths', '/dashboard/bills']);
  });

  it('the Releases screen: release managers read the registrations, only admins change them (audited)', async () => {
    const release = await staffToken('release');
    const admin = await staffToken('admin');
    const list = await call(release.token, 'GET', 'admin/release-targets/');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((t: { target: string }) => t.target)).toEqual(['account', 'admin', 'bills', 'history', 'shop', 'wallet', 'shell'].sort());
    expect((await call(release.token, 'POST', 'admin/release-targets/shop/', { widgets: ['FeaturedProducts', 'Deals'] })).statusCode).toBe(403);
    const changed = await call(admin.token, 'POST', 'admin/release-targets/shop/', { widgets: ['FeaturedProducts', 'Deals'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual(expect.objectContaining({ target: 'shop', container: 'topup_shop', paths: ['/dashboard/shop'], widgets: ['Deals', 'FeaturedProducts'] }));
    const clash = await call(admin.token, 'POST', 'admin/release-targets/shop/', { widgets: ['RecentTransactions'] });
    expect({ status: clash.statusCode, message: clash.json().message }).toEqual({ status: 400, message: 'shop: the widget slot "RecentTransactions" is history\'s' });
    const { rows } = await fixture.testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'release-target.register' AND target = 'release-target:shop' AND staff_id IS NOT NULL");
    expect(rows[0]!.n).toBe(1);
  });
});

describe('anonymous answers name no person', () => {
  it('the feed, the public registry and a release token’s status show staff by role; the Releases screen keeps the e-mail', async () => {
    const release = await staffToken('release');
    const token = await releaseToken('wallet-ci', 'wallet', 'publish,promote');
    await publish(token, 'wallet', fakeBuild('wallet', { body: 'one' }), true);
    const second = (await publish(token, 'wallet', fakeBuild('wallet', { body: 'two' }))).json().data.version;
    expect((await call(release.token, 'POST', 'admin/releases/wallet/promote/', { version: second })).statusCode).toBe(200);
    expect((await call(release.token, 'POST', 'admin/releases/wallet/rollback/', {})).statusCode).toBe(200);
    expect((await call(release.token, 'POST', 'admin/releases/wallet/canary/', { version: second, percent: 10 })).statusCode).toBe(200);

    for (const registry of [await feed(), (await call(token, 'GET', 'releases/')).json().data, JSON.parse(JSON.stringify(await readRegistry(fixture.testDb.db)))]) {
      const text = JSON.stringify(registry);
      expect(text).not.toContain(release.email);
      expect(text).not.toMatch(/staff:[^"]*@/);
      const wallet = registry.remotes.wallet;
      expect(wallet.history.map((entry: { by: string }) => entry.by)).toEqual(['token:wallet-ci', 'token:wallet-ci', 'token:wallet-ci', 'staff:release', 'staff:release', 'staff:release']);
      expect(wallet.canary.by).toBe('staff:release');
    }
    const staffView = (await call(release.token, 'GET', 'admin/releases/')).json().data.remotes.wallet;
    expect(staffView.history.at(-1).by).toBe(`staff:${release.email}`);
    expect(staffView.canary.by).toBe(`staff:${release.email}`);
  });
});
