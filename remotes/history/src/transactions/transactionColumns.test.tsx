import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import type { Transaction } from '@topup/api-client';
import { ReceiptLink, SignedAmount } from './transactionColumns';

describe('ReceiptLink', () => {
  it("names the transaction it opens and draws lucide's eye (the one icon set), decorative", () => {
    renderWithPlatform(<ReceiptLink id={7} txRef="TRX0007" />);
    const link = screen.getByRole('link', { name: 'View receipt for TRX0007' });
    expect(link).toHaveAttribute('href', '/dashboard/receipt/7');
    const icon = link.querySelector('svg')!;
    expect(icon).toHaveClass('lucide', 'lucide-eye');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('SignedAmount', () => {
  it('marks money in with "+" and money out with "−", each named for screen readers', () => {
    const record = { id: 1, tx_ref: 'TRX1', plan: 'Wallet funding (card)', amount: 5000 } as Transaction;
    const { unmount } = renderWithPlatform(<SignedAmount transaction={{ ...record, direction: 'credit' }} />);
    const credit = screen.getByText('₦5,000.00').parentElement!;
    expect(credit).toHaveTextContent('Credit +₦5,000.00');
    expect(credit).toHaveClass('tx-amount--credit');
    unmount();
    renderWithPlatform(<SignedAmount transaction={{ ...record, amount: 500, direction: 'debit' }} />);
    expect(screen.getByText('₦500.00').parentElement).toHaveTextContent('Debit −₦500.00');
  });
});
