import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_MESSAGES, formatDateTime } from '@topup/rules';
import { onTicketsChanged } from '@topup/ui';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { TicketPage } from './TicketPage';
import { TicketsPage } from './TicketsPage';
import { ticket } from './testTickets';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('Tickets', () => {
  it('lists each ticket with its status, reason, transaction and last update; news is marked; each opens its page', async () => {
    const getComplaints = jest.fn().mockResolvedValue(
      ok([ticket(7, { status: 'waiting_on_customer', unread: true }), ticket(3, { status: 'resolved', reason: 'wrong_amount', plan: 'MTN 1GB 30 days', tx_ref: 'TRX0003' })]),
    );
    renderWithPlatform(<TicketsPage />, { route: '/dashboard/history/tickets', api: { getComplaints } });
    const list = await screen.findByRole('list', { name: 'Tickets' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ticket #7 · Token not working · New');
    expect(first).toHaveTextContent('Waiting on you');
    expect(first).toHaveTextContent('Transaction: Ikeja Electric prepaid ₦1,000.00 (TRX0042)');
    expect(first).toHaveTextContent(`Last update: ${formatDateTime('2026-11-20T11:00:00.000Z')}`);
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/dashboard/history/tickets/7');
    expect(second).toHaveTextContent('Ticket #3 · Wrong amount');
    expect(second).not.toHaveTextContent('New');
    expect(second).toHaveTextContent('Resolved');
  });

  it('says when there is none', async () => {
    renderWithPlatform(<TicketsPage />, { api: { getComplaints: jest.fn().mockResolvedValue(ok([])) } });
    expect(await screen.findByText(COMPLAINT_MESSAGES.ui.noTickets)).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and Retry when the list cannot load', async () => {
    const getComplaints = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok([ticket(1)]));
    renderWithPlatform(<TicketsPage />, { api: { getComplaints } });
    expect(screen.getByRole('status')).toHaveTextContent(COMPLAINT_MESSAGES.ui.loadingTickets);
    expect(await screen.findByText(COMPLAINT_MESSAGES.ui.ticketsFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
  });
});

describe('Ticket', () => {
  const render = (getComplaint: jest.Mock, replyToComplaint = jest.fn()) =>
    renderWithPlatform(<TicketPage />, { route: '/dashboard/history/tickets/7', path: '/dashboard/history/tickets/:id', api: { getComplaint, replyToComplaint } });

  it('shows the conversation and lets the customer answer when support waits on them', async () => {
    const messages = [
      { id: 1, author: 'customer' as const, body: 'Token not working: rejected by the meter', created_at: '2026-11-20T10:00:00.000Z' },
      { id: 2, author: 'staff' as const, body: 'Please send a photo of the meter screen', created_at: '2026-11-20T11:00:00.000Z' },
    ];
    const waiting = ticket(7, { status: 'waiting_on_customer', messages });
    const answered = ticket(7, { status: 'open', messages: [...messages, { id: 3, author: 'customer', body: 'It says REJECT 2', created_at: '2026-11-20T12:00:00.000Z' }] });
    const replyToComplaint = jest.fn().mockResolvedValue(ok(answered, COMPLAINT_MESSAGES.replied));
    const announced = jest.fn();
    const stop = onTicketsChanged(announced);
    const { platform } = render(jest.fn().mockResolvedValue(ok(waiting)), replyToComplaint);
    expect(await screen.findByRole('heading', { name: 'Ticket #7' })).toBeInTheDocument();
    // Opening it marks it read: the shell's bell is told to count again.
    expect(announced).toHaveBeenCalledTimes(1);
    stop();
    expect(screen.getByText(COMPLAINT_MESSAGES.ui.waitingOnYou)).toBeInTheDocument();
    const conversation = screen.getByRole('list');
    expect(within(conversation).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['You', 'Support']);
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/42');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText(COMPLAINT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(replyToComplaint).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your answer'), 'It says REJECT 2');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(replyToComplaint).toHaveBeenCalledWith(7, 'It says REJECT 2'));
    expect(platform.toast.success).toHaveBeenCalledWith(COMPLAINT_MESSAGES.replied);
    expect(await screen.findByText('It says REJECT 2', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Open', { selector: '.tu-badge' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
  });

  it('a ticket on a pending purchase shows when it should settle; a refunded one says so', async () => {
    const note = COMPLAINT_MESSAGES.stillPending('21 Nov 2026, 10:00');
    render(jest.fn().mockResolvedValue(ok(ticket(7, { pending_note: note, transaction_status: 'pending' }))));
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.queryByText(COMPLAINT_MESSAGES.ui.refundedNote)).not.toBeInTheDocument();
  });

  it('a 404 is "not found" with a way back; other failures offer Retry', async () => {
    render(jest.fn().mockRejectedValue(httpError(404, { message: 'Ticket not found.' })));
    expect(await screen.findByRole('heading', { name: COMPLAINT_MESSAGES.ui.ticketNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPLAINT_MESSAGES.ui.ticketsLink })).toHaveAttribute('href', '/dashboard/history/tickets');
  });

  it('a failed load offers Retry', async () => {
    render(jest.fn().mockRejectedValue(httpError(500, { message: 'boom' })));
    expect(await screen.findByText(COMPLAINT_MESSAGES.ui.ticketFailed)).toBeInTheDocument();
  });
});
