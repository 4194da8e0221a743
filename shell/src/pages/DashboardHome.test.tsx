import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@topup/rules';
import { renderApp } from '../testing/renderApp';

beforeEach(() => {
  Cookies.set(TOKEN_COOKIE, 'token-123');
  // The dashboard's remote widgets find no registry here; that is the remote boundary's business.
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('offline')) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  Cookies.remove(TOKEN_COOKIE);
  localStorage.clear();
  jest.restoreAllMocks();
});

test('the recent transactions widget is not wrapped in a second region of the same name', async () => {
  renderApp('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Quick access' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Recent transactions' })).not.toBeInTheDocument();
});
