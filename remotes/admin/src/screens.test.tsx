import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { API_MESSAGES, UI_MESSAGES, VENDOR_MESSAGES } from '@topup/rules';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { CataloguePage } from './catalogue/CataloguePage';
import { CustomerDetailPage } from './customers/CustomerDetailPage';
import { OverviewPage } from './overview/OverviewPage';
import { retype } from '@topup/ui/src/testing/retype';
import { fakeHttp } from './testing/fakeHttp';
import { TransactionDetailPage } from './transactions/TransactionDetailPage';
import { TransactionsPage } from './transactions/TransactionsPage';
import { OrdersPage } from './orders/OrdersPage';
import { ContentPage } from './content/ContentPage';
import { CustomersPage } from './customers/CustomersPage';
import { AuditPage } from './audit/AuditPage';
import { StaffPage } from './staff/StaffPage';
import { ProductsEditor } from './catalogue/ProductsEditor';
import remote from './routes';

// uPlot draws on a canvas jsdom does not have: the charts' module is replaced by a recorder.
const charts: { series: unknown[]; data: number[][] }[] = [];
jest.mock('./overview/uplot', () => ({
  __esModule: true,
  default: class {
    constructor(options: { series: unknown[] }, data: number[][]) {
      charts.push({ series: options.series, data });
    }
    destroy() {}
  },
}));

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

/** The browser's side of a download (jsdom has no object URLs and does not navigate): what was handed over. */
function captureDownloads() {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}
afterEach(() => jest.restoreAllMocks());

/** The signed-in staff member, by role (get-user/ answers `role`). */
const asAdmin = { user: { ...testUser, email: 'boss@example.com', role: 'admin' as const } };
const asSupport = { user: { ...testUser, email: 'ops@example.com', role: 'support' as const } };
type Staff = typeof asAdmin | typeof asSupport;

/** A screen that reads its route's parameters, opened at `route` as the admin routes match it (`path`). */
const renderAt = (path: string, route: string, element: ReactElement, as: Staff) =>
  renderWithPlatform(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route, ...as },
  );

const overview = {
  since: '2026-11-21T23:00:00.000Z',
  services: [{ kind: 'data', count: 3, value: 780, revenue: 520 }, { kind: 'airtimeToCash', count: 1, value: 100, revenue: 0 }],
  pending: 2,
  needs_review: 1,
  airtime_cash: 4,
  orders: 5,
  complaints: 7,
  ledger_check: { at: '2026-11-22T10:00:00.000Z', ok: false, violations: ['provider clearing holds 0 kobo but pending purchases total 100'] },
};

const period = (key: string, label: string, from: string, to: string, count: number) => ({
  key, label, from, to, count, value: count * 100, delivered: count * 50, refunds: 1, refunds_value: 100, fundings: 2, funding_in: 5000, transfers: 1, transfers_value: 300,
  services: [{ kind: 'airtimeToCash', count, value: count * 100, delivered: count * 50 }],
});
const trends = {
  periods: [period('today', 'Today', '2026-11-22', '2026-11-22', 3), period('yesterday', 'Yesterday', '2026-11-21', '2026-11-21', 4), period('7d', 'Last 7 days', '2026-11-16', '2026-11-22', 20), period('30d', 'Last 30 days', '2026-10-24', '2026-11-22', 90)],
  days: Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i, value: i * 100, delivered: i * 50, refunds: 0, refunds_value: 0, fundings: 0, funding_in: 0, transfers: 0, transfers_value: 0 })),
  oldest_pending_minutes: 75,
};

