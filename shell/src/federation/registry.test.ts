import { reportHealth } from './health';
import { forgetRegistry, liveRemotes, loadRegistry, remoteForPath } from './registry';

const version = (paths: string[]) => ({ manifest: `/m/${paths[0]}`, paths, widgets: [] });

const remotes = liveRemotes({
  remotes: {
    wallet: { live: '1', versions: { '1': version(['/dashboard/wallet', '/dashboard/wallet-transfer']) } },
    history: { live: '2', versions: { '2': version(['/dashboard/history', '/dashboard/receipt']) } },
    shop: { live: null, versions: { '3': version(['/dashboard/shop']) } },
  },
});

test('only remotes with a live version are registered', () => {
  expect(remotes.map((remote) => remote.name)).toEqual(['wallet', 'history']);
});

test('a remote loads through its container name; a registry without one falls back to the key', () => {
  const [history] = liveRemotes({
    remotes: { history: { live: '2', versions: { '2': { ...version(['/dashboard/history']), container: 'topup_history' } } } },
  });
  expect(history).toMatchObject({ name: 'history', container: 'topup_history' });
  expect(remotes.find((remote) => remote.name === 'wallet')?.container).toBe('wallet');
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
