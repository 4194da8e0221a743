import { screen } from '@testing-library/react';
import { COMPLAINT_MESSAGES, expectedResolutionAt, formatDateTime, readRepeatQuery } from '@topup/rules';
import type { Transaction } from '@topup/api-client';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { ReceiptPage } from './ReceiptPage';
import { repeatOf } from './receiptDetails';

jest.mock('html-to-image', () => ({ toPng: jest.fn(async () => 'data:image/png;base64,AAAA') }));

const airtime = transaction(1, {
  plan: 'MTN airtime ₦1,000.00',
  description: 'MTN airtime of ₦1,000.00 to 08031234567',
  category: { title: 'Airtime', type: 'airtime', image: '' },
  subcategory: { title: 'MTN', image: '' },
});
const data = transaction(2, { plan: 'MTN 1GB 30 days', description: 'MTN 1GB 30 days to 08031234567' });
const electricity = transaction(3, {
  plan: 'Ikeja Electric prepaid ₦2,500.00',
  card_no: '45123456789',
  description: 'Ikeja Electric prepaid meter 45123456789 (ADA OBI), ₦2,500.00, phone 08031234567',
  category: { title: 'Electricity', type: 'electricity', image: '' },
  subcategory: { title: 'Ikeja Electric', image: '' },
});
const cable = (plan: string) =>
  transaction(4, {
    plan,
    card_no: '7012345678',
    description: `${plan} for ADA OBI (7012345678), phone 08031234567`,
    category: { title: 'Cable TV', type: 'cable', image: '' },
    subcategory: { title: 'DStv', image: '' },
  });

function show(t: Transaction) {
  renderWithPlatform(<ReceiptPage />, {
    route: `/dashboard/receipt/${t.id}`,
    path: '/dashboard/receipt/:id',
    api: { getTransactionById: jest.fn().mockResolvedValue(ok([t])), getComplaints: jest.fn().mockResolvedValue(ok([])) },
  });
}

describe('Repeat this', () => {
  it('reads what to fill the bill form with from the receipt', () => {
    expect(repeatOf(airtime)).toEqual({ kind: 'airtime', purchase: { provider: 'MTN', number: '08031234567', amount: '1000' } });
    expect(repeatOf(data)).toEqual({ kind: 'data', purchase: { provider: 'MTN', number: '08031234567', plan: '1GB 30 days' } });
    expect(repeatOf(electricity)).toEqual({
      kind: 'electricity',
      purchase: { provider: 'Ikeja Electric', number: '45123456789', meterType: 'prepaid', amount: '2500', phone: '08031234567' },
    });
    expect(repeatOf(cable('DStv Compact'))).toEqual({ kind: 'cable', purchase: { provider: 'DStv', number: '7012345678', plan: 'Compact', phone: '08031234567' } });
    expect(repeatOf(cable('DStv renewal of Compact'))?.purchase.plan).toBeUndefined();
    expect(repeatOf(transaction(5, { category: { title: 'Shop', type: 'shop', image: '' } }))).toBeNull();
    expect(repeatOf(transaction(6, { category: { title: 'Transfer', type: 'transfer', image: '' } }))).toBeNull();
  });

  it('links a purchase receipt to its bill form by the name the bills remote declares, filled in', async () => {
    show(data);
    const link = await screen.findByRole('link', { name: 'Repeat this' });
    const [path, query] = link.getAttribute('href')!.split('?');
    expect(path).toBe('/dashboard/bills/data');
    expect(readRepeatQuery(query!)).toEqual({ provider: 'MTN', number: '08031234567', plan: '1GB 30 days' });
  });

  it('is not offered on what cannot be repeated', async () => {
    show(transaction(5, { description: 'Wallet transfer to a@b.co', category: { title: 'Transfer', type: 'transfer', image: '' }, subcategory: null }));
    await screen.findByText('Transaction Reference');
    expect(screen.queryByRole('link', { name: 'Repeat this' })).not.toBeInTheDocument();
  });
});

describe('A pending purchase’s receipt', () => {
  it('shows when it is expected to be settled at the latest', async () => {
    const pending = { ...data, status: 'pending' as const, response: null, created_at: '2026-11-20T10:00:00.000Z' };
    show(pending);
    expect(await screen.findByText(COMPLAINT_MESSAGES.pendingReceipt(formatDateTime(expectedResolutionAt(pending.created_at))))).toBeInTheDocument();
  });

  it('says nothing of it once settled', async () => {
    show(data);
    await screen.findByText('Transaction Reference');
    expect(screen.queryByText(/Expected to be confirmed/)).not.toBeInTheDocument();
  });
});
