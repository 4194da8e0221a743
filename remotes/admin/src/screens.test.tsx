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
import { TransactionsPage } from './transactions/TransactionsPage';
import { OrdersPage } from './orders/OrdersPage';
import { ContentPage } from './content/ContentPage';
import { CustomersPage } from './customers/CustomersPage';
import { AuditPage } from './audit/AuditPage';
import { StaffPage } from './staff/StaffPage';

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
    const products = [{ id: 70, title: 'Oraimo Power Bank', category: 'Power Banks', amount: 20000, discount: 0, stock: 4 }];
    const http = fakeHttp(
      { 'admin/catalogue/packages/': packages, 'admin/catalogue/products/': products },
      { 'admin/catalogue/packages/5/': {}, 'admin/catalogue/plans/50/': {}, 'admin/catalogue/products/70/': {} },
    );
    renderWithPlatform(<CataloguePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch MTN off' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/5/', { enabled: false }));
    await user.type(screen.getByLabelText('New price of 1GB - 30 Days (₦)'), '280');
    await user.click(screen.getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/plans/50/', { amount: 280 }));
    const stock = await screen.findByLabelText('Stock of Oraimo Power Bank');
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(screen.getByRole('button', { name: 'Save Oraimo Power Bank' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/products/70/', { amount: 20000, stock: 9 }));
  });
});

const staffRow = (id: number, overrides = {}) => ({
  ...transaction(id, { status: 'pending' }),
  kind: 'shop',
  email: 'ada@example.com',
  needs_review: false,
  provider_message: null,
  staff_note: null,
  request_details: null,
  ...overrides,
});

describe('Transactions search', () => {
  it('searches by the filters in the URL and links each result to its detail', async () => {
    const http = fakeHttp({ 'admin/transactions/': [staffRow(4, { kind: 'airtime' })] });
    renderWithPlatform(<TransactionsPage />, { route: '/admin/transactions?status=needs_review' });
    const table = await screen.findByRole('table', { name: 'Transactions found' });
    expect(http.get).toHaveBeenCalledWith('admin/transactions/', { params: { status: 'needs_review' } });
    expect(within(table).getByRole('link', { name: 'TRX0004' })).toHaveAttribute('href', '/admin/transactions/4');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reference, phone, card/meter or e-mail'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/transactions/', { params: { status: 'needs_review', query: '08031234567' } }));
  });
});

describe('Orders', () => {
  it('marks an order delivered', async () => {
    const http = fakeHttp({ 'admin/orders/': [staffRow(8)] }, { 'admin/orders/8/deliver/': staffRow(8, { status: 'confirmed' }) });
    renderWithPlatform(<OrdersPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/orders/8/deliver/', {}));
  });
});

describe('Content', () => {
  it('publishes a new notification and saves a site text', async () => {
    const http = fakeHttp(
      { 'get-settings/': [{ key: 'SITE_EMAIL', value: 'help@topup.ng' }], 'get-notification/': 'Old news' },
      { 'admin/content/notification/': {}, 'admin/content/settings/SITE_EMAIL/': {} },
    );
    renderWithPlatform(<ContentPage />);
    const user = userEvent.setup();
    const notification = await screen.findByLabelText('Dashboard notification');
    await waitFor(() => expect(notification).toHaveValue('Old news'));
    await user.clear(notification);
    await user.type(notification, 'Data prices drop on Friday.');
    await user.click(screen.getByRole('button', { name: 'Publish notification' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/content/notification/', { message: 'Data prices drop on Friday.' }));
    await user.click(screen.getByRole('button', { name: 'Save SITE_EMAIL' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/content/settings/SITE_EMAIL/', { value: 'help@topup.ng' }));
  });
});

describe('Customers, audit log and staff', () => {
  it('finds customers and links to them', async () => {
    const http = fakeHttp({ 'admin/customers/': [{ id: 3, username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Okafor', phone_no: '0803', role: null, locked_at: '2026-11-22T10:00:00Z' }] });
    renderWithPlatform(<CustomersPage />);
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(within(table).getByRole('link', { name: 'Ada Okafor' })).toHaveAttribute('href', '/admin/customers/3');
    expect(within(table).getByText('Locked')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail, phone or username'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/customers/', { params: { query: 'ada' } }));
  });

  it('shows who did what in the audit log', async () => {
    fakeHttp({ 'admin/audit/': [{ id: 1, action: 'airtime-cash.approve', target: 'transaction:TRX1', before: { status: 'pending' }, after: { status: 'confirmed' }, at: '2026-11-22T10:00:00Z', staff: 'ops@example.com' }] });
    renderWithPlatform(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('ops@example.com')).toBeInTheDocument();
    expect(within(table).getByText(/"pending"\} → \{"status":"confirmed"/)).toBeInTheDocument();
  });

  it('lists staff and removes a role', async () => {
    const http = fakeHttp({ 'admin/staff/': [{ id: 2, email: 'ops@example.com', role: 'support', locked_at: null, authenticator: true }] }, { 'admin/staff/': {} });
    renderWithPlatform(<StaffPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove ops@example.com' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/staff/', { email: 'ops@example.com', role: null }));
  });
});
