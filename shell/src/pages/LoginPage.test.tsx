import { AxiosError, AxiosHeaders } from 'axios';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MESSAGES, SIGNED_IN_COOKIE, UI_MESSAGES } from '@topup/rules';
import { dropSession, fakeApi, holdSession, renderApp } from '../testing/renderApp';

function rejected(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

afterEach(() => dropSession());

test('the Login button looks disabled until both fields are filled', async () => {
  renderApp('/auth/login');
  const button = await screen.findByRole('button', { name: 'Login' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  expect(button).not.toHaveAttribute('aria-disabled');
});

test('an empty form says Invalid Login and calls nothing', async () => {
  const { api } = renderApp('/auth/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.invalid);
  expect(api.login).not.toHaveBeenCalled();
});

test('a refused submit marks the empty field invalid, says why under it and focuses it', async () => {
  renderApp('/auth/login');
  await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const password = screen.getByLabelText('Password', { selector: 'input' });
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription(MESSAGES.login.invalid);
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  await userEvent.type(password, 's');
  expect(password).not.toHaveAttribute('aria-invalid');
  expect(password).not.toHaveAccessibleDescription();
});

test('logging in shows the busy label, keeps no token where scripts can read it, toasts and goes to /dashboard', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const api = fakeApi({ login: jest.fn(() => new Promise((resolve) => (answer = resolve))) });
  const { router } = renderApp('/auth/login', api);
  await userEvent.type(await screen.findByLabelText('Email'), ' demo@example.com ');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.getByRole('button', { name: MESSAGES.busy.authenticating })).toBeDisabled();
  expect(api.login).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'Demo-pass-123' });

  // The API sets the HttpOnly session cookie (out of scripts' reach) and the hint; the body holds no token.
  holdSession();
  answer({ status: 200, message: 'ok', data: {} });
  expect(await screen.findByText(MESSAGES.login.success)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(Cookies.get()).toEqual({ [SIGNED_IN_COOKIE]: '1' });
  expect(Object.keys(localStorage).filter((key) => /token|session|access/i.test(key))).toEqual([]);
});

test('a refused login shows each errors[] detail as a toast and stays on the page', async () => {
  const api = fakeApi({
    login: jest.fn(() =>
      Promise.reject(rejected(401, { message: 'Login failed', errors: [{ detail: 'No active account found', code: 'x' }] })),
    ),
  });
  const { router } = renderApp('/auth/login', api);
  await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('No active account found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(router.state.location.pathname).toBe('/auth/login');
  expect(Cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
});

test('a login call that times out gives the button back and says the service could not be reached', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const config = { headers: new AxiosHeaders() };
  const api = fakeApi({
    login: jest.fn(() => Promise.reject(new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED', config))),
  });
  renderApp('/auth/login', api);
  await userEvent.type(await screen.findByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText(UI_MESSAGES.network.unreachable)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  jest.mocked(console.error).mockRestore();
});

test('the login screen links to password reset and registration', async () => {
  renderApp('/auth/login');
  expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/auth/password/reset');
  expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/auth/register');
});
