import { screen, within } from '@testing-library/react';
import { RECENT_TRANSACTIONS_COUNT, formatDateTime } from '@topup/rules';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction, transactions } from '@topup/ui/src/testing/transactions';
import { emulateDesktop, forgetViewport } from '@topup/ui/src/testing/viewport';
import RecentTransactions from './RecentTransactions';

describe('RecentTransactions widget', () => {
  afterEach(forgetViewport);

  it.each([
    ['a phone', false],
    ['a laptop', true],
  ])('on %s, asks for the last 10 and lists them as rows that each open their receipt, with View All', async (_device, desktop) => {
    emulateDesktop(desktop);
    const getTransactionsByTotal = jest.fn().mockResolvedValue(ok(transactions(12)));
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal } });
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    expect(getTransactionsByTotal).toHaveBeenCalledWith(RECENT_TRANSACTIONS_COUNT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'View receipt for TRX0012' })).toHaveAttribute('href', '/dashboard/receipt/12');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/history');
  });

  it('shows logo, plan, amount, status and date in a row', async () => {
    const row = transaction(42, {
      plan: 'MTN 1GB 30 days',
      amount: 260,
      status: 'failed',
      created_at: '2024-03-02T10:00:00Z',
    });
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal: jest.fn().mockResolvedValue(ok([row])) } });
    const item = within(await screen.findByRole('list', { name: 'Recent transactions' })).getByRole('listitem');
    expect(within(item).getByRole('img', { name: 'MTN' })).toHaveAttribute('src', '/media/mtn.png');
    expect(item).toHaveTextContent('MTN 1GB 30 days');
    expect(item).toHaveTextContent('₦260.00');
    expect(within(item).getByText('Failed')).toHaveClass('tu-badge--danger');
    expect(item).toHaveTextContent(formatDateTime('2024-03-02T10:00:00Z'));
  });

  it('while loading, holds the place of 10 rows (no layout shift when they arrive)', () => {
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal: jest.fn(() => new Promise(() => undefined)) } });
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading recent transactions');
    // The same row markup as the loaded list, hidden from screen readers.
    const rows = loading.querySelectorAll('ul.tx-items--rows[aria-hidden="true"] > li.tx-item');
    expect(rows).toHaveLength(RECENT_TRANSACTIONS_COUNT);
    expect(rows[0]!.querySelector('.tx-item__plan')).not.toBeNull();
    expect(rows[0]!.querySelector('.tu-badge')).not.toBeNull();
    expect(rows[0]!.querySelector('.history-receipt-link')).not.toBeNull();
  });

  it('shows an empty state with an illustration', async () => {
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal: jest.fn().mockResolvedValue(ok([])) } });
    const text = await screen.findByText('No transactions yet.');
    expect(text.closest('.tu-state--empty')!.querySelector('svg[data-illustration="empty"][aria-hidden="true"]')).not.toBeNull();
  });
});
