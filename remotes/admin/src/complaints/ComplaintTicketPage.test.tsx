import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from '@topup/platform';
import { COMPLAINT_MESSAGES } from '@topup/rules';
import { httpError, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { ticketDetail } from '../testing/complaints';
import { fakeHttp } from '../testing/fakeHttp';
import { ComplaintTicketPage } from './ComplaintTicketPage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asAdmin = { user: { ...testUser, email: 'boss@example.com', role: 'admin' as const } };
const asSupport = { user: { ...testUser, email: 'ops@example.com', role: 'support' as const } };

const show = async (as: typeof asAdmin | typeof asSupport = asAdmin) => {
  const view = renderWithPlatform(<ComplaintTicketPage />, { route: '/admin/complaints/12', path: '/admin/complaints/:id', ...as });
  expect(await screen.findByRole('heading', { name: 'Ticket #12' })).toBeInTheDocument();
  return { platform: view.platform as unknown as Platform & { toast: { success: jest.Mock; error: jest.Mock } }, user: userEvent.setup() };
};
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Complaint ticket', () => {
  it('shows the transaction, its ledger entries, the release versions it was made through and the conversation', async () => {
    fakeHttp({ 'admin/complaints/12/': ticketDetail() });
    await show();
    const transaction = screen.getByRole('region', { name: 'Transaction' });
    expect(within(transaction).getByRole('link', { name: 'TRX0012' })).toHaveAttribute('href', '/admin/transactions/40');
    expect(within(transaction).getByText('Electricity')).toBeInTheDocument();
    expect(within(transaction).getByText('₦990.00')).toBeInTheDocument();
    expect(within(transaction).getByText('Confirmed')).toBeInTheDocument();
    expect(detail('Made through')).toHaveTextContent('shell 0.1.0-s1, bills 0.1.0-b1');
    expect(detail('Reason')).toHaveTextContent('Token not working');
    expect(detail('Ticket status')).toHaveTextContent('Open');
    const ledger = screen.getByRole('table', { name: 'Ledger entries' });
    expect(within(ledger).getByText('purchase_debit')).toBeInTheDocument();
    expect(within(ledger).getByText('purchase_delivery')).toBeInTheDocument();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Token not working: The meter says invalid token')).toBeInTheDocument();
    expect(within(conversation).getByText(/^Customer ·/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Provider requery' })).toHaveTextContent(COMPLAINT_MESSAGES.staff.notRequeried);
  });

  it('says nothing about releases when none were recorded', async () => {
    fakeHttp({ 'admin/complaints/12/': ticketDetail({}, { release_versions: null }) });
    await show();
    expect(screen.queryByText('Made through')).not.toBeInTheDocument();
  });

  it('Requery asks the provider and shows its answer on the ticket', async () => {
    const requeried = ticketDetail({ requery_result: { status: 'delivered', message: 'TRANSACTION SUCCESSFUL', at: '2026-11-20T10:00:00.000Z' } });
    requeried.messages.push({ id: 2, author: 'system', body: COMPLAINT_MESSAGES.requeryNote('delivered', 'TRANSACTION SUCCESSFUL'), created_at: '2026-11-20T10:00:00.000Z' });
    const http = fakeHttp({ 'admin/complaints/12/': ticketDetail() }, { 'admin/complaints/12/requery/': requeried });
    const { user } = await show(asSupport);
    await user.click(screen.getByRole('button', { name: 'Requery' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/complaints/12/requery/', {}));
    const requery = screen.getByRole('region', { name: 'Provider requery' });
    await waitFor(() => expect(requery).toHaveTextContent('Delivered — TRANSACTION SUCCESSFUL'));
    expect(screen.getByText(COMPLAINT_MESSAGES.requeryNote('delivered', 'TRANSACTION SUCCESSFUL'))).toBeInTheDocument();
  });

  it('an admin refunds after confirming: the ticket is resolved and refunded, nothing more to do on it', async () => {
    const refunded = ticketDetail({ status: 'resolved', refunded: true }, { status: 'reversed' });
    refunded.messages.push({ id: 3, author: 'system', body: COMPLAINT_MESSAGES.refunded('₦990.00'), created_at: '2026-11-20T10:05:00.000Z' });
    const http = fakeHttp({ 'admin/complaints/12/': ticketDetail() }, { 'admin/complaints/12/refund/': refunded });
    const { platform, user } = await show(asAdmin);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(COMPLAINT_MESSAGES.staff.confirmRefund('₦990.00', 'TRX0012'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(http.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/complaints/12/refund/', {}));
    expect(http.post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(detail('Ticket status')).toHaveTextContent('Resolved · refunded'));
    expect(platform.toast.success).toHaveBeenCalledWith('Done');
    expect(within(screen.getByRole('region', { name: 'Transaction' })).getByText('Reversed')).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_MESSAGES.refunded('₦990.00'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reply')).not.toBeInTheDocument();
  });

  it('support is not offered Refund (an admin action) but may resolve', async () => {
    const http = fakeHttp({ 'admin/complaints/12/': ticketDetail() }, { 'admin/complaints/12/resolve/': ticketDetail({ status: 'resolved' }) });
    const { user } = await show(asSupport);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/complaints/12/resolve/', {}));
    await waitFor(() => expect(detail('Ticket status')).toHaveTextContent('Resolved'));
  });

  it('a purchase still pending with the provider is not offered a refund: the ticket says when it should settle', async () => {
    const note = COMPLAINT_MESSAGES.stillPending('21 Nov 2026, 10:00');
    fakeHttp({ 'admin/complaints/12/': ticketDetail({ pending_note: note, transaction_status: 'pending' }, { status: 'pending', token: null }) });
    await show(asAdmin);
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_MESSAGES.staff.refundPendingHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Requery' })).toBeInTheDocument();
  });

  it('a reply needs words; sent, it joins the conversation, the box empties and the ticket waits on the customer', async () => {
    const replied = ticketDetail({ status: 'waiting_on_customer' });
    replied.messages.push({ id: 4, author: 'staff', body: 'Please enter the token again.', created_at: '2026-11-20T10:10:00.000Z' });
    const http = fakeHttp({ 'admin/complaints/12/': ticketDetail() }, { 'admin/complaints/12/reply/': replied });
    const { user } = await show(asSupport);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reply'), '  Please enter the token again. ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/complaints/12/reply/', { message: 'Please enter the token again.' }));
    await waitFor(() => expect(detail('Ticket status')).toHaveTextContent('Waiting on customer'));
    expect(within(screen.getByRole('region', { name: 'Conversation' })).getByText(/^Support ·/)).toBeInTheDocument();
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('a refused action (already refunded) is an error toast and the ticket stays as it was', async () => {
    fakeHttp({ 'admin/complaints/12/': ticketDetail() }, { 'admin/complaints/12/refund/': httpError(409, { message: COMPLAINT_MESSAGES.refundedAlready }) });
    const { platform, user } = await show(asAdmin);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(COMPLAINT_MESSAGES.refundedAlready));
    expect(detail('Ticket status')).toHaveTextContent('Open');
  });

  it('shows the error state with a retry when the ticket cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeHttp({ 'admin/complaints/12/': httpError(500, { message: 'down' }) });
    renderWithPlatform(<ComplaintTicketPage />, { route: '/admin/complaints/12', path: '/admin/complaints/:id', ...asAdmin });
    expect(await screen.findByText('The ticket could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