describe('Overview', () => {
  it('shows what waits for staff, today by service, and a failed ledger check; runs the check on demand', async () => {
    const http = fakeHttp({ 'admin/overview/': overview, 'admin/overview/trends/': trends }, { 'admin/ledger-check/': { ok: true, violations: [] } });
    renderWithPlatform(<OverviewPage />);
    const stats = await screen.findByRole('heading', { name: 'Overview' });
    expect(stats).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Needs review' }).closest('div')).toHaveTextContent('1');
    // Only purchases sent to a provider (not pending shop orders or airtime-to-cash requests).
    expect(screen.getByRole('link', { name: 'Pending at the provider' })).toHaveAttribute('href', '/admin/transactions?kind=provider&status=pending');
    expect(screen.getByRole('link', { name: 'Open orders' }).closest('div')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Open complaints' })).toHaveAttribute('href', '/admin/complaints');
    expect(screen.getByRole('link', { name: 'Open complaints' }).closest('div')).toHaveTextContent('7');
    expect(within(screen.getByRole('table', { name: 'Today by service' })).getByText('₦780.00')).toBeInTheDocument();
    expect(screen.getByText('Mismatch')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('provider clearing holds 0 kobo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run the ledger check now' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/ledger-check/', {}));
  });

  it('compares today, yesterday, 7 and 30 days in words, each figure a link to its transactions, with three charts', async () => {
    charts.length = 0;
    fakeHttp({ 'admin/overview/': overview, 'admin/overview/trends/': trends });
    renderWithPlatform(<OverviewPage />);
    const figures = await screen.findByRole('table', { name: 'Figures by period' });
    expect(within(figures).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Figure', 'Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
    expect(within(figures).getByRole('link', { name: /delivered value, yesterday: see the transactions$/ })).toHaveAttribute('href', '/admin/transactions?kind=sales&status=confirmed&from=2026-11-21&to=2026-11-21');
    // Funding in is card and bank-transfer funding together.
    expect(within(figures).getByRole('link', { name: /funding in, yesterday: see the transactions$/ })).toHaveAttribute('href', '/admin/transactions?kind=funding&status=confirmed&from=2026-11-21&to=2026-11-21');
    const byService = screen.getByRole('table', { name: 'Sales by service' });
    // Words, never keys: airtimeToCash reads as the service's name.
    expect(within(byService).getByRole('rowheader')).toHaveTextContent('Airtime to Cash');
    expect(screen.getByRole('table', { name: 'Today by service' })).not.toHaveTextContent('airtimeToCash');
    expect(within(byService).getByRole('link', { name: /Airtime to Cash, last 7 days: see the transactions$/ })).toHaveAttribute('href', '/admin/transactions?kind=airtimeToCash&from=2026-11-16&to=2026-11-22');
    expect(screen.getByText(/Oldest purchase pending at the provider: 1 h 15 min/)).toBeInTheDocument();
    await waitFor(() => expect(charts).toHaveLength(3));
    expect(charts[0]!.data[1]).toEqual(trends.days.map((d) => d.value));
    expect(screen.getByRole('img', { name: /Sales per day, last 30 days\. Sales: 435 in all, most on 2026-11-30/ })).toBeInTheDocument();
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
  const renderDetail = (as: Staff) => renderAt('/admin/transactions/:id', '/admin/transactions/9', <TransactionDetailPage />, as);

  it('shows what the provider was asked and said and the ledger; resolves a flagged purchase as refunded', async () => {
    const http = fakeHttp({ 'admin/transactions/9/': detail }, { 'admin/transactions/9/resolve/': { ...detail, status: 'reversed' } });
    renderDetail(asAdmin);
    expect(await screen.findByRole('heading', { name: 'TRX0009' })).toBeInTheDocument();
    expect(screen.getByText('TRANSACTION IS PROCESSING')).toBeInTheDocument();
    expect(screen.getByText(/"serviceID": "mtn"/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Ledger entries' })).getByText('system:provider_clearing:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Requery now' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resolve as refunded' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/transactions/9/resolve/', { outcome: 'refunded' }));
  });

  it('offers support a requery but no resolve (refunds are admin’s)', async () => {
    fakeHttp({ 'admin/transactions/9/': detail });
    renderDetail(asSupport);
    expect(await screen.findByRole('heading', { name: 'TRX0009' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Requery now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resolve as/ })).not.toBeInTheDocument();
  });
});

describe('Customer detail', () => {
  const customer = {
    id: 3, username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Okafor', phone_no: '08031234567', role: null,
    locked_at: null, created_at: '2026-10-01T09:00:00.000Z', wallet_balance: 1500, bonus: 20, referrals: 2, transactions: [transaction(1)], ledger: [],
    referred: [
      { id: 8, username: 'chidi', joined_at: '2026-11-20T09:30:00.000Z' },
      { id: 6, username: 'bola', joined_at: '2026-11-02T15:00:00.000Z' },
    ],
  };
  const renderCustomer = (as: Staff) => renderAt('/admin/customers/:id', '/admin/customers/3', <CustomerDetailPage />, as);

  it('marks a vendor', async () => {
    fakeHttp({ 'admin/customers/3/': { ...customer, level: 'vendor' } });
    renderCustomer(asSupport);
    await screen.findByRole('heading', { name: 'Ada Okafor' });
    expect(screen.getByText('Prices').nextSibling).toHaveTextContent('Vendor');
  });

  it('shows balances and who the customer referred; an admin locks the account', async () => {
    const http = fakeHttp({ 'admin/customers/3/': customer }, { 'admin/customers/3/lock/': { id: 3, locked: true } });
    renderCustomer(asAdmin);
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByText('₦1,500.00')).toBeInTheDocument();
    const referred = screen.getByRole('table', { name: 'Referred customers' });
    const rows = within(referred).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['chidi', 'bola']);
    expect(within(referred).getByRole('link', { name: 'chidi' })).toHaveAttribute('href', '/admin/customers/8');
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toMatch(/2026/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lock the account' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/customers/3/lock/', {}));
  });

  it('shows support the customer and referrals but no lock button', async () => {
    fakeHttp({ 'admin/customers/3/': { ...customer, referred: [] } });
    renderCustomer(asSupport);
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lock the account|Unlock the account/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/admin/transactions?query=ada%40example.com');
  });

  it('splits open requests, purchases and funding, and shows a KYC tier and flags when the answer has them', async () => {
    const funding = { ...transaction(2), category: { title: 'Wallet funding', type: 'funding', image: '' } };
    const pending = { ...transaction(4), status: 'pending' };
    fakeHttp({ 'admin/customers/3/': { ...customer, transactions: [transaction(1), funding, pending], kyc_tier: 2, flags: ['Address document waiting for review'] } });
    renderCustomer(asSupport);
    await screen.findByRole('heading', { name: 'Ada Okafor' });
    expect(screen.getByText('Tier').closest('div')).toHaveTextContent('Tier 2');
    expect(screen.getByText('Address document waiting for review')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Open requests' })).getByRole('link', { name: pending.tx_ref })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Customer funding' })).getAllByRole('row')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'Customer transactions' })).queryByRole('link', { name: funding.tx_ref })).not.toBeInTheDocument();
  });

  it('reads a customer without tier or flags (before the KYC issue lands)', async () => {
    fakeHttp({ 'admin/customers/3/': customer });
    renderCustomer(asSupport);
    await screen.findByRole('heading', { name: 'Ada Okafor' });
    expect(screen.getByText('Tier').closest('div')).toHaveTextContent('Not set');
    expect(screen.getByText('Nothing waiting.')).toBeInTheDocument();
  });
});

