import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@topup/rules';
import { renderApp } from '../testing/renderApp';

afterEach(() => Cookies.remove(TOKEN_COOKIE));

test.each(['/dashboard', '/dashboard/history', '/dashboard/receipt/7', '/dashboard/setting'])(
  'an anonymous visit to %s lands on the login page',
  async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  },
);

test('a visitor holding a token reaches the dashboard', async () => {
  Cookies.set(TOKEN_COOKIE, 'token-123');
  const { router, api } = renderApp('/dashboard/setting');
  await waitFor(() => expect(api.getUser).toHaveBeenCalled());
  expect(router.state.location.pathname).toBe('/dashboard/setting');
});

test('a token the API calls token_not_valid is cleared and the visitor sent to login', async () => {
  Cookies.set(TOKEN_COOKIE, 'stale');
  const { router, api, tokenInvalid } = renderApp('/dashboard/setting');
  await waitFor(() => expect(api.getUser).toHaveBeenCalled());
  act(() => tokenInvalid());
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
});
