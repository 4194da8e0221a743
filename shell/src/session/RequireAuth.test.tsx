import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { SIGNED_IN_COOKIE } from '@topup/rules';
import { dropSession, holdSession, renderApp } from '../testing/renderApp';

afterEach(() => dropSession());

test.each(['/dashboard', '/dashboard/history', '/dashboard/receipt/7', '/dashboard/setting'])(
  'an anonymous visit to %s lands on the login page',
  async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  },
);

test('a visitor holding a session reaches the dashboard', async () => {
  holdSession();
  const { router, api } = renderApp('/dashboard/setting');
  await waitFor(() => expect(api.getUser).toHaveBeenCalled());
  expect(router.state.location.pathname).toBe('/dashboard/setting');
});

test('a session the API calls token_not_valid is forgotten and the visitor sent to login', async () => {
  holdSession();
  const { router, api, tokenInvalid } = renderApp('/dashboard/setting');
  await waitFor(() => expect(api.getUser).toHaveBeenCalled());
  act(() => tokenInvalid());
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(Cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
});
