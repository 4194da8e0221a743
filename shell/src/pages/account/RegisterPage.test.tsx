import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { RegisterPage } from './RegisterPage';

const VALID = {
  'First name': 'Ada',
  'Last name': 'Obi',
  Email: 'ada@example.com',
  'Phone number': '08031234567',
  Password: 'Secret-pass-1',
};

function renderRegister(
  route = '/auth/register',
  register: jest.Mock = jest.fn(() => Promise.resolve(ok(null, 'Created', 201))),
  login: jest.Mock = jest.fn(() => Promise.resolve(ok({}))),
) {
  const rendered = renderWithPlatform(
    <Routes>
      <Route path="/auth/register" element={<RegisterPage />} />
      <Route path="/auth/login" element={<p>Login screen</p>} />
      <Route path="/dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    { route, api: { register, login }, user: null },
  );
  return { ...rendered, register, login };
}

const fill = (values: Partial<Record<keyof typeof VALID, string>>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  }
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterPage', () => {
  afterEach(() => jest.useRealTimers());

  it('checks the fields in the spec order, one message at a time, without calling the API', () => {
    const { platform, register } = renderRegister();
    const m = MESSAGES.register;
    const steps: [Partial<Record<keyof typeof VALID, string>>, string][] = [
      [{}, m.firstNameRequired],
      [{ 'First name': 'Ada' }, m.lastNameRequired],
      [{ 'Last name': 'Obi' }, m.emailRequired],
      [{ Email: 'ada@example' }, m.emailInvalid],
      [{ Email: 'ada@example.com' }, m.passwordRequired],
      [{ Password: 'Secret-pass-1' }, m.phoneRequired],
      [{ 'Phone number': '0803123456' }, m.phoneInvalid],
    ];
    for (const [values, message] of steps) {
      fill(values);
      submit();
      expect(platform.toast.error).toHaveBeenLastCalledWith(message);
    }
    expect(platform.toast.error.mock.calls.map(([message]) => message)).toEqual(steps.map(([, message]) => message));
    expect(register).not.toHaveBeenCalled();
  });

  it('says under every field at fault why, marks it invalid and focuses the first', async () => {
    renderRegister();
    fill({ 'First name': 'Ada', Email: 'ada@example', Password: 'Secret-pass-1' });
    submit();
    const m = MESSAGES.register;
    const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
    expect(input('Last name')).toHaveAccessibleDescription(m.lastNameRequired);
    expect(input('Email')).toHaveAccessibleDescription(m.emailInvalid);
    expect(input('Phone number')).toHaveAccessibleDescription(m.phoneRequired);
    for (const label of ['Last name', 'Email', 'Phone number']) expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    for (const label of ['First name', 'Password']) expect(input(label)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(input('Last name')).toHaveFocus());
    fill({ Email: 'ada@example.com' });
    expect(input('Email')).not.toHaveAttribute('aria-invalid');
    expect(input('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the spec payload, shows the busy label, then signs the new customer in (the login flow) and opens the dashboard', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const register = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const { platform, login } = renderRegister('/auth/register', register);
    fill({ ...VALID, 'First name': ' Ada ' });
    submit();

    const busy = screen.getByRole('button', { name: MESSAGES.busy.creatingAccount });
    expect(busy).toBeDisabled();
    expect(register).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      password: 'Secret-pass-1',
      phone_no: '08031234567',
      referral: '',
      password2: 'Secret-pass-1',
    });

    expect(login).not.toHaveBeenCalled();
    await act(async () => finish(ok(null, 'Created', 201)));
    expect(platform.toast.success).toHaveBeenCalledWith(MESSAGES.register.success);
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret-pass-1' });
    expect(platform.session.login).toHaveBeenCalledWith();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('the account made but the sign-in refused: says it is created and goes to login after 3500 ms', async () => {
    jest.useFakeTimers();
    const login = jest.fn(() => Promise.reject(httpError(429, { message: 'Too many attempts' })));
    const { platform } = renderRegister('/auth/register', undefined, login);
    fill(VALID);
    await act(async () => submit());
    expect(platform.toast.success).toHaveBeenCalledWith(MESSAGES.register.success);
    expect(platform.session.login).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3499));
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('prefills the referral from ?ref= and makes it read-only', async () => {
    const { register } = renderRegister('/auth/register?ref=demo');
    const referral = screen.getByLabelText('Referral code (optional)');
    expect(referral).toHaveValue('demo');
    expect(referral).toHaveAttribute('readonly');
    fill(VALID);
    submit();
    await screen.findByRole('button', { name: MESSAGES.busy.creatingAccount });
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ referral: 'demo' }));
  });

  it('leaves the referral editable without ?ref=', () => {
    renderRegister();
    const referral = screen.getByLabelText('Referral code (optional)');
    expect(referral).not.toHaveAttribute('readonly');
    fireEvent.change(referral, { target: { value: 'friend' } });
    expect(referral).toHaveValue('friend');
  });

  it('toasts each server field error and shows it under its field', async () => {
    const register = jest.fn(() =>
      Promise.reject(
        httpError(400, {
          message: 'Some fields are invalid',
          data: { email: ['A user with this email already exists.'], phone_no: ['This phone number is taken.'] },
        }),
      ),
    );
    const { platform } = renderRegister('/auth/register', register);
    fill(VALID);
    submit();

    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('A user with this email already exists.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('This phone number is taken.');
    expect(platform.toast.error.mock.calls).toEqual([
      ['A user with this email already exists.'],
      ['This phone number is taken.'],
    ]);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();

    fill({ Email: 'other@example.com' });
    expect(screen.queryByText('A user with this email already exists.')).not.toBeInTheDocument();
    expect(screen.getByText('This phone number is taken.')).toBeInTheDocument();
  });

  it('links to the login page', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });
});
