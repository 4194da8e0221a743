import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dropSession, holdSession, renderApp } from '../testing/renderApp';
import { forgetRegistry } from './registry';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

/** Navigation comes from what live remotes declare (remote.json `nav`, copied into the registry). */
const registry = {
  remotes: {
    bills: {
      live: '1',
      versions: {
        '1': {
          manifest: '/store/remotes/bills/1/mf-manifest.json',
          area: '/dashboard',
          paths: ['/dashboard/bills'],
          widgets: [],
          nav: [
            { label: 'All Bills', to: '/dashboard/bills', menus: ['side'], order: 20 },
            { label: 'Services', to: '/dashboard/bills', menus: ['bottom'], icon: 'grid', order: 10 },
            { label: 'Airtime', to: '/dashboard/bills/airtime', menus: ['quick', 'services'], order: 10 },
            { label: 'Meter', to: '/dashboard/bills/electricity', menus: ['services'], order: 40 },
          ],
        },
      },
    },
    wallet: {
      live: '1',
      versions: {
        '1': {
          manifest: '/store/remotes/wallet/1/mf-manifest.json',
          paths: ['/dashboard/wallet'],
          widgets: [],
          nav: [{ label: 'Add Funds', to: '/dashboard/wallet', menus: ['side'], order: 30 }],
        },
      },
    },
    // Settings is the account remote's entry (ADR 0039): the shell names no section of its own.
    account: {
      live: '1',
      versions: {
        '1': {
          manifest: '/store/remotes/account/1/mf-manifest.json',
          paths: ['/dashboard/setting', '/dashboard/update-profile'],
          widgets: [],
          nav: [{ label: 'Settings', to: '/dashboard/setting', name: 'settings', menus: ['bottom'], icon: 'cog', order: 90 }],
        },
      },
    },
  },
};

beforeEach(() => {
  forgetRegistry();
  holdSession();
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => registeredAsDeclared(registry) })) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  dropSession();
  jest.restoreAllMocks();
});

test('the side menu lists the shell’s Dashboard, then what the remotes declare, in order', async () => {
  renderApp('/dashboard');
  // The first test of the file waits for the dashboard's lazy chunk to be compiled for Jest too.
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }, { timeout: 10_000 }));
  const menu = screen.getByRole('navigation', { name: 'Account' });
  await within(menu).findByRole('link', { name: 'Add Funds' });
  expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'All Bills', 'Add Funds']);
});

test('the bottom bar and the dashboard tiles come from the registry too', async () => {
  renderApp('/dashboard');
  const bar = await screen.findByRole('navigation', { name: 'Sections' });
  await within(bar).findByRole('link', { name: 'Services' });
  expect(within(bar).getAllByRole('link').map((a) => a.textContent)).toEqual(['Services', 'Settings']);
  // Airtime is both a quick-access and a bill service: one tile.
  const services = (await screen.findByRole('heading', { name: 'Services' })).parentElement!;
  await within(services).findByRole('link', { name: 'Airtime' });
  expect(within(services).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/dashboard/bills/airtime',
    '/dashboard/bills/electricity',
  ]);
});

describe('on a desktop screen (1024 px and up)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(min-width: 1024px)', addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
  });
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  test('the side menu is the navigation, always there, with the sections of the bottom bar; no bottom bar', async () => {
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    await within(menu).findByRole('link', { name: 'Add Funds' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'All Bills', 'Add Funds', 'Settings']);
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Account menu' })).not.toHaveAttribute('aria-hidden', 'true');
  });
});
