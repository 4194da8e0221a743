import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UI_MESSAGES } from '@topup/rules';
import { dropSession, fakeApi, holdSession, renderApp } from '../testing/renderApp';

beforeEach(() => {
  holdSession();
  // The dashboard's remote widgets find no registry here; that is the remote boundary's business.
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('offline')) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => dropSession());

async function openMenu(api = fakeApi()) {
  renderApp('/dashboard', api);
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  toggle.focus();
  fireEvent.click(toggle);
  return toggle;
}

test('opening the side menu moves focus into it and makes the page behind it inert', async () => {
  const toggle = await openMenu();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  expect(document.getElementById('main')).toHaveAttribute('inert');
});

test('Escape closes it and gives focus back to the Menu button', async () => {
  const toggle = await openMenu();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  expect(document.getElementById('main')).not.toHaveAttribute('inert');
});

test('the Close button does the same', async () => {
  const toggle = await openMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('Logout sends one logout call however often it is clicked, and shows it is busy', async () => {
  let finish: (value: unknown) => void = () => undefined;
  const api = fakeApi({ logout: jest.fn(() => new Promise((resolve) => (finish = resolve))) });
  await openMenu(api);
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  fireEvent.click(screen.getByRole('button', { name: UI_MESSAGES.logout.busy }));
  expect(screen.getByRole('button', { name: UI_MESSAGES.logout.busy })).toBeDisabled();

  await act(async () => finish({ status: 200, message: 'ok', data: null }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(api.logout).toHaveBeenCalledTimes(1);
});

test('the balances in the menu follow the dashboard card show/hide, remembered', async () => {
  try {
    await openMenu();
    const menu = within(screen.getByRole('complementary', { name: 'Account menu', hidden: true }));
    const amounts = () => menu.getAllByRole('definition', { hidden: true }).map((amount) => amount.textContent);
    await waitFor(() => expect(amounts()).toEqual(['₦50,000.00', '₦0.00']));
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hide balances' }));
    expect(amounts()).toEqual([UI_MESSAGES.balance.hidden, UI_MESSAGES.balance.hidden]);
    expect(localStorage.getItem('balance-hidden')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balances' }));
    expect(amounts()).toEqual(['₦50,000.00', '₦0.00']);
  } finally {
    localStorage.clear();
  }
});
