import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@topup/rules';
import { fakeApi, renderApp } from '../testing/renderApp';
import { NOTIFICATION_DISMISSED_KEY } from './NotificationBoard';

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

const withNotification = (text: string) =>
  fakeApi({ getNotification: jest.fn(() => Promise.resolve({ status: 200, message: 'ok', data: text })) });

describe('the notification board (spec 2.6)', () => {
  it('is a modal dialog that Close dismisses, for good', async () => {
    const { unmount } = renderApp('/dashboard', withNotification('Data prices drop on Friday.'));
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Data prices drop on Friday.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    const again = withNotification('Data prices drop on Friday.');
    renderApp('/dashboard', again);
    await waitFor(() => expect(again.getNotification).toHaveBeenCalled());
    await screen.findByRole('heading', { name: 'Quick access' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows again for a new notification', async () => {
    localStorage.setItem(NOTIFICATION_DISMISSED_KEY, 'an-older-one');
    renderApp('/dashboard', withNotification('New: electricity tokens by SMS.'));
    expect(await screen.findByRole('dialog', { name: 'Notification' })).toHaveTextContent('New: electricity tokens by SMS.');
  });

  it('Escape closes it too', async () => {
    renderApp('/dashboard', withNotification('Hello'));
    await screen.findByRole('dialog', { name: 'Notification' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(NOTIFICATION_DISMISSED_KEY)).not.toBeNull();
  });

  it('is not shown without a notification', async () => {
    const api = withNotification('');
    renderApp('/dashboard', api);
    await waitFor(() => expect(api.getNotification).toHaveBeenCalled());
    await screen.findByRole('heading', { name: 'Quick access' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
