import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { httpError, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { ticketRow } from '../testing/complaints';
import { ComplaintsPage } from './ComplaintsPage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asSupport = { user: { ...testUser, email: 'ops@example.com', role: 'support' as const } };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The queue's transport: tickets per status (the status is a query parameter). */
function queueHttp(byStatus: Record<string, unknown[] | Error>) {
  const get = jest.fn((path: string, config?: { params?: { status?: string } }) => {
    const rows = byStatus[config?.params?.status ?? ''];
    if (path !== 'admin/complaints/' || rows === undefined) return Promise.reject(new Error(`unexpected call ${path}`));
    return rows instanceof Error ? Promise.reject(rows) : Promise.resolve({ data: { message: 'Tickets', data: rows } });
  });
  (globalThis as unknown as { fakeHttp: unknown }).fakeHttp = { get, post: jest.fn() };
  return get;
}

const show = (route = '/admin/complaints') =>
  renderWithPlatform(
    <>
      <ComplaintsPage />
      <Where />
    </>,
    { route, ...asSupport },
  );

describe('Complaints queue', () => {
  it('lists the open tickets, who waited longest first, with the reason, the transaction and a link to each ticket', async () => {
    const get = queueHttp({
      open: [
        ticketRow(8, { updated_at: '2026-11-21T10:00:00.000Z', reason: 'not_delivered', tx_ref: 'TRX-LATE', transaction_status: 'pending' }),
        ticketRow(5, { updated_at: '2026-11-20T10:00:00.000Z', tx_ref: 'TRX-EARLY' }),
      ],
    });
    show();
    const table = await screen.findByRole('table', { name: 'Tickets: open' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Ticket #5', 'Ticket #8']);
    expect(within(rows[0]!).getByRole('link', { name: 'Ticket #5' })).toHaveAttribute('href', '/admin/complaints/5');
    expect(within(rows[0]!).getByText('Token not working')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/TRX-EARLY/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('admin/complaints/', { params: { status: 'open' } });
  });

  it('keeps the chosen status in the URL and asks the API for it; an empty status says so', async () => {
    const get = queueHttp({ open: [ticketRow(5)], waiting_on_customer: [] });
    show();
    await screen.findByRole('table', { name: 'Tickets: open' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Waiting on customer');
    expect(await screen.findByText('No ticket is waiting on customer.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/complaints?status=waiting_on_customer');
    expect(get).toHaveBeenLastCalledWith('admin/complaints/', { params: { status: 'waiting_on_customer' } });
  });

  it('opens on the status a link names', async () => {
    queueHttp({ resolved: [ticketRow(3, { status: 'resolved', refunded: true })] });
    show('/admin/complaints?status=resolved');
    expect(await screen.findByRole('table', { name: 'Tickets: resolved' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('resolved');
  });

  it('shows the error state with a retry when the queue cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = queueHttp({ open: httpError(500, { message: 'down' }) });
    show();
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    get.mockResolvedValueOnce({ data: { message: 'Tickets', data: [] } });
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(screen.getByText('No ticket is open.')).toBeInTheDocument());
  });
});
