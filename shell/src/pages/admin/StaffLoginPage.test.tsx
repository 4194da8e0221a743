import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { StaffLoginPage } from './StaffLoginPage';

/*
 * The staff sign-in (ADR 0011): password first; the first time, the authenticator to set up
 * (QR code and key); then the 6-digit code, which opens the 8-hour staff session.
 */
const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };

async function enterPassword(api: Record<string, jest.Mock>) {
  const rendered = renderWithPlatform(<StaffLoginPage />, { api, user: null, path: '/admin/login', route: '/admin/login' });
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await user.type(screen.getByLabelText('Email'), ' boss@example.com ');
  await user.type(screen.getByLabelText('Password'), 'Admin-pass-123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...rendered, user };
}

describe('StaffLoginPage', () => {
  it('at the first sign-in shows the QR code and key, then signs in with the 6-digit code', async () => {
    const staffLogin = jest.fn(() => Promise.resolve(ok({ challenge: 'ch-1', setup }, API_MESSAGES.staff.totpSetup)));
    // The web app's second step answers no token: the API sets the HttpOnly staffToken cookie.
    const staffTotp = jest.fn(() => Promise.resolve(ok({}, API_MESSAGES.staff.signedIn)));
    const { platform, user } = await enterPassword({ staffLogin, staffTotp });
    expect(staffLogin).toHaveBeenCalledWith({ email: 'boss@example.com', password: 'Admin-pass-123' });
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`);
    expect(screen.getByText(setup.secret)).toBeInTheDocument();
    expect(platform.toast.info).toHaveBeenCalledWith(API_MESSAGES.staff.totpSetup);

    const code = screen.getByLabelText('Authenticator code');
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234'); // digits only
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(staffTotp).toHaveBeenCalledWith({ challenge: 'ch-1', code: '123456' }));
    await waitFor(() => expect(platform.session.login).toHaveBeenCalledWith());
    expect(platform.toast.success).toHaveBeenCalledWith(API_MESSAGES.staff.signedIn);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument(); // on to /admin
  });

  it('later sign-ins ask only for the code; a wrong code is a toast and the field is cleared', async () => {
    const staffLogin = jest.fn(() => Promise.resolve(ok({ challenge: 'ch-2' }, API_MESSAGES.staff.totpRequired)));
    const staffTotp = jest.fn(() =>
      Promise.reject(httpError(401, { message: 'Login failed', errors: [{ detail: API_MESSAGES.staff.totpWrong, code: 'totp_invalid' }] })),
    );
    const { platform, user } = await enterPassword({ staffLogin, staffTotp });
    const code = await screen.findByLabelText('Authenticator code');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(API_MESSAGES.staff.totpWrong));
    expect(code).toHaveValue('');
    expect(platform.session.login).not.toHaveBeenCalled();
  });

  it('a refused password (a customer, say) stays on the first step with the server’s message', async () => {
    const staffLogin = jest.fn(() => Promise.reject(httpError(403, { message: API_MESSAGES.staff.notStaff })));
    const { platform } = await enterPassword({ staffLogin });
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(API_MESSAGES.staff.notStaff));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authenticator code')).not.toBeInTheDocument();
  });
});
