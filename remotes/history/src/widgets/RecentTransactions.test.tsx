import { screen, within } from '@testing-library/react';
import { RECENT_TRANSACTIONS_COUNT } from '@topup/rules';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transactions } from '@topup/ui/src/testing/transactions';
import { emulateDesktop, forgetViewport } from '@topup/ui/src/testing/viewport';
import RecentTransactions from './RecentTransactions';

describe('RecentTransactions widget', () => {
  afterEach(forgetViewport);

  it('on a phone, lists the last 10 as rows that each open their receipt', async () => {
    emulateDesktop(false);
    const getTransactionsByTotal = jest.fn().mockResolvedValue(ok(transactions(12)));
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal } });
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'View receipt for TRX0012' })).toHaveAttribute('href', '/dashboard/receipt/12');
  });

  it('on a laptop, asks for the last 10 and shows 10 rows with receipt links and a View All link', async () => {
    emulateDesktop(true);
    const getTransactionsByTotal = jest.fn().mockResolvedValue(ok(transactions(12)));
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal } });

    const table = await screen.findByRole('table');
    expect(getTransactionsByTotal).toHaveBeenCalledWith(RECENT_TRANSACTIONS_COUNT);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    const receiptLinks = within(table).getAllByRole('link', { name: /^View receipt/ });
    expect(receiptLinks).toHaveLength(10);
    expect(within(table).getByRole('link', { name: 'View receipt for TRX0012' })).toHaveAttribute('href', '/dashboard/receipt/12');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/history');
  });

  it('shows an empty state', async () => {
    renderWithPlatform(<RecentTransactions />, { api: { getTransactionsByTotal: jest.fn().mockResolvedValue(ok([])) } });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });
});
