import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { UpdateProfilePage } from './UpdateProfilePage';

const card = (name: string) => within(screen.getByRole('region', { name }));
const change = (scope: ReturnType<typeof card>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label, { selector: 'input' }), { target: { value } });

function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

describe('UpdateProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('waits for the user before showing the forms', () => {
    renderWithPlatform(<UpdateProfilePage />, { user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
  });

  describe('names', () => {
    it('is prefilled; a refusal shows each message under its field, marks it invalid and focuses the first', () => {
      const updateUserProfile = jest.fn();
      renderWithPlatform(<UpdateProfilePage />, { api: { updateUserProfile } });
      const names = card('Profile');
      expect(names.getByLabelText('First name')).toHaveValue(testUser.first_name);
      expect(names.getByLabelText('Last name')).toHaveValue(testUser.last_name);

      change(names, 'First name', ' ');
      change(names, 'Last name', '');
      fireEvent.click(names.getByRole('button', { name: 'Update Profile' }));
      const first = names.getByLabelText('First name');
      const last = names.getByLabelText('Last name');
      expect(first).toHaveAttribute('aria-invalid', 'true');
      expect(first).toHaveAccessibleDescription(MESSAGES.profile.firstNameRequired);
      expect(last).toHaveAttribute('aria-invalid', 'true');
      expect(last).toHaveAccessibleDescription(MESSAGES.profile.lastNameRequired);
      expect(first).toHaveFocus();

      change(names, 'First name', 'Ada');
      expect(first).not.toHaveAttribute('aria-invalid');
      expect(names.queryByText(MESSAGES.profile.firstNameRequired)).not.toBeInTheDocument();
      fireEvent.click(names.getByRole('button', { name: 'Update Profile' }));
      expect(last).toHaveFocus();
      expect(updateUserProfile).not.toHaveBeenCalled();
    });

    it('saves the names, shows the busy label and refreshes the user', async () => {
      const call = deferred();
      const updateUserProfile = jest.fn(() => call.promise);
      const { platform } = renderWithPlatform(<UpdateProfilePage />, { api: { updateUserProfile } });
      const names = card('Profile');
      change(names, 'First name', ' Ada ');
      change(names, 'Last name', 'Obi');
      fireEvent.click(names.getByRole('button', { name: 'Update Profile' }));

      expect(updateUserProfile).toHaveBeenCalledWith({ first_name: 'Ada', last_name: 'Obi' });
      expect(names.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
      expect(card('Bank Account').getByRole('button', { name: 'Update Bank' })).toBeEnabled();
      await act(async () => call.resolve(ok(null, 'Profile updated successfully')));
      expect(platform.toast.success).toHaveBeenCalledWith('Profile updated successfully');
      expect(platform.session.refreshUser).toHaveBeenCalledTimes(1);
      expect(names.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    });

    it('stays a success when re-reading the user afterwards fails (only logged)', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const updateUserProfile = jest.fn(() => Promise.resolve(ok(null, 'Profile updated successfully')));
      const { platform } = renderWithPlatform(<UpdateProfilePage />, { api: { updateUserProfile } });
      const refreshFailure = httpError(500, { message: 'Could not load the user' });
      platform.session.refreshUser.mockImplementation(() => Promise.reject(refreshFailure));
      const names = card('Profile');
      fireEvent.click(names.getByRole('button', { name: 'Update Profile' }));

      await waitFor(() => expect(log).toHaveBeenCalledWith(refreshFailure));
      expect(platform.toast.success).toHaveBeenCalledWith('Profile updated successfully');
      expect(platform.toast.error).not.toHaveBeenCalled();
      expect(names.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    });
  });

  describe('bank account', () => {
    it('shows every missing bank field under itself and focuses the first', () => {
      const updateUserBank = jest.fn();
      renderWithPlatform(<UpdateProfilePage />, { api: { updateUserBank } });
      const bank = card('Bank Account');
      const save = () => fireEvent.click(bank.getByRole('button', { name: 'Update Bank' }));
      save();
      expect(bank.getByLabelText('Account name')).toHaveAccessibleDescription(MESSAGES.bank.accountNameRequired);
      expect(bank.getByLabelText('Account number')).toHaveAccessibleDescription(MESSAGES.bank.accountNumberRequired);
      expect(bank.getByLabelText('Bank name')).toHaveAccessibleDescription(MESSAGES.bank.bankNameRequired);
      expect(bank.getByLabelText('Account name')).toHaveFocus();
      change(bank, 'Account name', 'Ada Obi');
      save();
      expect(bank.getByLabelText('Account name')).not.toHaveAttribute('aria-invalid');
      expect(bank.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
      expect(bank.getByLabelText('Account number')).toHaveFocus();
      // The other cards are not touched by this one's refusal.
      expect(card('Profile').getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
      expect(updateUserBank).not.toHaveBeenCalled();
    });

    it('is prefilled from the user and saves all three fields', async () => {
      const updateUserBank = jest.fn(() => Promise.resolve(ok(null, 'Bank details updated')));
      const user = { ...testUser, account_name: 'Demo Customer', account_number: '0011223344', bank_name: 'Wema Bank' };
      const { platform } = renderWithPlatform(<UpdateProfilePage />, { api: { updateUserBank }, user });
      const bank = card('Bank Account');
      expect(bank.getByLabelText('Account name')).toHaveValue('Demo Customer');
      change(bank, 'Bank name', 'GTBank');
      fireEvent.click(bank.getByRole('button', { name: 'Update Bank' }));
      await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Bank details updated'));
      expect(updateUserBank).toHaveBeenCalledWith({
        account_name: 'Demo Customer',
        account_number: '0011223344',
        bank_name: 'GTBank',
      });
      expect(platform.session.refreshUser).toHaveBeenCalledTimes(1);
    });

    it('toasts the server message of a refusal and shows it under the field at fault, focused', async () => {
      const updateUserBank = jest.fn(() =>
        Promise.reject(httpError(400, { message: 'Invalid account', data: { account_number: ['Enter 10 digits.'] } })),
      );
      const user = { ...testUser, account_name: 'A', account_number: '1', bank_name: 'B' };
      const { platform } = renderWithPlatform(<UpdateProfilePage />, { api: { updateUserBank }, user });
      const bank = card('Bank Account');
      fireEvent.click(bank.getByRole('button', { name: 'Update Bank' }));
      await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Enter 10 digits.'));
      const number = bank.getByLabelText('Account number');
      expect(number).toHaveAttribute('aria-invalid', 'true');
      expect(number).toHaveAccessibleDescription('Enter 10 digits.');
      await waitFor(() => expect(number).toHaveFocus());
      expect(platform.session.refreshUser).not.toHaveBeenCalled();
    });
  });

  it('says when the user could not be loaded, and Retry asks the host to read it again', () => {
    const { platform } = renderWithPlatform(<UpdateProfilePage />, { user: null, userStatus: 'failed' });
    expect(screen.getByText(UI_MESSAGES.account.loadFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(platform.session.refreshUser).toHaveBeenCalledTimes(1);
  });

  describe('change password', () => {
    it('shows a missing old or new password under its field and focuses it', () => {
      const changePassword = jest.fn();
      renderWithPlatform(<UpdateProfilePage />, { api: { changePassword } });
      const form = card('Change Password');
      const oldField = form.getByLabelText('Old password', { selector: 'input' });
      const newField = form.getByLabelText('New password', { selector: 'input' });
      fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
      expect(oldField).toHaveAccessibleDescription(MESSAGES.changePassword.oldPasswordRequired);
      expect(newField).toHaveAccessibleDescription(MESSAGES.changePassword.newPasswordRequired);
      expect(oldField).toHaveFocus();
      change(form, 'Old password', 'Old-pass-1');
      fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
      expect(oldField).not.toHaveAttribute('aria-invalid');
      expect(newField).toHaveAttribute('aria-invalid', 'true');
      expect(newField).toHaveFocus();
      expect(changePassword).not.toHaveBeenCalled();
    });

    it('has show/hide toggles and sends the new password as new_password, password and password2', async () => {
      const call = deferred();
      const changePassword = jest.fn(() => call.promise);
      const { platform } = renderWithPlatform(<UpdateProfilePage />, { api: { changePassword } });
      const form = card('Change Password');
      const oldField = form.getByLabelText('Old password', { selector: 'input' });
      expect(oldField).toHaveAttribute('type', 'password');
      fireEvent.click(form.getAllByRole('button', { name: 'Show password' })[0]!);
      expect(oldField).toHaveAttribute('type', 'text');

      change(form, 'Old password', 'Old-pass-1');
      change(form, 'New password', 'New-pass-2');
      fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
      expect(changePassword).toHaveBeenCalledWith({
        old_password: 'Old-pass-1',
        new_password: 'New-pass-2',
        password: 'New-pass-2',
        password2: 'New-pass-2',
      });
      expect(form.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
      await act(async () => call.resolve(ok(null, 'Password changed successfully')));
      expect(platform.toast.success).toHaveBeenCalledWith('Password changed successfully');
      // Every other session has ended: the host re-reads this one (platform contract, ADR 0039).
      expect(platform.session.refreshUser).toHaveBeenCalled();
      expect(form.getByLabelText('Old password', { selector: 'input' })).toHaveValue('');
      expect(form.getByLabelText('New password', { selector: 'input' })).toHaveValue('');
    });

    it('logs the error message before toasting it', async () => {
      const order: string[] = [];
      jest.spyOn(console, 'error').mockImplementation((message: string) => void order.push(`log:${message}`));
      const changePassword = jest.fn(() => Promise.reject(httpError(400, { message: 'Old password is not correct' })));
      const { platform } = renderWithPlatform(<UpdateProfilePage />, { api: { changePassword } });
      platform.toast.error.mockImplementation((message: string) => void order.push(`toast:${message}`));
      const form = card('Change Password');
      change(form, 'Old password', 'wrong');
      change(form, 'New password', 'New-pass-2');
      fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
      await waitFor(() => expect(order).toEqual(['log:Old password is not correct', 'toast:Old password is not correct']));
      expect(form.getByLabelText('Old password', { selector: 'input' })).toHaveValue('wrong');
    });
  });
});
