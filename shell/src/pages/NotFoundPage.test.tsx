import { screen, waitFor, within } from '@testing-library/react';
import { dropSession, holdSession, renderApp } from '../testing/renderApp';
import { forgetRegistry } from '../federation/registry';

afterEach(() => dropSession());

test.each(['/no-such-page', '/auth/no-such-page'])('%s shows the 404 inside the public layout, with a title', async (path) => {
  renderApp(path);
  const heading = await screen.findByRole('heading', { name: 'Page not found', level: 1 });
  expect(within(heading.closest('main')!).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found | Topup Naija'));
});

test('a missing dashboard page leads back to the dashboard', async () => {
  forgetRegistry();
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ remotes: {} }) })) });
  holdSession();
  renderApp('/dashboard/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found | Topup Naija'));
});
