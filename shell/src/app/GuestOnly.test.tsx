import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dropSession, holdSession, renderApp } from '../testing/renderApp';
import { afterLoginPath } from './GuestOnly';

afterEach(() => dropSession());

test.each(['/auth/login', '/auth/register'])('a signed-in visitor at %s goes to the dashboard', async (path) => {
  holdSession();
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

test('an anonymous visitor still sees the login page', async () => {
  const { router } = renderApp('/auth/login');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/auth/login');
});

test('after login the visitor returns to the page that asked for it', async () => {
  const { router } = renderApp('/dashboard/setting');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/setting'));
});

test.each([
  [{ from: '/dashboard/history' }, '/dashboard/history'],
  [null, '/dashboard'],
  [{ from: '//evil.example' }, '/dashboard'],
  [{ from: '/auth/login' }, '/dashboard'],
  [{ from: 42 }, '/dashboard'],
])('afterLoginPath(%p) is %p', (state, path) => {
  expect(afterLoginPath(state)).toBe(path);
});
