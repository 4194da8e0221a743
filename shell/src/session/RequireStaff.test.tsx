import { fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/runtime';
import { API_MESSAGES } from '@topup/rules';
import { forgetRegistry } from '../federation/registry';
import { demoUser, dropSession, fakeApi, holdSession, renderApp } from '../testing/renderApp';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

const registry = {
  remotes: {
    admin: {
      live: '1',
      versions: {
        '1': {
          manifest: '/store/remotes/admin/1/mf-manifest.json',
          container: 'topup_admin',
          area: '/admin',
          paths: ['/admin'],
          widgets: [],
          nav: [{ label: 'Overview', to: '/admin', menus: ['admin'], order: 10 }],
        },
      },
    },
  },
};
const asUser = (user: object) => fakeApi({ getUser: jest.fn(() => Promise.resolve({ status: 200, message: 'ok', data: { ...demoUser, ...user } })) });

beforeEach(() => {
  forgetRegistry();
  holdSession();
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => registeredAsDeclared(registry) })) });
  (loadRemote as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockImplementation(async () => ({ default: { routes: [{ path: '/admin', Component: () => <p>Admin overview</p> }] } }));
});
afterEach(() => dropSession());

test('a customer visiting /admin is refused, and the admin remote is never requested', async () => {
  renderApp('/admin', asUser({ role: null, staff_session: false }));
  expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.staff.notStaff);
  expect(loadRemote).not.toHaveBeenCalled();
});

test('staff signed in without the second factor are sent to the staff sign-in', async () => {
  renderApp('/admin', asUser({ role: 'support', staff_session: false }));
  expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.staff.staffSessionRequired);
  expect(screen.getByRole('link', { name: 'Sign in to the back office' })).toHaveAttribute('href', '/admin/login');
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a staff session gets the back office frame and the admin remote', async () => {
  renderApp('/admin', asUser({ role: 'admin', staff_session: true }));
  expect(await screen.findByText('Admin overview')).toBeInTheDocument();
  // A narrow screen (jsdom's) keeps the side navigation in a drawer behind the menu button.
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
});

test('no token at all goes to the staff sign-in page', async () => {
  dropSession();
  renderApp('/admin/orders');
  expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});

test('ADR 0037: a one-time password is replaced before the back office opens; the admin remote waits for it', async () => {
  const staffUser = { ...demoUser, role: 'support', staff_session: true };
  const getUser = jest
    .fn()
    .mockResolvedValueOnce({ status: 200, message: 'ok', data: { ...staffUser, password_change_required: true } })
    .mockResolvedValue({ status: 200, message: 'ok', data: staffUser });
  const changePassword = jest.fn(() => Promise.resolve({ status: 200, message: API_MESSAGES.profile.passwordChanged, data: null }));
  renderApp('/admin', fakeApi({ getUser, changePassword }));
  expect(await screen.findByRole('heading', { name: API_MESSAGES.staff.passwordChangeTitle })).toBeInTheDocument();
  expect(screen.getByText(API_MESSAGES.staff.passwordChangeRequired)).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'one-time-pass' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'one-time-pass' } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'one-time-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(API_MESSAGES.profile.passwordUnchanged)).toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Own-pass-4567' } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Own-pass-4568' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(API_MESSAGES.accounts.passwordMismatch)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Own-pass-4567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Admin overview')).toBeInTheDocument();
  expect(changePassword).toHaveBeenCalledWith({ old_password: 'one-time-pass', new_password: 'Own-pass-4567', password: 'Own-pass-4567', password2: 'Own-pass-4567' });
});
