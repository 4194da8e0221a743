import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VENDOR_MESSAGES } from '@topup/rules';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { fakeHttp } from '../testing/fakeHttp';
import { TransactionDetailPage } from './TransactionDetailPage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const detail = (release_versions: Record<string, string> | null, request_details: Record<string, unknown> | null = null) => ({
  ...transaction(9, { status: 'confirmed', plan: 'MTN airtime ₦1,000.00' }),
  kind: 'airtime',
  email: 'ada@example.com',
  needs_review: false,
  provider_message: null,
  staff_note: null,
  request_details,
  release_versions,
  provider_request: null,
  ledger: [],
});

const show = async (answer: ReturnType<typeof detail>) => {
  fakeHttp({ 'admin/transactions/9/': answer });
  renderWithPlatform(
    <Routes>
      <Route path="/admin/transactions/:id" element={<TransactionDetailPage />} />
    </Routes>,
    { route: '/admin/transactions/9', user: { ...testUser, email: 'ops@example.com', role: 'support' as const } },
  );
  expect(await screen.findByRole('heading', { name: 'TRX0009' })).toBeInTheDocument();
};

// The back office shows which releases a transaction was made through.
test('shows the shell and remote versions the transaction was made through', async () => {
  await show(detail({ bills: '0.1.0-b1', shell: '0.1.0-s1' }));
  expect(screen.getByText('Made through')).toBeInTheDocument();
  expect(screen.getByText('shell 0.1.0-s1, bills 0.1.0-b1')).toBeInTheDocument();
});

test('says nothing about releases when none were recorded', async () => {
  await show(detail(null));
  expect(screen.queryByText('Made through')).not.toBeInTheDocument();
});

test('marks a reseller test key\'s purchase as no real money, and nothing else', async () => {
  await show(detail(null, { reseller_request_id: 'tm-data', test: true }));
  expect(screen.getByText(VENDOR_MESSAGES.testPurchaseFlag)).toBeInTheDocument();
});

test('a live reseller purchase carries no test mark', async () => {
  await show(detail(null, { reseller_request_id: 'live-1' }));
  expect(screen.queryByText(VENDOR_MESSAGES.testPurchaseFlag)).not.toBeInTheDocument();
});
