import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { announceTicketsChanged } from '@topup/ui';
import { forgetRegistry } from '../federation/registry';
import { dropSession, fakeApi, holdSession, renderApp } from '../testing/renderApp';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

beforeEach(() => {
  holdSession();
  // The dashboard's remote widgets find no registry here; that is the remote boundary's business.
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('offline')) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => dropSession());

test('on /dashboard the top bar shows the logo and no back arrow', async () => {
  renderApp('/dashboard');
  expect(await screen.findByRole('link', { name: /home/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
});

test('elsewhere it shows a back arrow and the route name in sentence case', async () => {
  renderApp('/dashboard/update-profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Update profile' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

test("the bell links to the screen the registry names 'history' (the shell knows no remote path), and waits for it", async () => {
  const registry = {
    remotes: {
      history: {
        live: '1',
        versions: { '1': { manifest: '/m.json', paths: ['/dashboard/tx'], widgets: [], nav: [{ label: 'Transactions', to: '/dashboard/tx', name: 'history', menus: [], order: 0 }] } },
      },
    },
  };
  let answer: (value: unknown) => void = () => undefined;
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise((resolve) => (answer = resolve))) });
  forgetRegistry();
  renderApp('/dashboard/update-profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Update profile' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
  await act(async () => answer({ ok: true, status: 200, json: async () => registeredAsDeclared(registry) }));
  expect(await screen.findByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/dashboard/tx');
  forgetRegistry();
});

test("with the history remote's tickets named, the bell counts the tickets with news the customer has not opened and opens them; without news it leads to History", async () => {
  const nav = [
    { label: 'Transactions', to: '/dashboard/tx', name: 'history', menus: [], order: 0 },
    { label: 'Tickets', to: '/dashboard/tx/tickets', name: 'tickets', menus: [], order: 0 },
  ];
  const registry = { remotes: { history: { live: '1', versions: { '1': { manifest: '/m.json', paths: ['/dashboard/tx'], widgets: [], nav } } } } };
  Object.assign(globalThis, { fetch: jest.fn(() => Promise.resolve({ ok: true, status: 200, json: async () => registeredAsDeclared(registry) })) });
  forgetRegistry();
  const ticket = (id: number, unread: boolean) => ({ id, unread, status: 'open' });
  const getComplaints = jest.fn().mockResolvedValueOnce({ status: 200, message: 'ok', data: [ticket(1, true), ticket(2, false), ticket(3, true)] });
  getComplaints.mockResolvedValue({ status: 200, message: 'ok', data: [ticket(1, false)] });
  const { router } = renderApp('/dashboard/update-profile', fakeApi({ getComplaints }));
  const bell = await screen.findByRole('link', { name: 'Tickets, 2 new' });
  expect(bell).toHaveAttribute('href', '/dashboard/tx/tickets');
  expect(bell).toHaveTextContent('2');
  // Read again on the next navigation: the tickets were opened, no badge.
  await act(() => router.navigate('/dashboard/setting'));
  const quiet = await screen.findByRole('link', { name: 'Transactions' });
  expect(quiet).toHaveAttribute('href', '/dashboard/tx');
  expect(quiet).not.toHaveTextContent(/\d/);
  // And when a screen says it read or changed a ticket (the remote's ticket page), without navigating.
  getComplaints.mockResolvedValue({ status: 200, message: 'ok', data: [ticket(4, true)] });
  act(() => announceTicketsChanged());
  expect(await screen.findByRole('link', { name: 'Tickets, 1 new' })).toHaveTextContent('1');
  forgetRegistry();
});

test('Back on the screen the visit started on goes to the dashboard rather than out of the app', async () => {
  const { router } = renderApp('/dashboard/update-profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

test('Back after an in-app navigation goes back in history', async () => {
  const { router } = renderApp('/dashboard/setting');
  await screen.findByRole('button', { name: 'Back' });
  await act(() => router.navigate('/dashboard/update-profile'));
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/setting'));
});

test.each([
  ['/dashboard/setting', 'Settings'],
  ['/dashboard/update-profile', 'Update profile'],
])('the heading on %s is named for people: %s', async (path, heading) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
