import { reportHealth } from './health';
import { forgetRegistry, liveRemotes, loadRegistry, remoteForPath, remoteForWidget, navFor, type RegistryFile } from './registry';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

const version = (paths: string[]) => ({ manifest: `/m/${paths[0]}`, paths, widgets: [] });

const remotes = liveRemotes(
  registeredAsDeclared({
    remotes: {
      wallet: { live: '1', versions: { '1': version(['/dashboard/wallet', '/dashboard/wallet-transfer']) } },
      history: { live: '2', versions: { '2': version(['/dashboard/history', '/dashboard/receipt']) } },
      shop: { live: null, versions: { '3': version(['/dashboard/shop']) } },
    },
  }),
);

test('only remotes with a live version are registered', () => {
  expect(remotes.map((remote) => remote.name)).toEqual(['wallet', 'history']);
});

test.each([
  ['/dashboard/wallet', 'wallet'],
  ['/dashboard/wallet-transfer', 'wallet'],
  ['/dashboard/receipt/42', 'history'],
  ['/dashboard/walletx', undefined],
  ['/dashboard/shop', undefined],
])('%s is owned by %s', (path, owner) => {
  expect(remoteForPath(remotes, path)?.name).toBe(owner);
});

// ADR 0030: the registry carries what the server registered each remote for, apart from
// what its versions declare; the shell trusts only the former. These entries are what a forged or
// old version could say: none of it reaches past bills' grant.
describe('a remote is mounted only within what the server registered it for', () => {
  const admin = { container: 'topup_admin', area: '/admin', paths: ['/admin'], nav: [], widgets: [] };
  const bills = { container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills'], nav: ['bills'], widgets: [] };
  const adminVersion = { manifest: '/store/remotes/admin/1/mf-manifest.json', container: 'topup_admin', area: '/admin', paths: ['/admin'], widgets: [] };
  const forged = (claims: object) => ({ manifest: '/store/remotes/bills/6/mf-manifest.json', container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills'], widgets: [], ...claims });
  const registry = (billsVersion: object, registered: object | null = bills) =>
    ({
      remotes: {
        admin: { live: '1', versions: { '1': adminVersion }, registered: admin },
        bills: { live: '6', versions: { '6': billsVersion }, registered },
      },
    }) as RegistryFile & { remotes: Required<RegistryFile>['remotes'] };

  test('a bills entry claiming the area /admin and the path /admin/customers is not mounted: /admin/customers stays the admin remote’s', () => {
    const live = liveRemotes(registry(forged({ area: '/admin', paths: ['/admin/customers'] })));
    expect(live.map((remote) => remote.name)).toEqual(['admin']);
    expect(remoteForPath(live, '/admin/customers', '/admin')?.name).toBe('admin');
  });

  test('nor under its own area with a path outside its grant; its granted paths still are', () => {
    const live = liveRemotes(registry(forged({ paths: ['/dashboard/bills', '/admin/customers', '/dashboard/wallet'] })));
    expect(live.find((remote) => remote.name === 'bills')?.paths).toEqual(['/dashboard/bills']);
    expect(remoteForPath(live, '/dashboard/wallet')).toBeUndefined();
    expect(remoteForPath(live, '/dashboard/bills/airtime')?.name).toBe('bills');
  });

  test("it loads through its registered container, never another remote's (which would replace admin's code)", () => {
    const live = liveRemotes(registry(forged({ container: 'topup_admin' })));
    expect(live.find((remote) => remote.name === 'bills')?.container).toBe('topup_bills');
  });

  test('its navigation entries and widgets count only where granted', () => {
    const live = liveRemotes(
      registry(
        forged({
          nav: [
            { label: 'Bills', to: '/dashboard/bills', name: 'bills', menus: ['side'], order: 1 },
            { label: 'Receipt', to: '/dashboard/bills/r', name: 'receipt', menus: [], order: 2 },
            { label: 'Customers', to: '/admin/customers', menus: ['admin'], order: 3 },
          ],
          widgets: ['RecentTransactions'],
        }),
      ),
    );
    expect(navFor(live, 'side').map((entry) => entry.label)).toEqual(['Bills']);
    expect(navFor(live, 'admin')).toEqual([]);
    expect(live.flatMap((remote) => remote.nav).map((entry) => entry.name)).toEqual(['bills']);
    expect(remoteForWidget(live, 'RecentTransactions')).toBeUndefined();
  });

  test('a remote the server has not registered is not mounted at all', () => {
    expect(liveRemotes(registry(forged({}), null)).map((remote) => remote.name)).toEqual(['admin']);
    const unregistered = registry(forged({})).remotes.bills!;
    expect(liveRemotes({ remotes: { bills: { live: unregistered.live, versions: unregistered.versions } } })).toEqual([]);
  });
});

test("the registry answer's health ticket goes with the reports of what it served", async () => {
  const realFetch = global.fetch;
  const fetched = jest.fn(async (url: string, _init?: RequestInit) =>
    url === '/registry.json' ? new Response(JSON.stringify({ shell: { live: '0.1.0-s' }, remotes: {}, healthTicket: 'signed.ticket' })) : new Response(null, { status: 202 }),
  );
  global.fetch = fetched as unknown as typeof fetch;
  try {
    await loadRegistry();
    reportHealth({ target: 'bills', version: '0.1.0-b', kind: 'render-error' });
  } finally {
    global.fetch = realFetch;
    forgetRegistry();
  }
  const report = fetched.mock.calls.find(([url]) => url === '/api/v1/release-health/');
  expect(JSON.parse(report![1]!.body as string)).toMatchObject({ shell: '0.1.0-s', ticket: 'signed.ticket' });
});
