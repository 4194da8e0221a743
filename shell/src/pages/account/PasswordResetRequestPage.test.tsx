import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { PasswordResetRequestPage } from './PasswordResetRequestPage';

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });

describe('PasswordResetRequestPage', () => {
  it('asks for the e-mail first', () => {
    const passwordReset = jest.fn();
    const { platform } = renderWithPlatform(<PasswordResetRequestPage />, { api: { passwordReset }, user: null });
    typeEmail('   ');
    send();
    expect(platform.toast.error).toHaveBeenCalledWith(MESSAGES.passwordReset.emailRequired);
    expect(passwordReset).not.toHaveBeenCalled();
  });

  it('sends the e-mail, shows the busy label, then the spec success message', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const passwordReset = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const { platform } = renderWithPlatform(<PasswordResetRequestPage />, { api: { passwordReset }, user: null });
    typeEmail(' ada@example.com ');
    send();

    expect(passwordReset).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('button', { name: MESSAGES.busy.sendingResetLink })).toBeDisabled();
    await act(async () => finish(ok(null, 'Reset link sent')));
    expect(platform.toast.success).toHaveBeenCalledWith(MESSAGES.passwordReset.sent);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('toasts each errors[] detail', async () => {
    const passwordReset = jest.fn(() =>
      Promise.reject(httpError(400, { message: 'Bad request', errors: [{ detail: 'Enter a valid email address.' }, { detail: 'Try again later.' }] })),
    );
    const { platform } = renderWithPlatform(<PasswordResetRequestPage />, { api: { passwordReset }, user: null });
    typeEmail('nope');
    send();
    await screen.findByRole('button', { name: 'Send Reset Link' });
    await act(async () => undefined);
    expect(platform.toast.error.mock.calls).toEqual([['Enter a valid email address.'], ['Try again later.']]);
    expect(platform.toast.success).not.toHaveBeenCalled();
  });
});
