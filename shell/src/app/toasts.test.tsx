import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { clearErrorToastsOnInput, clearToastsOnNavigation, loadToastLibrary, shellToasts } from './toasts';

jest.mock('./toastLibrary', () => {
  const kinds = ['success', 'warning', 'error', 'info'] as const;
  return { ToastContainer: () => null, toast: { ...Object.fromEntries(kinds.map((kind) => [kind, jest.fn()])), dismiss: jest.fn() } };
});

/** A page's toasts go when the customer moves on; the toast that announced the move stays. */
describe('toasts cleared on navigation', () => {
  let toast: { error: jest.Mock; success: jest.Mock; dismiss: jest.Mock };
  beforeEach(async () => {
    toast = (await loadToastLibrary()).toast as unknown as typeof toast;
    jest.clearAllMocks();
    clearToastsOnNavigation();
    clearToastsOnNavigation();
    toast.dismiss.mockClear();
  });

  const idOf = (mock: jest.Mock, call = 0) => (mock.mock.calls[call]![1] as { toastId: string }).toastId;

  it('the register form’s stale error goes; "Account created successfully!" raised as the page changes stays, until the next move', async () => {
    shellToasts.error('Password must be at least 8 characters long.');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    shellToasts.success('Account created successfully!');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    clearToastsOnNavigation();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.error)));
    expect(toast.dismiss).not.toHaveBeenCalledWith(idOf(toast.success));

    clearToastsOnNavigation();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.success)));
  });

  it('an error is never carried to the next page, even as the newest toast', async () => {
    shellToasts.error('Insufficient wallet balance');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    clearToastsOnNavigation();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.error)));
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
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(toast.dismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.error)));
  });

  it('does not stack the same words again while they are on screen; once closed they may come back', async () => {
    for (let i = 0; i < 3; i += 1) shellToasts.success('Payment successful!');
    shellToasts.error('Payment successful!');
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledTimes(1);
    const { onClose } = toast.success.mock.calls[0]![1] as { onClose: () => void };
    onClose();
    shellToasts.success('Payment successful!');
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
  });

  it('an error goes once the customer changes a field (on a phone it covers the button pressed next); other toasts stay', async () => {
    shellToasts.error('Password must be at least 8 characters long.');
    shellToasts.success('Beneficiary saved');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    clearErrorToastsOnInput();
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(idOf(toast.error)));
    expect(toast.dismiss).not.toHaveBeenCalledWith(idOf(toast.success));
    // Gone from what is on screen: the same words may show again at the next refusal.
    shellToasts.error('Password must be at least 8 characters long.');
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
  });
});
