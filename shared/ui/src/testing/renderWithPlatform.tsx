// Test-only: renders a screen inside a platform provider and a memory router. Tests import it
// by path ('@topup/ui/src/testing/renderWithPlatform'); nothing in a runtime bundle does.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProvider, type Platform, type UserStatus } from '@topup/platform';
import type { NavEntry } from '@topup/platform/declaration';
import type { ApiResult, TopupApi, User } from '@topup/api-client';
import { ApiProvider } from '@topup/api-client/react';

export type FakeApi = { [K in keyof TopupApi]: jest.Mock };

/**
 * A TopupApi whose every method is a jest.fn. Methods not given reject, so a screen calling
 * something the test did not expect fails loudly.
 */
export function createFakeApi(methods: Partial<Record<keyof TopupApi, jest.Mock>> = {}): FakeApi {
  const cache = new Map<PropertyKey, jest.Mock>(Object.entries(methods));
  return new Proxy({} as FakeApi, {
    get(_target, name) {
      if (!cache.has(name)) {
        cache.set(name, jest.fn(() => Promise.reject(new Error(`api.${String(name)} was not stubbed`))));
      }
      return cache.get(name);
    },
  });
}

export const ok = <T,>(data: T, message = 'OK', status = 200): ApiResult<T> => ({ status, message, data });

/** An axios-like error carrying a server response, as toErrorMessages reads it. */
export function httpError(status: number, body: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: body, headers: {}, statusText: '', config: {} },
  });
}

export const testUser: User = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  first_name: 'Demo',
  last_name: 'Customer',
  phone_no: '08012345678',
  wallet_balance: 50000,
  bonus: 0,
  account_name: null,
  account_number: null,
  bank_name: null,
  palmpay_account: null,
  moniepoint_account: null,
  wema_account: null,
  email_notifications: false,
  has_transaction_pin: true,
  kyc_tier: 3,
  daily_limit: 5_000_000,
  daily_used: 0,
  balance_cap: null,
};

/** testUser's transaction PIN: a payment's confirmation asks for it. */
export const TEST_PIN = '1234';

/** Enters the PIN in a payment's confirmation dialog and presses Yes. */
export async function confirmWithPin(user: { click(element: Element): Promise<void>; keyboard(text: string): Promise<void> }, pin = TEST_PIN): Promise<void> {
  const { screen } = await import('@testing-library/react');
  await user.click(await screen.findByLabelText('PIN digit 1 of 4'));
  await user.keyboard(pin);
  await user.click(screen.getByRole('button', { name: 'Yes' }));
}

/**
 * Named links as the shell hands them out from the registry: the history and bills remotes'
 * declarations (their routes tests check these entries are declared exactly so).
 */
export const TEST_NAV: NavEntry[] = [
  { label: 'Transactions', to: '/dashboard/history', name: 'history', menus: [], order: 0 },
  { label: 'Receipt', to: '/dashboard/receipt/:id', name: 'receipt', menus: [], order: 0 },
  { label: 'Tickets', to: '/dashboard/history/tickets', name: 'tickets', menus: [], order: 0 },
  { label: 'Ticket', to: '/dashboard/history/tickets/:id', name: 'ticket', menus: [], order: 0 },
  { label: 'All Bills', to: '/dashboard/bills', name: 'bills', menus: [], order: 0 },
  { label: 'Airtime', to: '/dashboard/bills/airtime', name: 'bills-airtime', menus: [], order: 0 },
  { label: 'Data', to: '/dashboard/bills/data', name: 'bills-data', menus: [], order: 0 },
  { label: 'Cable TV', to: '/dashboard/bills/cable', name: 'bills-cable', menus: [], order: 0 },
  { label: 'Electricity', to: '/dashboard/bills/electricity', name: 'bills-electricity', menus: [], order: 0 },
];

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** A route pattern to mount the screen under, so useParams works (e.g. '/dashboard/receipt/:id'). */
  path?: string;
  api?: Partial<Record<keyof TopupApi, jest.Mock>>;
  user?: User | null;
  /** Defaults to 'ready' with a user and 'loading' without. */
  userStatus?: UserStatus;
  /** The platform's navigation entries (named links); TEST_NAV by default. */
  nav?: NavEntry[];
}

export function renderWithPlatform(ui: ReactElement, { route = '/', path, api, user = testUser, userStatus, nav = TEST_NAV }: RenderOptions = {}) {
  const fakeApi = createFakeApi(api);
  const platform = {
    // The screen's calls go through the fake API below; nothing may use the transport directly.
    http: new Proxy({}, { get: (_t, name) => () => Promise.reject(new Error(`http.${String(name)} used directly`)) }),
    session: {
      signedIn: true,
      user,
      userStatus: userStatus ?? (user ? 'ready' : 'loading'),
      refreshUser: jest.fn(() => Promise.resolve()),
      login: jest.fn(() => Promise.resolve()),
      logout: jest.fn(() => Promise.resolve()),
    },
    theme: { theme: 'light' as const, setTheme: jest.fn(), toggle: jest.fn() },
    toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
    nav,
  };
  const result = render(
    <PlatformProvider value={platform as unknown as Platform}>
      <ApiProvider value={fakeApi as unknown as TopupApi}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </ApiProvider>
    </PlatformProvider>,
  );
  return { ...result, platform: { ...platform, api: fakeApi } };
}
