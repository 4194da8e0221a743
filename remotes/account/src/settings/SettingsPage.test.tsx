import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { BENEFICIARY_MESSAGES, SESSION_MESSAGES, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { SettingsPage } from './SettingsPage';

function renderSettings(updateUserSettings: jest.Mock = jest.fn(), user: typeof testUser | null = testUser, userStatus?: 'failed') {
  return renderWithPlatform(
    <Routes>
      <Route path="/dashboard/setting" element={<SettingsPage />} />
      <Route path="/auth/login" element={<p>Login screen</p>} />
    </Routes>,
    {
      route: '/dashboard/setting',
      api: { updateUserSettings, getBeneficiaries: jest.fn().mockResolvedValue(ok([])), getSessions: jest.fn().mockResolvedValue(ok([])), getVendorStatus: jest.fn(() => new Promise(() => undefined)), getSchedules: jest.fn().mockResolvedValue(ok([])) },
      user,
      userStatus,
    },
  );
}

const notifications = () => screen.getByRole('switch', { name: 'Email notifications' });

describe('SettingsPage', () => {
  it('says when the user could not be loaded, with the e-mail switch disabled until it loads', () => {
    renderSettings(jest.fn(), null, 'failed');
    expect(screen.getByText(UI_MESSAGES.account.loadFailed)).toBeInTheDocument();
    expect(notifications()).toBeDisabled();
  });

  it('reflects the account e-mail notifications and saves a change on the account', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const updateUserSettings = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const { platform } = renderSettings(updateUserSettings);
    expect(notifications()).toHaveAttribute('aria-checked', 'false');

    fireEvent.click(notifications());
    expect(updateUserSettings).toHaveBeenCalledWith({ email_notifications: true });
    expect(notifications()).toBeDisabled();
    await act(async () => finish(ok(null, 'Settings updated')));

    expect(notifications()).toHaveAttribute('aria-checked', 'true');
    expect(notifications()).toBeEnabled();
    expect(platform.toast.success).toHaveBeenCalledWith('Settings updated');
    expect(platform.session.refreshUser).toHaveBeenCalled();
  });

  it('turns notifications off for a user who has them on', async () => {
    const updateUserSettings = jest.fn(() => Promise.resolve(ok(null, 'Settings updated')));
    renderSettings(updateUserSettings, { ...testUser, email_notifications: true });
    expect(notifications()).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(notifications());
    await waitFor(() => expect(notifications()).toHaveAttribute('aria-checked', 'false'));
    expect(updateUserSettings).toHaveBeenCalledWith({ email_notifications: false });
  });

  it('keeps the old value and toasts the server message when saving fails', async () => {
    const updateUserSettings = jest.fn(() => Promise.reject(httpError(500, { message: 'Could not save your settings' })));
    const { platform } = renderSettings(updateUserSettings);
    fireEvent.click(notifications());
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Could not save your settings'));
    expect(notifications()).toHaveAttribute('aria-checked', 'false');
    expect(notifications()).toBeEnabled();
    expect(platform.session.refreshUser).not.toHaveBeenCalled();
  });

  it('shows the saved beneficiaries and the devices and sessions', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: BENEFICIARY_MESSAGES.ui.settingsTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: SESSION_MESSAGES.ui.title })).toBeInTheDocument();
  });

  it('toggles dark mode through the theme', () => {
    const { platform } = renderSettings();
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(dark);
    expect(platform.theme.toggle).toHaveBeenCalledTimes(1);
  });

  it('links to Update Profile, Policy and Contact Us', () => {
    renderSettings();
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/dashboard/update-profile');
    expect(screen.getByRole('link', { name: 'Policy' })).toHaveAttribute('href', '/policy');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('sends one logout however often Logout is clicked, and shows it is busy', async () => {
    let finish: () => void = () => undefined;
    const { platform } = renderSettings();
    platform.session.logout.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES.logout.busy }));
    expect(screen.getByRole('button', { name: UI_MESSAGES.logout.busy })).toBeDisabled();

    await act(async () => finish());
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(platform.session.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out through the session, then shows the login page', async () => {
    const { platform } = renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(platform.session.logout).toHaveBeenCalledTimes(1);
  });
});