describe('Catalogue', () => {
  const dataPackages = [
    {
      id: 5, type_id: 2, key: 'mtn-data', title: 'MTN', rate_percent: null, receiving_number: null, enabled: true,
      plans: [
        { id: 50, title: '1GB - 30 Days', variation_code: 'mtn-1gb-30d', amount: 260 },
        { id: 51, title: '2GB - 30 Days', variation_code: 'mtn-2gb-30d', amount: 500 },
        { id: 52, title: '500MB - 7 Days', variation_code: 'mtn-500mb-7d', amount: 150 },
      ],
    },
  ];

  it('switches a provider off from its toggle, searches plans by name and saves the product stock', async () => {
    const products = [{ id: 70, title: 'Oraimo Power Bank', category: 'Power Banks', amount: 20000, discount: 0, stock: 4 }];
    const http = fakeHttp(
      { 'admin/catalogue/packages/': dataPackages, 'admin/catalogue/products/': products },
      { 'admin/catalogue/packages/5/': {}, 'admin/catalogue/products/70/': {} },
    );
    renderWithPlatform(<CataloguePage />, { ...asAdmin, route: '/admin/catalogue' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'MTN Data selling' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/5/', { enabled: false }));
    const plans = screen.getByRole('table', { name: 'Plans' });
    expect(within(plans).getAllByRole('row')).toHaveLength(4);
    await user.type(screen.getByLabelText('Plan name'), '30 days');
    await user.click(within(screen.getByRole('search', { name: 'Find plans' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(plans).getAllByRole('row')).toHaveLength(3));
    expect(within(plans).queryByText('500MB - 7 Days')).not.toBeInTheDocument();
    const stock = await screen.findByLabelText('Stock of Oraimo Power Bank');
    await retype(user, stock, '9');
    await user.click(screen.getByRole('button', { name: 'Save Oraimo Power Bank' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/products/70/', { amount: 20000, discount: 0, stock: 9 }));
  });

  it('edits several plan prices in place, refuses an invalid one, and saves the changed rows in one change', async () => {
    const http = fakeHttp({ 'admin/catalogue/packages/': dataPackages, 'admin/catalogue/products/': [] }, { 'admin/catalogue/plans/': { saved: 2 } });
    renderWithPlatform(<CataloguePage />, asAdmin);
    const user = userEvent.setup();
    const first = await screen.findByLabelText('New price of MTN 1GB - 30 Days (₦)');
    const second = screen.getByLabelText('New price of MTN 2GB - 30 Days (₦)');
    const save = () => screen.getByRole('button', { name: /^Save \d+ changes?$/ });
    expect(save()).toBeDisabled();
    await user.type(first, '280');
    await user.type(second, '520.555');
    // Typed in place, focus stays in the cell; the row is marked as changed.
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.staff.priceInvalid);
    expect(save()).toHaveTextContent('Save 2 changes');
    expect(save()).toBeDisabled();
    expect(first.closest('tr')).toHaveClass('is-changed');
    await retype(user, second, '520.5');
    expect(second).toHaveAttribute('aria-invalid', 'false');
    await user.click(save());
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('admin/catalogue/plans/', {
        plans: [
          { id: 50, amount: 280 },
          { id: 51, amount: 520.5 },
        ],
      }),
    );
    expect(http.put).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(first).toHaveValue(''));
  });

  it('switches plans off and on from their toggles, saved with a price change in the same one change', async () => {
    const withOff = [{ ...dataPackages[0]!, plans: dataPackages[0]!.plans.map((plan) => ({ ...plan, enabled: plan.id !== 52 })) }];
    const http = fakeHttp({ 'admin/catalogue/packages/': withOff, 'admin/catalogue/products/': [] }, { 'admin/catalogue/plans/': { saved: 3 } });
    renderWithPlatform(<CataloguePage />, asAdmin);
    const user = userEvent.setup();
    const first = await screen.findByRole('switch', { name: 'MTN 1GB - 30 Days on sale' });
    const third = screen.getByRole('switch', { name: 'MTN 500MB - 7 Days on sale' });
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(third).toHaveAttribute('aria-checked', 'false');
    const save = () => screen.getByRole('button', { name: /^Save \d+ changes?$/ });
    // A toggle is a change waiting for Save: nothing is sent yet; toggled back, it is no change.
    await user.click(first);
    expect(first).toHaveAttribute('aria-checked', 'false');
    expect(first.closest('tr')).toHaveClass('is-changed');
    expect(save()).toHaveTextContent('Save 1 change');
    await user.click(first);
    expect(save()).toBeDisabled();
    await user.click(first);
    await user.click(third);
    await user.type(screen.getByLabelText('New price of MTN 2GB - 30 Days (₦)'), '510');
    expect(http.put).not.toHaveBeenCalled();
    await user.click(save());
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('admin/catalogue/plans/', {
        plans: [
          { id: 50, enabled: false },
          { id: 51, amount: 510 },
          { id: 52, enabled: true },
        ],
      }),
    );
    expect(http.put).toHaveBeenCalledTimes(1);
  });

  it('edits a vendor price in place, refuses one above the customer price, and saves it with the other changed row in one change', async () => {
    const http = fakeHttp({ 'admin/catalogue/packages/': dataPackages, 'admin/catalogue/products/': [] }, { 'admin/catalogue/plans/': { saved: 2 } });
    renderWithPlatform(<CataloguePage />, asAdmin);
    const user = userEvent.setup();
    const vendor = await screen.findByLabelText('Vendor price of MTN 1GB - 30 Days (₦)');
    const save = () => screen.getByRole('button', { name: /^Save \d+ changes?$/ });
    // 1GB sells at ₦260 to customers: ₦270 for vendors is refused with the shared message, and Save waits.
    await user.type(vendor, '270');
    expect(vendor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(VENDOR_MESSAGES.vendorPriceAboveCustomer);
    expect(save()).toHaveTextContent('Save 1 change');
    expect(save()).toBeDisabled();
    expect(vendor.closest('tr')).toHaveClass('is-changed');
    // Raising the customer price of the same row to ₦280 makes ₦270 a vendor price.
    await user.type(screen.getByLabelText('New price of MTN 1GB - 30 Days (₦)'), '280');
    expect(vendor).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByLabelText('New price of MTN 2GB - 30 Days (₦)'), '520');
    await user.click(save());
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('admin/catalogue/plans/', {
        plans: [
          { id: 50, amount: 280, vendor_amount: 270 },
          { id: 51, amount: 520 },
        ],
      }),
    );
    expect(http.put).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(vendor).toHaveValue(''));
  });

  it('saves a vendor-only price with the plan’s current customer price; zero is not a vendor price', async () => {
    const http = fakeHttp({ 'admin/catalogue/packages/': dataPackages, 'admin/catalogue/products/': [] }, { 'admin/catalogue/plans/': { saved: 1 } });
    renderWithPlatform(<CataloguePage />, asAdmin);
    const user = userEvent.setup();
    const vendor = await screen.findByLabelText('Vendor price of MTN 2GB - 30 Days (₦)');
    await user.type(vendor, '0');
    expect(screen.getByRole('alert')).toHaveTextContent(VENDOR_MESSAGES.vendorPriceInvalid);
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeDisabled();
    await retype(user, vendor, '480.5');
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/plans/', { plans: [{ id: 51, amount: 500, vendor_amount: 480.5 }] }));
  });

  it('saves a provider’s vendor discount with that row’s Save, and refuses one that is not a percentage', async () => {
    const packages = [
      { id: 1, type_id: 1, key: 'mtn', title: 'MTN', rate_percent: 2, vendor_rate_percent: null, receiving_number: null, enabled: true, plans: [] },
      { id: 2, type_id: 1, key: 'glo', title: 'GLO', rate_percent: 3, vendor_rate_percent: 4, receiving_number: null, enabled: true, plans: [] },
    ];
    const http = fakeHttp({ 'admin/catalogue/packages/': packages, 'admin/catalogue/products/': [] }, { 'admin/catalogue/packages/1/': {}, 'admin/catalogue/packages/2/': {} });
    renderWithPlatform(<CataloguePage />, asAdmin);
    const user = userEvent.setup();
    const mtn = await screen.findByLabelText('MTN vendor discount (%)');
    expect(mtn).toHaveValue('');
    expect(screen.getByLabelText('GLO vendor discount (%)')).toHaveValue('4');
    await user.type(mtn, '120');
    expect(screen.getByRole('alert')).toHaveTextContent(VENDOR_MESSAGES.vendorRateInvalid);
    expect(screen.getByRole('button', { name: 'Save MTN' })).toBeDisabled();
    await retype(user, mtn, '4.5');
    await user.click(screen.getByRole('button', { name: 'Save MTN' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/1/', { vendor_rate_percent: 4.5 }));
    // Emptied, vendors are back on the customers' rate.
    await user.clear(screen.getByLabelText('GLO vendor discount (%)'));
    await user.click(screen.getByRole('button', { name: 'Save GLO' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/2/', { vendor_rate_percent: null }));
  });

  it('saves an airtime discount, an airtime-to-cash commission and receiving number', async () => {
    const packages = [
      { id: 1, type_id: 1, key: 'mtn', title: 'MTN', rate_percent: 2, receiving_number: null, enabled: true, plans: [] },
      { id: 23, type_id: 5, key: 'mtn-airtime-cash', title: 'MTN A2C', rate_percent: 20, receiving_number: '08031230001', enabled: true, plans: [] },
    ];
    const http = fakeHttp({ 'admin/catalogue/packages/': packages, 'admin/catalogue/products/': [] }, { 'admin/catalogue/packages/1/': {}, 'admin/catalogue/packages/23/': {} });
    renderWithPlatform(<CataloguePage />, asAdmin);
    const user = userEvent.setup();
    const discount = await screen.findByLabelText('MTN discount (%)');
    expect(discount).toHaveValue(2);
    await retype(user, discount, '3.5');
    await user.click(screen.getByRole('button', { name: 'Save MTN' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/1/', { rate_percent: 3.5 }));
    await retype(user, screen.getByLabelText('MTN A2C commission (%)'), '15');
    await retype(user, screen.getByLabelText('MTN A2C receiving number'), '08099990000');
    await user.click(screen.getByRole('button', { name: 'Save MTN A2C' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/packages/23/', { rate_percent: 15, receiving_number: '08099990000' }));
  });
});

describe('Shop products editor', () => {
  it('lists price, discount and stock, and saves a new price, discount and stock together', async () => {
    const products = [
      { id: 70, title: 'Oraimo Power Bank', category: 'Power Banks', amount: 20000, discount: 5, stock: 4 },
      { id: 71, title: 'Tecno Spark', category: 'Phones', amount: 95000, discount: 0, stock: 0 },
    ];
    const http = fakeHttp({ 'admin/catalogue/products/': products }, { 'admin/catalogue/products/70/': {} });
    renderWithPlatform(<ProductsEditor />, asAdmin);
    const table = await screen.findByRole('table', { name: 'Shop products' });
    const row = within(table).getByText('Oraimo Power Bank').closest('tr')!;
    expect(within(row).getByText('₦20,000.00')).toBeInTheDocument();
    expect(within(row).getByText('5%')).toBeInTheDocument();
    const user = userEvent.setup();
    await retype(user, screen.getByLabelText('Price of Oraimo Power Bank (₦)'), '18500.50');
    const discount = screen.getByLabelText('Discount of Oraimo Power Bank (%)');
    await retype(user, discount, '10');
    const stock = screen.getByLabelText('Stock of Oraimo Power Bank');
    await retype(user, stock, '12');
    await user.click(screen.getByRole('button', { name: 'Save Oraimo Power Bank' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/catalogue/products/70/', { amount: 18500.5, discount: 10, stock: 12 }));
    expect(http.get).toHaveBeenCalledTimes(2); // reloaded after the save
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
  it('searches by the filters in the URL, one sorted page from the API, and links each result to its detail', async () => {
    const http = fakeHttp({ 'admin/transactions/page/': { rows: [staffRow(4, { kind: 'airtime' })], total: 1 } });
    renderWithPlatform(<TransactionsPage />, { route: '/admin/transactions?status=needs_review' });
    const table = await screen.findByRole('table', { name: 'Transactions found' });
    expect(http.get).toHaveBeenCalledWith('admin/transactions/page/', { params: { status: 'needs_review', sort: 'created_at', dir: 'desc', page: 1, size: 50 } });
    expect(within(table).getByRole('link', { name: 'TRX0004' })).toHaveAttribute('href', '/admin/transactions/4');
    expect(within(table).getByText('Airtime')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reference, phone, card/meter or e-mail'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('admin/transactions/page/', { params: { status: 'needs_review', query: '08031234567', sort: 'created_at', dir: 'desc', page: 1, size: 50 } }),
    );
    await user.click(await screen.findByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/transactions/page/', { params: expect.objectContaining({ sort: 'amount' }) }));
  });

  it('marks a reseller test key’s purchase in the list (no real money), and only that row', async () => {
    fakeHttp({ 'admin/transactions/page/': { rows: [staffRow(7, { kind: 'data', request_details: { reseller_request_id: 'tm-data', test: true } }), staffRow(8, { kind: 'data', request_details: { reseller_request_id: 'live-1' } })], total: 2 } });
    renderWithPlatform(<TransactionsPage />, { route: '/admin/transactions' });
    const table = await screen.findByRole('table', { name: 'Transactions found' });
    const rowOf = (ref: string) => within(table).getByRole('link', { name: ref }).closest('tr')!;
    expect(rowOf('TRX0007')).toHaveTextContent(VENDOR_MESSAGES.testPurchaseFlag);
    expect(rowOf('TRX0008')).not.toHaveTextContent(VENDOR_MESSAGES.testPurchaseFlag);
  });

  it('the overview’s funding link filters card and bank-transfer funding, and the Service column names them', async () => {
    const http = fakeHttp({ 'admin/transactions/page/': { rows: [staffRow(5, { kind: 'card_funding' }), staffRow(6, { kind: 'bank_transfer_funding' })], total: 2 } });
    renderWithPlatform(<TransactionsPage />, { route: '/admin/transactions?kind=funding&status=confirmed' });
    const table = await screen.findByRole('table', { name: 'Transactions found' });
    expect(http.get).toHaveBeenCalledWith('admin/transactions/page/', { params: expect.objectContaining({ kind: 'funding', status: 'confirmed' }) });
    expect(within(table).getByText('Card funding')).toBeInTheDocument();
    expect(within(table).getByText('Bank transfer funding')).toBeInTheDocument();
    expect(within(table).queryByText('card_funding')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveDisplayValue('All funding in (card and bank transfer)');
  });

  it('exports the search as it is shown: its filters and its sort (Lagos days), never its page', async () => {
    const http = fakeHttp({ 'admin/transactions/page/': { rows: [staffRow(4)], total: 80 }, 'admin/transactions/export.csv': 'reference\r\n' });
    renderWithPlatform(<TransactionsPage />, { route: '/admin/transactions?kind=data&from=2026-11-26&sort=amount&dir=asc&page=2' });
    await screen.findByRole('table', { name: 'Transactions found' });
    // The date filters say which days they are.
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(UI_MESSAGES.staff.lagosDays);
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(UI_MESSAGES.staff.lagosDays);
    const saved = captureDownloads();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('admin/transactions/export.csv', { params: { kind: 'data', from: '2026-11-26', sort: 'amount', dir: 'asc' }, responseType: 'blob' }),
    );
    await user.click(screen.getByRole('button', { name: /Created/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/transactions/export.csv', { params: { kind: 'data', from: '2026-11-26', sort: 'created_at', dir: 'asc' }, responseType: 'blob' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
  });
});

describe('Orders', () => {
  it('support marks an order delivered and is offered no cancel (refunds are admin’s)', async () => {
    const http = fakeHttp({ 'admin/orders/': [staffRow(8)] }, { 'admin/orders/8/deliver/': staffRow(8, { status: 'confirmed' }) });
    renderWithPlatform(<OrdersPage />, asSupport);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/orders/8/deliver/', {}));
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it('an admin cancels an order (refund and restock) after confirming, with the reason the customer reads; the list reloads', async () => {
    const http = fakeHttp({ 'admin/orders/': [staffRow(8)] }, { 'admin/orders/8/cancel/': staffRow(8, { status: 'reversed' }) });
    const { platform } = renderWithPlatform(<OrdersPage />, asAdmin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(UI_MESSAGES.staff.confirmCancelOrder('TRX0008', staffRow(8).amount));
    await user.type(within(dialog).getByLabelText('Reason to cancel TRX0008'), 'Wrong colour');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(http.post).not.toHaveBeenCalled();
    // Opened again, the dialog starts with no reason: the one typed before was for a cancel not made.
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const again = screen.getByRole('dialog');
    expect(within(again).getByLabelText('Reason to cancel TRX0008')).toHaveValue('');
    await user.type(within(again).getByLabelText('Reason to cancel TRX0008'), ' Out of stock ');
    await user.click(within(again).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/orders/8/cancel/', { reason: 'Out of stock' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Done'));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
  });
});

describe('Content', () => {
  it('publishes a new notification and saves a site text', async () => {
    const http = fakeHttp(
      { 'get-settings/': [{ key: 'SITE_EMAIL', value: 'help@topup.ng' }], 'get-notification/': 'Old news' },
      { 'admin/content/notification/': {}, 'admin/content/settings/SITE_EMAIL/': {} },
    );
    renderWithPlatform(<ContentPage />, asAdmin);
    const user = userEvent.setup();
    const notification = await screen.findByLabelText('Dashboard notification');
    await waitFor(() => expect(notification).toHaveValue('Old news'));
    await retype(user, notification, 'Data prices drop on Friday.');
    await user.click(screen.getByRole('button', { name: 'Publish notification' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/content/notification/', { message: 'Data prices drop on Friday.' }));
    await user.click(screen.getByRole('button', { name: 'Save SITE_EMAIL' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/content/settings/SITE_EMAIL/', { value: 'help@topup.ng' }));
  });
});

describe('Customers, audit log and staff', () => {
  const ada = { id: 3, username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Okafor', phone_no: '0803', role: null, locked_at: '2026-11-22T10:00:00Z', created_at: '2026-11-01T10:00:00Z' };

  it('finds customers on the server: one sorted page, the filters and sort in the URL, and links to them', async () => {
    const http = fakeHttp({ 'admin/customers/page/': { rows: [ada], total: 120 } });
    renderWithPlatform(<CustomersPage />, { route: '/admin/customers?state=locked' });
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(http.get).toHaveBeenCalledWith('admin/customers/page/', { params: { state: 'locked', sort: 'created_at', dir: 'desc', page: 1, size: 50 } });
    expect(within(table).getByRole('link', { name: 'Ada Okafor' })).toHaveAttribute('href', '/admin/customers/3');
    expect(within(table).getByText('Locked')).toBeInTheDocument();
    // The server's total, not the rows it sent, is what the pager counts.
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail, phone or username'), ' ada ');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('admin/customers/page/', { params: { state: 'locked', query: 'ada', from: '2026-11-01', sort: 'created_at', dir: 'desc', page: 1, size: 50 } }),
    );
    await user.click(within(await screen.findByRole('table', { name: 'Customers found' })).getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/customers/page/', { params: expect.objectContaining({ sort: 'email', page: 1 }) }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/customers/page/', { params: expect.objectContaining({ sort: 'email', page: 2 }) }));
    // The state is no column the server sorts by.
    expect(within(screen.getByRole('table', { name: 'Customers found' })).queryByRole('button', { name: /State/ })).not.toBeInTheDocument();
  });

  it('lists the vendors and marks each one', async () => {
    const vendor = { ...ada, id: 4, username: 'shop', first_name: 'Kemi', last_name: 'Stores', locked_at: null, level: 'vendor' };
    const http = fakeHttp({ 'admin/customers/page/': { rows: [vendor, { ...ada, locked_at: null, level: 'customer' }], total: 2 } });
    renderWithPlatform(<CustomersPage />, { route: '/admin/customers?state=vendor' });
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(http.get).toHaveBeenCalledWith('admin/customers/page/', { params: expect.objectContaining({ state: 'vendor' }) });
    expect(screen.getByLabelText('State')).toHaveDisplayValue('Vendors');
    const [, vendorRow, customerRow] = within(table).getAllByRole('row');
    expect(within(vendorRow!).getByText('Vendor')).toHaveClass('tu-badge');
    expect(within(customerRow!).queryByText('Vendor')).not.toBeInTheDocument();
  });

  it('shows who did what in the audit log, one page filtered and sorted by the API, and exports that view', async () => {
    const row = { id: 1, action: 'airtime-cash.approve', target: 'transaction:TRX1', before: { status: 'pending' }, after: { status: 'confirmed' }, at: '2026-11-22T10:00:00Z', staff: 'ops@example.com' };
    const http = fakeHttp({ 'admin/audit/page/': { rows: [row], total: 1 }, 'admin/audit/export.csv': 'id,at\r\n' });
    renderWithPlatform(<AuditPage />, { ...asAdmin, route: '/admin/audit?staff=ops%40example.com' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(http.get).toHaveBeenCalledWith('admin/audit/page/', { params: { staff: 'ops@example.com', sort: 'at', dir: 'desc', page: 1, size: 50 } });
    expect(within(table).getByText('ops@example.com')).toBeInTheDocument();
    expect(within(table).getByText(/"pending"\} → \{"status":"confirmed"/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Action or target'), 'catalogue');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('admin/audit/page/', { params: { staff: 'ops@example.com', query: 'catalogue', sort: 'at', dir: 'desc', page: 1, size: 50 } }),
    );
    await user.click(within(await screen.findByRole('table', { name: 'Audit log' })).getByRole('button', { name: /Action/ }));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('admin/audit/page/', { params: expect.objectContaining({ sort: 'action', dir: 'asc' }) }));
    // The file is the table's view: its filters and its order, never its page.
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('admin/audit/export.csv', { params: { staff: 'ops@example.com', query: 'catalogue', sort: 'action', dir: 'asc' }, responseType: 'blob' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('lists staff and removes a role', async () => {
    const http = fakeHttp({ 'admin/staff/': [{ id: 2, email: 'ops@example.com', role: 'support', locked_at: null, authenticator: true }] }, { 'admin/staff/': {} });
    renderWithPlatform(<StaffPage />, asAdmin);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove ops@example.com' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('admin/staff/', { email: 'ops@example.com', role: null }));
  });

  it('resets a lost authenticator of a member who has one, and offers nothing to reset for one who has none', async () => {
    const http = fakeHttp(
      {
        'admin/staff/': [
          { id: 2, email: 'ops@example.com', role: 'support', locked_at: null, authenticator: true },
          { id: 3, email: 'new@example.com', role: 'support', locked_at: null, authenticator: false },
        ],
      },
      { 'admin/staff/2/reset-authenticator/': { id: 2, authenticator: false } },
    );
    renderWithPlatform(<StaffPage />, asAdmin);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reset authenticator of ops@example.com' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/staff/2/reset-authenticator/', {}));
    expect(screen.queryByRole('button', { name: 'Reset authenticator of new@example.com' })).not.toBeInTheDocument();
  });
});

describe('admin-only screens', () => {
  const screenAt = (path: string) => remote.routes.find((r) => r.path === path)!.Component;

  it.each(['/admin/catalogue', '/admin/content', '/admin/audit', '/admin/staff'])('%s tells support its role does not allow it and loads nothing', (path) => {
    const http = fakeHttp({});
    const Screen = screenAt(path);
    renderWithPlatform(<Screen />, asSupport);
    expect(screen.getByText(API_MESSAGES.staff.wrongRole)).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('an admin gets the screen', async () => {
    fakeHttp({ 'admin/audit/': [] });
    const Screen = screenAt('/admin/audit');
    renderWithPlatform(<Screen />, asAdmin);
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByText(API_MESSAGES.staff.wrongRole)).not.toBeInTheDocument();
  });
});
