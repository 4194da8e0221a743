import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { SIGNED_IN_COOKIE } from '@topup/rules';
import { useSession, type Session } from '@topup/platform';
import { demoUser, dropSession, fakeApi, holdSession, renderApp } from '../testing/renderApp';

const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });

/** get-user/ fails the first time, then answers. */
const failingOnce = () =>
  jest.fn().mockRejectedValueOnce(networkError()).mockImplementation(() => Promise.resolve({ status: 200, message: 'ok', data: demoUser }));

beforeEach(() => {
  // The dashboard's remote widgets find no registry here; that is the remote boundary's business.
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('offline')) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  dropSession();
  jest.restoreAllMocks();
});

/**
 * What a signed-in screen sees of the session. The account screens that show it live in the account
 * remote now (ADR 0039; their "could not load" state is tested there): here, the session itself.
 */
function SessionProbe() {
  const session = useSession();
  if (session.userStatus === 'failed') return <button onClick={() => void session.refreshUser().catch(() => undefined)}>Retry</button>;
  return <p>{session.user ? `Hello ${session.user.first_name}` : 'No user yet'}</p>;
}
const probeRoutes = [{ path: '/probe', Component: SessionProbe }];

describe('after a failed get-user/', () => {
  beforeEach(() => holdSession());

  it('a screen sees userStatus failed, and refreshUser loads the user', async () => {
    const api = fakeApi({ getUser: failingOnce() });
    renderApp('/probe', api, probeRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Hello ${demoUser.first_name}`)).toBeInTheDocument();
    expect(api.getUser).toHaveBeenCalledTimes(2);
  });

  it('tries again when the window regains focus', async () => {
    const api = fakeApi({ getUser: failingOnce() });
    renderApp('/probe', api, probeRoutes);
    await screen.findByRole('button', { name: 'Retry' });

    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(`Hello ${demoUser.first_name}`)).toBeInTheDocument();
  });

  it('tries again when the connection comes back', async () => {
    const api = fakeApi({ getUser: failingOnce() });
    renderApp('/probe', api, probeRoutes);
    await screen.findByRole('button', { name: 'Retry' });

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(`Hello ${demoUser.first_name}`)).toBeInTheDocument();
  });

  it('tries again on the next navigation in the dashboard', async () => {
    const api = fakeApi({ getUser: failingOnce() });
    const { router } = renderApp('/dashboard', api);
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)$/ })).toBeInTheDocument();
    expect(api.getUser).toHaveBeenCalledTimes(1);
    // The first answer has failed, and the session has taken it in, before the customer moves on: a
    // navigation while it is still on its way has nothing to try again (on a busy machine it can be).
    await act(() => (api.getUser.mock.results[0]!.value as Promise<unknown>).catch(() => undefined));

    await act(() => router.navigate('/dashboard/bills'));
    await waitFor(() => expect(api.getUser).toHaveBeenCalledTimes(2));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /, Demo$/ })).toBeInTheDocument();
  });
});

test('the session handed to the shell and every remote holds no token (platform 4.0.0, ADR 0032)', async () => {
  holdSession();
  let seen: Session | null = null;
  function Probe() {
    seen = useSession();
    return <p>probe</p>;
  }
  renderApp('/probe', fakeApi(), [{ path: '/probe', Component: Probe }]);
  await waitFor(() => expect(seen?.userStatus).toBe('ready'));
  expect(seen).toMatchObject({ signedIn: true, user: demoUser });
  expect(Object.keys(seen!).sort()).toEqual(['login', 'logout', 'refreshUser', 'signedIn', 'user', 'userStatus']);
  expect(document.cookie).toBe(`${SIGNED_IN_COOKIE}=1`);
});

test('logging in reads get-user/ once', async () => {
  // An answer that takes a while, as over a network: the session must not ask again meanwhile.
  const slowUser = () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, message: 'ok', data: demoUser }), 50));
  const api = fakeApi({ getUser: jest.fn(slowUser) });
  const { router } = renderApp('/auth/login', api);
  await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect((await screen.findAllByText('demo')).length).toBeGreaterThan(0);
  expect(api.getUser).toHaveBeenCalledTimes(1);
});

test('a get-user/ failure after login still lands on the dashboard, which can retry', async () => {
  const api = fakeApi({ getUser: failingOnce() });
  const { router } = renderApp('/auth/login', api);
  await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  // The dashboard greets without a name, then with it once the next navigation's read answers.
  expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)$/ })).toBeInTheDocument();
  await act(() => router.navigate('/dashboard/bills'));
  await act(() => router.navigate('/dashboard'));
  expect(await screen.findByRole('heading', { level: 1, name: /, Demo$/ })).toBeInTheDocument();
});
