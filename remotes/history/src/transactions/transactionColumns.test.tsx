import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { ReceiptLink } from './transactionColumns';

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
