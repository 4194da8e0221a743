import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetRegistry } from '../federation/registry';
import { dropSession, fakeApi, holdSession, renderApp } from '../testing/renderApp';
import { NOTIFICATION_DISMISSED_KEY } from './NotificationBoard';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

beforeEach(() => {
  holdSession();
  // The dashboard's remote widgets find no registry here; that is the remote boundary's business.
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('offline')) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  dropSession();
  localStorage.clear();
  jest.restoreAllMocks();
});

test('the recent transactions widget is not wrapped in a second region of the same name', async () => {
  renderApp('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Recent transactions' })).not.toBeInTheDocument();
});

test('greets the customer by first name and shows both balances in naira', async () => {
  renderApp('/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Demo$/ })).toBeInTheDocument();
  expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦50,000.00');
});

test('the balance card links where the wallet remote declares (menus balance and bonus), not to paths of its own', async () => {
  forgetRegistry();
  const nav = [
    { label: 'Top up', to: '/dashboard/w/in', menus: ['balance'], icon: 'plus', order: 10 },
    { label: 'Pay someone', to: '/dashboard/w/out', menus: ['balance'], icon: 'send', order: 20 },
    { label: 'Move bonus', to: '/dashboard/w/bonus', menus: ['bonus'], order: 10 },
    { label: 'Add Funds', to: '/dashboard/w/in', menus: ['side'], order: 30 },
  ];
  const registry = { remotes: { wallet: { live: '1', versions: { '1': { manifest: '/m.json', paths: ['/dashboard/w'], widgets: [], nav } } } } };
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => registeredAsDeclared(registry) })) });
  renderApp('/dashboard');
  const card = (await screen.findByRole('heading', { name: 'Wallet balance' })).closest('section')!;
  await waitFor(() => expect(within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Move bonus', '/dashboard/w/bonus'],
    ['Top up', '/dashboard/w/in'],
    ['Pay someone', '/dashboard/w/out'],
  ]));
  forgetRegistry();
});

describe('the balance toggle', () => {
  it('hides both balances and remembers it on this device', async () => {
    const { unmount } = renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦50,000.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦ ••••');
    expect(screen.getByTestId('bonus-balance')).toHaveTextContent('₦ ••••');
    // Its name says what it will do; no pressed state on top of that (one state, announced once).
    expect(screen.getByRole('button', { name: 'Show balances' })).not.toHaveAttribute('aria-pressed');
    unmount();

    renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Show balances' });
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦ ••••');
    fireEvent.click(screen.getByRole('button', { name: 'Show balances' }));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦50,000.00');
  });
});

const withNotification = (text: string) =>
  fakeApi({ getNotification: jest.fn(() => Promise.resolve({ status: 200, message: 'ok', data: text })) });

describe('the notification board (spec 2.6)', () => {
  it('is a sheet beside the balance, not a modal; Dismiss closes it for good', async () => {
    const { unmount } = renderApp('/dashboard', withNotification('Data prices drop on Friday.'));
    const sheet = await screen.findByRole('region', { name: 'Notification' });
    expect(sheet).toHaveTextContent('Data prices drop on Friday.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();
    unmount();

    const again = withNotification('Data prices drop on Friday.');
    renderApp('/dashboard', again);
    await waitFor(() => expect(again.getNotification).toHaveBeenCalled());
    await screen.findByRole('heading', { name: 'Services' });
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();
  });

  it('shows again for a new notification', async () => {
    localStorage.setItem(NOTIFICATION_DISMISSED_KEY, 'an-older-one');
    renderApp('/dashboard', withNotification('New: electricity tokens by SMS.'));
    expect(await screen.findByRole('region', { name: 'Notification' })).toHaveTextContent('New: electricity tokens by SMS.');
  });

  it('Escape closes it too', async () => {
    renderApp('/dashboard', withNotification('Hello'));
    await screen.findByRole('region', { name: 'Notification' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();
    expect(localStorage.getItem(NOTIFICATION_DISMISSED_KEY)).not.toBeNull();
  });

  it('a failed read is only logged, and the dashboard works without it (spec 8)', async () => {
    const error = new Error('offline');
    const api = fakeApi({ getNotification: jest.fn(() => Promise.reject(error)) });
    renderApp('/dashboard', api);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(error));
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();
  });

  it('is not shown without a notification', async () => {
    const api = withNotification('');
    renderApp('/dashboard', api);
    await waitFor(() => expect(api.getNotification).toHaveBeenCalled());
    await screen.findByRole('heading', { name: 'Services' });
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();
  });
});
