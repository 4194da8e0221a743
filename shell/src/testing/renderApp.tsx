import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { SIGNED_IN_COOKIE } from '@topup/rules';
import type { TopupApi } from '@topup/api-client';
import { ShellPlatform } from '../app/ShellPlatform';
import { AppRoutes } from '../app/AppRoutes';
import { appRoutes } from '../app/routes';

const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: 200, message, data });

export const demoUser = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  first_name: 'Demo',
  last_name: 'Customer',
  wallet_balance: 50000,
  bonus: 0,
};

/**
 * What the API's Set-Cookie does at sign-in, as far as scripts see it: the HttpOnly session cookie
 * is out of their reach, the signed-in hint is not (ADR 0032).
 */
export const holdSession = () => void Cookies.set(SIGNED_IN_COOKIE, '1');
/** What sign-out's Set-Cookie does (or a browser that never signed in). */
export const dropSession = () => Cookies.remove(SIGNED_IN_COOKIE);

/** The API as seen over the network; each test overrides the calls it is about. */
export function fakeApi(overrides: Partial<Record<keyof TopupApi, jest.Mock>> = {}) {
  const api = {
    getSettings: jest.fn(() => ok([])),
    getNotification: jest.fn(() => ok('')),
    getUser: jest.fn(() => ok(demoUser)),
    // The web app's sign-in answers no token: the API sets the session cookie (and the hint).
    login: jest.fn(() => {
      holdSession();
      return ok({});
    }),
    logout: jest.fn(() => ok(null)),
    // Settings' saved beneficiaries and sessions.
    getBeneficiaries: jest.fn(() => ok([])),
    getSessions: jest.fn(() => ok([])),
    // Settings' scheduled top-ups (ADR 0027) and vendor section (ADR 0026, still loading here).
    getSchedules: jest.fn(() => ok([])),
    // The bell's badge: tickets the customer has not opened since they changed.
    getComplaints: jest.fn(() => ok([])),
    getVendorStatus: jest.fn(() => new Promise(() => undefined)),
    ...overrides,
  };
  return api;
}

/** Where the app is and how to move it, as a test reads them. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Keeps `router` pointing at the current location and navigate function. */
function RouterProbe({ router }: { router: TestRouter }) {
  router.state = { location: useLocation() };
  router.navigate = useNavigate();
  return null;
}

/** The shell's platform and router at `path`, with `routes` (the whole app by default). */
export function renderApp(path: string, api = fakeApi(), routes: RouteObject[] = appRoutes) {
  const router = {} as TestRouter;
  // What the real API client does when the API answers 401 token_not_valid.
  let tokenInvalid: () => void = () => undefined;
  const makeApi = (onTokenInvalid: () => void) => {
    tokenInvalid = onTokenInvalid;
    // Remotes in shell tests are mocked; the transport is never called.
    return { http: {} as AxiosInstance, api: api as unknown as TopupApi };
  };
  const view = render(
    <ShellPlatform makeApi={makeApi}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </ShellPlatform>,
  );
  return { ...view, router, api, tokenInvalid: () => tokenInvalid() };
}
