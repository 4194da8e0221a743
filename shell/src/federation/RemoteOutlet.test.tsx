import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/runtime';
import { dropSession, holdSession, renderApp } from '../testing/renderApp';
import { forgetRegistry } from './registry';
import { RemoteOutlet } from './RemoteOutlet';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

const version = (paths: string[]) => ({ manifest: `/store/remotes/x/${paths[0]}/mf-manifest.json`, paths, widgets: [] });
const registry = {
  remotes: {
    history: { live: '1', versions: { '1': { ...version(['/dashboard/history', '/dashboard/receipt']), container: 'topup_history' } } },
    shop: { live: '1', versions: { '1': { ...version(['/dashboard/shop']), container: 'topup_shop' } } },
  },
};
const screens = {
  'topup_history/routes': {
    routes: [
      { path: '/dashboard/history', Component: () => <p>History screen</p> },
      { path: '/dashboard/receipt/:id', Component: () => <p>Receipt screen</p> },
    ],
  },
  'topup_shop/routes': { routes: [{ path: '/dashboard/shop', title: 'Online shop', Component: () => <p>Shop screen</p> }] },
};

beforeEach(() => {
  forgetRegistry();
  holdSession();
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => registeredAsDeclared(registry) })) });
  (loadRemote as jest.Mock).mockImplementation(async (id: keyof typeof screens) => ({ default: screens[id] }));
});
afterEach(() => dropSession());

test.each([
  ['/dashboard/history', 'History screen', 'Transactions | Topup Naija'],
  ['/dashboard/receipt/abc', 'Receipt screen', 'Receipt | Topup Naija'],
  ['/dashboard/shop', 'Shop screen', 'Online shop | Topup Naija'],
])('a remote screen at %s sets the tab title', async (path, text, title) => {
  renderApp(path);
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(title));
});

describe('areas other than /dashboard', () => {
  const labs = {
    remotes: {
      ...registry.remotes,
      tools: { live: '1', versions: { '1': { ...version(['/labs/tools']), area: '/labs', container: 'topup_tools' } } },
    },
  };
  const toolsScreens = { 'topup_tools/routes': { routes: [{ path: '/labs/tools', Component: () => <p>Tools screen</p> }] } };
  const labsRoutes = [
    { path: '/labs/*', element: <Guarded /> },
    { path: '/dashboard/*', element: <RemoteOutlet /> },
  ];
  function Guarded() {
    // Each area brings its own guard and layout; the outlet only needs its base.
    return (
      <section aria-label="Labs area">
        <RemoteOutlet base="/labs" />
      </section>
    );
  }

  beforeEach(() => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => registeredAsDeclared(labs) })) });
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({
      default: { ...screens, ...toolsScreens }[id as keyof typeof screens],
    }));
  });

  it('mounts a remote declared for another area under that area', async () => {
    renderApp('/labs/tools', undefined, labsRoutes);
    expect(await screen.findByText('Tools screen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Labs area' })).toContainElement(screen.getByText('Tools screen'));
  });

  it("does not serve one area's remote under another", async () => {
    renderApp('/labs/history', undefined, labsRoutes);
    expect(await screen.findByRole('heading', { name: /not found|does not exist/i })).toBeInTheDocument();
    expect(screen.queryByText('History screen')).not.toBeInTheDocument();
  });
});
