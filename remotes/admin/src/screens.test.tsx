import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { CataloguePage } from './catalogue/CataloguePage';
import { CustomerDetailPage } from './customers/CustomerDetailPage';
import { OverviewPage } from './overview/OverviewPage';
import { fakeHttp } from './testing/fakeHttp';
import { TransactionDetailPage } from './transactions/TransactionDetailPage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const overview = {
  since: '2026-11-21T23:00:00.000Z',
  services: [{ kind: 'data', count: 3, value: 780, revenue: 520 }],
  pending: 2,
  needs_review: 1,
  airtime_cash: 4,
  orders: 5,
  ledger_check: { at: '2026-11-22T10:00:00.000Z', ok: false, violations: ['provider clearing holds 0 kobo but pending purchases total 100'] },
};

describe('Overview', () => {
  it('shows what waits for staff, today by service, and a failed ledger check; runs the check on demand', async () => {
    const http = fakeHttp({ 'admin/overview/': overview }, { 'admin/ledger-check/': { ok: true, violations: [] } });
    renderWithPlatform(<OverviewPage />);
    const stats = await screen.findByRole('heading', { name: 'Overview' });
    expect(stats).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Needs review' }).closest('div')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Open orders' }).closest('div')).toHaveTextContent('5');
    expect(within(screen.getByRole('table', { name: 'Today by service' })).getByText('₦780.00')).toBeInTheDocument();
    expect(screen.getByText('Mismatch')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('provider clearing holds 0 kobo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run the ledger check now' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/ledger-check/', {}));
  });
});

const detail = {
  ...transaction(9, { status: 'pending', response: null, plan: 'MTN airtime ₦1,000.00' }),
  kind: 'airtime',
  email: 'ada@example.com',
  needs_review: true,
  provider_message: 'TRANSACTION IS PROCESSING',
  staff_note: null,
  request_details: null,
  provider_request: { requestId: 'TRX0009', serviceID: 'mtn' },
  ledger: [{ id: 1, kind: 'purchase_debit', description: 'Purchase TRX0009', occurred_at: '2026-11-22T10:00:00.000Z', postings: [{ account: 'wallet:1', amount: -980 }, { account: 'system:provider_clearing', amount: 980 }] }],
};

describe('Transaction detail', () => {
  it('shows what the provider was asked and said and the ledger; resolves a flagged purchase as refunded', async () => {
    const http = fakeHttp({ 'admin/transactions/9/': detail }, { 'admin/transactions/9/resolve/': { ...detail, status: 'reversed' } });
    renderWithPlatform(
      <Routes>
        <Route path="/admin/transactions/:id" element={<TransactionDetailPage />} />
      </Routes>,
      { route: '/admin/transactions/9' },
    );
    expect(await screen.findByRole('heading', { name: 'TRX0009' })).toBeInTheDocument();
    expect(screen.getByText('TRANSACTION IS PROCESSING')).toBeInTheDocument();
    expect(screen.getByText(/"serviceID": "mtn"/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Ledger entries' })).getByText('system:provider_clearing:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Requery now' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resolve as refunded' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/transactions/9/resolve/', { outcome: 'refunded' }));
  });
});

describe('Customer detail', () => {
  it('shows balances and locks the account', async () => {
    const customer = {
      id: 3, username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Okafor', phone_no: '08031234567', role: null,
      locked_at: null, wallet_balance: 1500, bonus: 20, referrals: 2, transactions: [transaction(1)], ledger: [],
    };
    const http = fakeHttp({ 'admin/customers/3/': customer }, { 'admin/customers/3/lock/': { id: 3, locked: true } });
    renderWithPlatform(
      <Routes>
        <Route path="/admin/customers/:id" element={<CustomerDetailPage />} />
      </Routes>,
      { route: '/admin/customers/3' },
    );
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByText('₦1,500.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lock the account' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/customers/3/lock/', {}));
  });
});

describe('Catalogue', () => {
  it('switches a provider off and saves a plan price', async () => {
    const packages = [
      { id: 5, type_id: 2, key: 'mtn-data', title: 'MTN', rate_percent: null, receiving_number: null, enabled: true, plans: [{ id: 50, title: '1GB - 30 Days', variation_code: 'mtn-1gb-30d', amount: 260 }] },
    ];
    const http = fakeHttp({ 'admin/catalogue/packages/': packages }, { 'admin/catalogue/packages/5/': {}, 'admin/catalogue/plans/50/': {} });
    renderWithPlatform(<CataloguePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch MTN off' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/5/', { enabled: false }));
    await user.type(screen.getByLabelText('New price of 1GB - 30 Days (₦)'), '280');
    await user.click(screen.getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/plans/50/', { amount: 280 }));
  });
});
