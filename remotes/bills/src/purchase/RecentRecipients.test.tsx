import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@topup/api-client';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { RecentRecipients, cardOf, phoneOf, recentRecipients } from './RecentRecipients';

const bought = (id: number, type: string, overrides: Partial<Transaction> = {}) =>
  transaction(id, { category: { title: type, type, image: '' }, ...overrides });

describe('recentRecipients', () => {
  it('keeps up to 5 distinct numbers of the service, newest first', () => {
    const history = [
      bought(9, 'data', { description: 'MTN 1GB - 30 Days to 08030000001' }),
      bought(8, 'airtime', { description: 'MTN airtime of ₦100.00 to 08030000009' }),
      bought(7, 'data', { description: 'MTN 1GB - 30 Days to 08030000001' }),
      ...[2, 3, 4, 5, 6, 7].map((n) => bought(n, 'data', { description: `Glo 2GB to 0805000000${n}` })),
    ];
    expect(recentRecipients(history, 'data', phoneOf)).toEqual(['08030000001', '08050000002', '08050000003', '08050000004', '08050000005']);
  });

  it('reads the meter or smart card from card_no and skips records without one', () => {
    const history = [bought(3, 'electricity', { card_no: '45012345678' }), bought(2, 'electricity'), bought(1, 'cable', { card_no: '7012345678' })];
    expect(recentRecipients(history, 'electricity', cardOf)).toEqual(['45012345678']);
  });

  it('finds no phone in a description without an 11-digit number', () => {
    expect(phoneOf(bought(1, 'data', { description: 'MTN 1GB to 0803123' }))).toBeNull();
  });
});

describe('RecentRecipients', () => {
  it('offers the numbers as buttons and hands the tapped one to the form', async () => {
    const onPick = jest.fn();
    const getTransactions = jest.fn().mockResolvedValue(ok([bought(1, 'data', { description: 'MTN 1GB - 30 Days to 08031234567' })]));
    renderWithPlatform(<RecentRecipients categoryType="data" pick={phoneOf} label="Recent numbers" onPick={onPick} />, { api: { getTransactions } });
    await userEvent.setup().click(await screen.findByRole('button', { name: '08031234567' }));
    expect(onPick).toHaveBeenCalledWith('08031234567');
    expect(screen.getByRole('list', { name: 'Recent numbers' })).toBeInTheDocument();
  });

  it('shows nothing when the history cannot be loaded', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getTransactions = jest.fn().mockRejectedValue(new Error('offline'));
    const { container } = renderWithPlatform(
      <RecentRecipients categoryType="data" pick={phoneOf} label="Recent numbers" onPick={jest.fn()} />,
      { api: { getTransactions } },
    );
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(getTransactions).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
    log.mockRestore();
  });
});
