import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useApi } from '@topup/api-client/react';
import pkg from '../package.json';
import { PLATFORM_VERSION, PlatformProvider, useCurrentUser, useHttp, useLink, useLinks, useSession, useSignOut, useTheme, useToast, type Platform } from './index';
import * as contract from './index';

/** The contract a remote relies on: hooks, types and transport, versioned by the package. */
const platform = {
  http: { get: jest.fn() },
  session: { signedIn: true, user: { username: 'ada' }, userStatus: 'ready', refreshUser: jest.fn(), login: jest.fn(), logout: jest.fn() },
  theme: { theme: 'dark', setTheme: jest.fn(), toggle: jest.fn() },
  toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
  nav: [{ label: 'Receipt', to: '/dashboard/receipt/:id', name: 'receipt', menus: [], order: 0 }],
} as unknown as Platform;
const wrapper = ({ children }: { children: ReactNode }) => <PlatformProvider value={platform}>{children}</PlatformProvider>;

it('is versioned by its package version, in semver', () => {
  expect(PLATFORM_VERSION).toBe(pkg.version);
  expect(PLATFORM_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
});

it('hands out exactly what the provider holds', () => {
  const { result } = renderHook(
    () => ({ http: useHttp(), session: useSession(), user: useCurrentUser(), theme: useTheme(), toast: useToast() }),
    { wrapper },
  );
  expect(result.current).toEqual({
    http: platform.http,
    session: platform.session,
    user: platform.session.user,
    theme: platform.theme,
    toast: platform.toast,
  });
});

it('remotes build their typed calls on the transport (useApi from @topup/api-client/react)', async () => {
  const get = jest.fn().mockResolvedValue({ status: 200, data: { message: 'ok', data: { username: 'ada' } } });
  const withHttp = { ...platform, http: { get } } as unknown as Platform;
  const { result } = renderHook(() => useApi(), {
    wrapper: ({ children }: { children: ReactNode }) => <PlatformProvider value={withHttp}>{children}</PlatformProvider>,
  });
  await expect(result.current.getUser()).resolves.toMatchObject({ status: 200, data: { username: 'ada' } });
  expect(get).toHaveBeenCalledWith('get-user/', undefined);
});

it('says clearly when a screen renders outside the shell or a harness', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useSession())).toThrow('needs a <PlatformProvider>');
});

it('links across remotes by the names the live remotes declare (3.0.0), not by paths it knows', () => {
  const { result } = renderHook(() => ({ one: useLink('receipt', { id: 7 }), links: useLinks(), missing: useLink('wallet') }), { wrapper });
  expect(result.current.one).toBe('/dashboard/receipt/7');
  expect(result.current.links('receipt', { id: 8 })).toBe('/dashboard/receipt/8');
  expect(result.current.missing).toBeUndefined();
  // The shell's own entry points only: no remote's path is written here.
  expect(Object.values(contract.paths).every((path) => ['/auth/', '/admin', '/dashboard'].some((p) => path.startsWith(p)))).toBe(true);
  expect(Object.keys(contract.paths).sort()).toEqual(['admin', 'adminLogin', 'dashboard', 'login', 'settings']);
});

it('signs out once however often Logout is clicked, then runs what follows (4.1.0)', async () => {
  let finish!: () => void;
  const logout = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const withLogout = { ...platform, session: { ...platform.session, logout } } as unknown as Platform;
  const after = jest.fn();
  const { result } = renderHook(() => useSignOut(after), {
    wrapper: ({ children }: { children: ReactNode }) => <PlatformProvider value={withLogout}>{children}</PlatformProvider>,
  });
  let first!: Promise<void>;
  act(() => {
    first = result.current.signOut();
    void result.current.signOut();
  });
  expect(result.current.busy).toBe(true);
  expect(logout).toHaveBeenCalledTimes(1);
  await act(async () => {
    finish();
    await first;
  });
  expect(after).toHaveBeenCalledTimes(1);
  expect(result.current.busy).toBe(false);
});
