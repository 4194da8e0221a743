import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplaintTicket } from '@topup/api-client';
import { COMPLAINT_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { ReceiptPage } from '../receipt/ReceiptPage';
import { ticket } from './testTickets';

jest.mock('html-to-image', () => ({ toPng: jest.fn(async () => 'data:image/png;base64,AAAA') }));

function setup(tickets: ComplaintTicket[] | Error, reportProblem = jest.fn(), tx = transaction(42)) {
  const getComplaints = tickets instanceof Error ? jest.fn().mockRejectedValue(tickets) : jest.fn().mockResolvedValue(ok(tickets));
  const view = renderWithPlatform(<ReceiptPage />, {
    route: '/dashboard/receipt/42',
    path: '/dashboard/receipt/:id',
    api: { getTransactionById: jest.fn().mockResolvedValue(ok([tx])), getComplaints, reportProblem },
  });
  return { ...view, user: userEvent.setup(), reportProblem };
}

describe('Receipt: Report a problem', () => {
  it('opens an accessible dialog with the four reasons, checks the choice and the message, then sends the report and shows the ticket', async () => {
    const reportProblem = jest.fn().mockResolvedValue(ok(ticket(9, { reason: 'not_delivered' }), COMPLAINT_MESSAGES.created, 201));
    const { user, platform } = setup([], reportProblem);
    const button = await screen.findByRole('button', { name: 'Report a problem' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    const reasons = within(dialog).getByRole('group', { name: COMPLAINT_MESSAGES.ui.reasonLegend });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual([
      'Not delivered',
      'Wrong amount',
      'Token not working',
      'Other',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(COMPLAINT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(COMPLAINT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(reportProblem).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'Not delivered' }));
    await user.type(within(dialog).getByLabelText('Message'), '  Nothing arrived  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reportProblem).toHaveBeenCalledWith({ tx_ref: 'TRX0042', reason: 'not_delivered', message: 'Nothing arrived' }));
    expect(platform.toast.success).toHaveBeenCalledWith(COMPLAINT_MESSAGES.created);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ticket #9: Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', '/dashboard/history/tickets/9');
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('Escape closes the dialog and gives the focus back to the button', async () => {
    const { user } = setup([]);
    const button = await screen.findByRole('button', { name: 'Report a problem' });
    await user.click(button);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps the focus inside the dialog with Tab', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows the server refusal under the message and keeps the dialog open', async () => {
    const reportProblem = jest.fn().mockRejectedValue(httpError(400, { message: 'Invalid', data: { message: [COMPLAINT_MESSAGES.messageTooLong] } }));
    const { user } = setup([], reportProblem);
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Message'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(COMPLAINT_MESSAGES.messageTooLong)).toBeInTheDocument();
  });

  it('an open ticket on the transaction is shown instead of the button; a resolved one or another transaction’s is not', async () => {
    setup([ticket(3, { status: 'waiting_on_customer' }), ticket(4, { tx_ref: 'OTHER' })]);
    expect(await screen.findByText('Ticket #3: Waiting on you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', '/dashboard/history/tickets/3');
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('a resolved ticket leaves the button', async () => {
    setup([ticket(3, { status: 'resolved' })]);
    expect(await screen.findByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('a ticket list that cannot load still offers the button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(new Error('offline'));
    expect(await screen.findByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('a ticket on a purchase still pending says when it should settle, not that it will be refunded', async () => {
    const note = COMPLAINT_MESSAGES.stillPending('21 Nov 2026, 10:00');
    setup([ticket(5, { transaction_status: 'pending', pending_note: note })], jest.fn(), transaction(42, { status: 'pending', response: null }));
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.queryByText(/refunded to your wallet/i)).not.toBeInTheDocument();
  });
});
