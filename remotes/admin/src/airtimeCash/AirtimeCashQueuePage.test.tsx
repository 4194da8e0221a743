import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { transaction } from '@topup/ui/src/testing/transactions';
import { httpError, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { AirtimeCashQueuePage } from './AirtimeCashQueuePage';

const request = {
  ...transaction(7, { status: 'pending', amount: 4000, plan: 'MTN airtime to cash', description: 'MTN airtime of ₦5,000.00 from 08031234567' }),
  kind: 'airtimeToCash',
  email: 'ada@example.com',
  needs_review: false,
  provider_message: null,
  staff_note: null,
  request_details: { phone: '08031234567', receivingNumber: '08031230001' },
};

/** The admin remote calls the API through the platform's transport: a fake axios is the edge here. */
function setup() {
  const view = renderWithPlatform(<AirtimeCashQueuePage />);
  const platform = view.platform as unknown as Platform & { toast: { success: jest.Mock; error: jest.Mock } };
  return { platform, user: userEvent.setup() };
}

// renderWithPlatform's transport refuses direct use; this suite swaps in a fake one.
jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

describe('Airtime to Cash queue', () => {
  it('lists open requests with where the airtime comes from; Approve asks with both numbers, then credits and reloads', async () => {
    const http = { get: jest.fn(), post: jest.fn() };
    (globalThis as unknown as { fakeHttp: unknown }).fakeHttp = http;
    http.get.mockResolvedValueOnce({ data: { message: 'ok', data: [request] } }).mockResolvedValue({ data: { message: 'ok', data: [] } });
    http.post.mockResolvedValue({ data: { message: 'Done', data: { ...request, status: 'confirmed' } } });
    const { platform, user } = setup();
    const table = await screen.findByRole('table', { name: 'Open requests' });
    expect(within(table).getByText(/from 08031234567/)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Approve ${request.tx_ref}` }));
    // Approving credits at once: the dialog says between which numbers the airtime must have arrived.
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(UI_MESSAGES.staff.confirmApproveAirtimeCash(request.tx_ref, 4000, '08031234567', '08031230001'));
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(http.post).not.toHaveBeenCalled();
    await user.click(within(table).getByRole('button', { name: `Approve ${request.tx_ref}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/airtime-cash/7/approve/', {}));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Done'));
    expect(await screen.findByText('No request is waiting.')).toBeInTheDocument();
  });

  it('Decline needs a reason, sends it, and a refusal (already handled) shows as an error toast', async () => {
    const http = { get: jest.fn().mockResolvedValue({ data: { message: 'ok', data: [request] } }), post: jest.fn().mockRejectedValue(httpError(409, { message: 'This is no longer pending: someone has already dealt with it.' })) };
    (globalThis as unknown as { fakeHttp: unknown }).fakeHttp = http;
    const { platform, user } = setup();
    const table = await screen.findByRole('table', { name: 'Open requests' });
    await user.click(within(table).getByRole('button', { name: `Decline ${request.tx_ref}` }));
    const dialog = screen.getByRole('dialog', { name: `Decline ${request.tx_ref}?` });
    const decline = within(dialog).getByRole('button', { name: 'Decline' });
    expect(decline).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await user.click(within(table).getByRole('button', { name: `Decline ${request.tx_ref}` }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(`Reason to decline ${request.tx_ref}`), 'No airtime arrived{Enter}');
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/airtime-cash/7/decline/', { reason: 'No airtime arrived' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('This is no longer pending: someone has already dealt with it.'));
  });
});
