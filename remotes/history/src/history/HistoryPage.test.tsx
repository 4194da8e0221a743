import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@topup/rules';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction, transactions } from '@topup/ui/src/testing/transactions';
import { emulateDesktop, forgetViewport } from '@topup/ui/src/testing/viewport';
import { HistoryPage } from './HistoryPage';

function setup(list = transactions(23)) {
  const getTransactions = jest.fn().mockResolvedValue(ok(list));
  const view = renderWithPlatform(<HistoryPage />, { route: '/dashboard/history', api: { getTransactions } });
  return { ...view, getTransactions, user: userEvent.setup() };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const codes = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('History', () => {
  beforeEach(() => emulateDesktop(true));
  afterEach(forgetViewport);

  it('shows a skeleton, then the spec columns with 5 rows per page by default', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'TRX Code', 'Service', 'Amount', 'IUC/Meter', 'Token', 'Status', 'Date', 'Action',
    ]);
    expect(codes()).toEqual(['TRX0023', 'TRX0022', 'TRX0021', 'TRX0020', 'TRX0019']);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
    expect(screen.getByText('1–5 of 23')).toBeInTheDocument();
  });

  it('renders one row in full: amount, IUC/meter, token, badge, date and receipt link', async () => {
    const row = transaction(42, {
      tx_ref: 'TRX-ELEC-42',
      plan: 'Ikeja Electric prepaid',
      amount: 1500.5,
      card_no: '45012345678',
      token: '1234-5678-9012-3456-7890',
      status: 'pending',
      created_at: '2024-03-02T10:00:00Z',
    });
    setup([row]);
    await screen.findByRole('table');
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((c) => c.textContent)).toEqual([
      'TRX-ELEC-42', 'Ikeja Electric prepaid', 'Debit −₦1,500.50', '45012345678', '1234-5678-9012-3456-7890',
    ]);
    expect(within(cells[5]!).getByText('Pending')).toHaveClass('tu-badge--warning');
    expect(cells[6]).toHaveTextContent(formatDateTime('2024-03-02T10:00:00Z'));
    expect(within(cells[7]!).getByRole('link', { name: 'View receipt for TRX-ELEC-42' })).toHaveAttribute('href', '/dashboard/receipt/42');
  });

  it('switching to 10 rows per page shows 10', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    expect(within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5', '10', '20', '30', '40', '50',
    ]);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  it('pages forward and back, with the buttons disabled at the ends', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();

    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(codes()).toEqual(['TRX0003', 'TRX0002', 'TRX0001']);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(screen.getByText('16–20 of 23')).toBeInTheDocument();
  });

  it.each([
    ['the reference', 'trx0007', ['TRX0007']],
    ['the service', 'ikeja', ['TRX0002']],
    ['the IUC/meter number', '7027', ['TRX0003']],
    ['the token', '5555-', ['TRX0004']],
    ['the status', 'reversed', ['TRX0005']],
    ['the amount', '9,999', ['TRX0006']],
  ])('searches by %s', async (_field, query, expected) => {
    const list = [
      transaction(7),
      transaction(6, { amount: 9999 }),
      transaction(5, { status: 'reversed' }),
      transaction(4, { token: '5555-1111' }),
      transaction(3, { card_no: '7027123456' }),
      transaction(2, { plan: 'Ikeja Electric' }),
    ];
    const { user } = setup(list);
    await user.type(await screen.findByLabelText('Search transactions'), query);
    expect(codes()).toEqual(expected);
  });

  it('goes back to the first page when the search changes and says when nothing matches', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByLabelText('Search transactions'), 'TRX001');
    expect(screen.getByText('1–5 of 10')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search transactions'));
    await user.type(screen.getByLabelText('Search transactions'), 'nothing like this');
    const none = screen.getByText('No transactions match your search.');
    expect(none.closest('.tu-state--empty')!.querySelector('svg[data-illustration="search"]')).not.toBeNull();
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });

  it('shows an empty state with an illustration when there are no transactions', async () => {
    setup([]);
    const text = await screen.findByText('No transactions yet.');
    expect(text.closest('.tu-state--empty')!.querySelector('svg[data-illustration="empty"][aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getTransactions = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(ok(transactions(2)));
    renderWithPlatform(<HistoryPage />, { api: { getTransactions } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transactions could not be loaded.');
    expect(alert.querySelector('svg[data-illustration="error"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(codes()).toEqual(['TRX0002', 'TRX0001']);
    log.mockRestore();
  });
});

describe('History on a phone', () => {
  beforeEach(() => emulateDesktop(false));
  afterEach(forgetViewport);

  it('shows the same page of transactions as cards, with search and rows per page, and no table', async () => {
    const { user } = setup();
    const cards = await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    const receipt = within(cards).getByRole('link', { name: 'View receipt for TRX0023' });
    expect(receipt).toHaveAttribute('href', '/dashboard/receipt/23');
    expect(receipt).toHaveTextContent('View receipt');

    await user.type(screen.getByLabelText('Search transactions'), 'TRX0007');
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the same rows as the table on a laptop, for the same search', async () => {
    const list = transactions(23);
    emulateDesktop(true);
    const desktop = setup(list);
    await desktop.user.type(await screen.findByLabelText('Search transactions'), 'TRX001');
    const tableCodes = codes();
    desktop.unmount();

    emulateDesktop(false);
    const phone = setup(list);
    await phone.user.type(await screen.findByLabelText('Search transactions'), 'TRX001');
    const cardCodes = within(screen.getByRole('list', { name: 'Transactions' }))
      .getAllByRole('link', { name: /^View receipt for / })
      .map((link) => link.getAttribute('aria-label')!.replace('View receipt for ', ''));
    expect(tableCodes).toHaveLength(5);
    expect(cardCodes).toEqual(tableCodes);
  });

  it('shows the number and token on a card, and says when nothing matches', async () => {
    const { user } = setup([transaction(42, { tx_ref: 'TRX-ELEC-42', card_no: '45012345678', token: '1234-5678', amount: 1500.5 })]);
    const card = (await screen.findByRole('list', { name: 'Transactions' })).querySelector('li')!;
    expect(card).toHaveTextContent('IUC/Meter: 45012345678');
    expect(card).toHaveTextContent('Token: 1234-5678');
    expect(card).toHaveTextContent('₦1,500.50');
    await user.type(screen.getByLabelText('Search transactions'), 'nothing like this');
    expect(screen.getByText('No transactions match your search.')).toBeInTheDocument();
  });
});

describe('History: the customer’s tickets', () => {
  it('links to the tickets view', async () => {
    renderWithPlatform(<HistoryPage />, { api: { getTransactions: jest.fn().mockResolvedValue(ok([])) } });
    expect(await screen.findByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/dashboard/history/tickets');
  });
});
