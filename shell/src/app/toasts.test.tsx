import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { TOAST_CARRY_MS, clearToastsOnNavigation, loadToastLibrary, shellToasts } from './toasts';

jest.mock('./toastLibrary', () => {
  const kinds = ['success', 'warning', 'error', 'info'] as const;
  return { ToastContainer: () => null, toast: { ...Object.fromEntries(kinds.map((kind) => [kind, jest.fn()])), dismiss: jest.fn() } };
});

/** Issue 40: a page's toasts go when the customer moves on; the toast that announced the move stays. */
describe('toasts cleared on navigation', () => {
  let now = 1_000_000;
  let toast: { error: jest.Mock; success: jest.Mock; dismiss: jest.Mock };
  beforeEach(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    toast = (await loadToastLibrary()).toast as unknown as typeof toast;
    jest.clearAllMocks();
    clearToastsOnNavigation(Number.MAX_SAFE_INTEGER);
    toast.dismiss.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  const idOf = (mock: jest.Mock, call = 0) => (mock.mock.calls[call]![1] as { toastId: string }).toastId;

  it('the register form’s stale error goes; "Account created successfully!" raised as the page changes stays, until the next move', async () => {
    shellToasts.error('Password must be at least 8 characters long.');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    now += 30_000;
    shellToasts.success('Account created successfully!');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    now += 100;
    clearToastsOnNavigation();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.error)));
    expect(toast.dismiss).not.toHaveBeenCalledWith(idOf(toast.success));

    now += TOAST_CARRY_MS + 1;
    clearToastsOnNavigation();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.success)));
  });

  it('moving to another page through the routes clears the last page’s toasts; staying on the page does not', async () => {
    render(
      <MemoryRouter initialEntries={['/auth/register']}>
        <AppRoutes
          routes={[
            { path: '/auth/register', element: <Link to="/auth/register?again=1">Same page</Link> },
            { path: '/dashboard', element: <p>Dashboard</p> },
          ]}
        />
        <Link to="/dashboard">Go</Link>
      </MemoryRouter>,
    );
    shellToasts.error('Password must be at least 8 characters long.');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    now += TOAST_CARRY_MS + 1;
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(toast.dismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.error)));
  });
});
