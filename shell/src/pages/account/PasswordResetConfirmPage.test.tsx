import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { PasswordResetConfirmPage } from './PasswordResetConfirmPage';

function renderConfirm(route: string, resetPassword: jest.Mock = jest.fn()) {
  const rendered = renderWithPlatform(
    <Routes>
      <Route path="/auth/password-reset/confirm/" element={<PasswordResetConfirmPage />} />
      <Route path="/auth/login" element={<p>Login screen</p>} />
    </Routes>,
    { route, api: { resetPassword }, user: null },
  );
  return { ...rendered, resetPassword };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const typePassword = (value: string) =>
  fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value } });

describe('PasswordResetConfirmPage', () => {
  afterEach(() => jest.useRealTimers());

  it('requires the new password', () => {
    const { platform, resetPassword } = renderConfirm('/auth/password-reset/confirm/?token=abc123');
    submit();
    expect(platform.toast.error).toHaveBeenCalledWith(MESSAGES.resetPassword.newPasswordRequired);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sends the token from the query with the password twice, then goes to login after 3.5 s', async () => {
    jest.useFakeTimers();
    let finish: (value: unknown) => void = () => undefined;
    const { platform, resetPassword } = renderConfirm(
      '/auth/password-reset/confirm/?token=abc123',
      jest.fn(() => new Promise((resolve) => (finish = resolve))),
    );
    typePassword('New-pass-456');
    submit();

    expect(resetPassword).toHaveBeenCalledWith({
      new_password: 'New-pass-456',
      password_token: 'abc123',
      confirm_new_password: 'New-pass-456',
    });
    expect(screen.getByRole('button', { name: MESSAGES.busy.resetting })).toBeDisabled();
    await act(async () => finish(ok(null, 'Password reset successful')));
    expect(platform.toast.success).toHaveBeenCalledWith('Password reset successful');
    act(() => jest.advanceTimersByTime(3499));
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('shows the server message of a refused token and stays', async () => {
    const { platform } = renderConfirm(
      '/auth/password-reset/confirm/?token=used',
      jest.fn(() => Promise.reject(httpError(400, { message: 'The reset link is invalid or has expired.' }))),
    );
    typePassword('New-pass-456');
    submit();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(platform.toast.error).toHaveBeenCalledWith('The reset link is invalid or has expired.');
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('without a token explains why and links to a new request instead of the form', () => {
    renderConfirm('/auth/password-reset/confirm/');
    expect(screen.getByRole('alert')).toHaveTextContent(UI_MESSAGES.resetPassword.tokenMissing);
    expect(screen.getByRole('link', { name: UI_MESSAGES.resetPassword.requestNewLink })).toHaveAttribute(
      'href',
      '/auth/password/reset',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
