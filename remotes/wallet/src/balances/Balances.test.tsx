import { act, screen } from '@testing-library/react';
import { UI_MESSAGES } from '@topup/rules';
import { BALANCE_HIDDEN_KEY, setBalanceHidden } from '@topup/ui';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { Balances } from './Balances';

afterEach(() => localStorage.clear());

const amounts = () => screen.getAllByRole('definition').map((amount) => amount.textContent);

describe('Balances', () => {
  it('shows the balances', () => {
    renderWithPlatform(<Balances />, { user: { ...testUser, wallet_balance: 50000, bonus: 250 } });
    expect(amounts()).toEqual(['₦50,000.00', '₦250.00']);
  });

  it('keeps them hidden when the customer hid balances on the dashboard (remembered)', () => {
    localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    renderWithPlatform(<Balances />);
    expect(amounts()).toEqual([UI_MESSAGES.balance.hidden, UI_MESSAGES.balance.hidden]);
  });

  it('follows the show/hide toggle of the same page as it changes', () => {
    renderWithPlatform(<Balances />, { user: { ...testUser, wallet_balance: 50000, bonus: 0 } });
    act(() => setBalanceHidden(true));
    expect(amounts()).toEqual([UI_MESSAGES.balance.hidden, UI_MESSAGES.balance.hidden]);
    act(() => setBalanceHidden(false));
    expect(amounts()).toEqual(['₦50,000.00', '₦0.00']);
  });
});
