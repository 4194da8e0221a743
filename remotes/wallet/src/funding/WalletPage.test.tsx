import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELAYS_MS, MESSAGES, TRANSACTION_REFERENCE_STORAGE_KEY, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { page } from './BankPanels';
import { browser } from './CardFunding';
import { WalletPage } from './WalletPage';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  sessionStorage.clear();
});

/** The wallet with these API calls, on fake timers (a step that waits is timed), and a user that advances them. */
function renderOnFakeTimers(api: Record<string, jest.Mock>) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...renderWithPlatform(<WalletPage />, { api }), user };
}

describe('Wallet: card funding', () => {
  it('shows both balances', () => {
    renderWithPlatform(<WalletPage />, { user: { ...testUser, wallet_balance: 1234.5, bonus: 52 } });
    expect(screen.getByText('Total Balance').nextSibling).toHaveTextContent('₦1,234.50');
    expect(screen.getByText('Referral Balance').nextSibling).toHaveTextContent('₦52.00');
  });

  it('keeps the button disabled and says why under ₦1000', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<WalletPage />);
    const button = screen.getByRole('button', { name: 'Fund wallet' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Amount (₦)'), '999');
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.cardFunding.amountTooLow));
    await user.clear(screen.getByLabelText('Amount (₦)'));
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    expect(button).toBeEnabled();
    expect(screen.queryByText(MESSAGES.cardFunding.amountTooLow)).not.toBeInTheDocument();
  });

  it('keeps the reference in sessionStorage and goes to the checkout page after 1 s', async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    const generatePaymentLink = jest.fn().mockResolvedValue(ok({ transactionReference: 'TPN1', checkoutUrl: 'https://pay.example/c/1' }, 'Link ready'));
    const { platform, user } = renderOnFakeTimers({ generatePaymentLink });
    await user.type(screen.getByLabelText('Amount (₦)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(generatePaymentLink).toHaveBeenCalledWith({ amount: '2500' });
    expect(sessionStorage.getItem(TRANSACTION_REFERENCE_STORAGE_KEY)).toBe('TPN1');
    expect(platform.toast.success).toHaveBeenCalledWith('Link ready');
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    expect(go).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(DELAYS_MS.afterPaymentLink - 1));
    expect(go).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(screen.getByText(UI_MESSAGES.wallet.redirecting)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledWith('https://pay.example/c/1');
  });

  it("shows the server's message when the link cannot be made, and stays on the form", async () => {
    const user = userEvent.setup();
    const generatePaymentLink = jest.fn().mockRejectedValue(httpError(503, { message: 'Gateway down' }));
    const { platform } = renderWithPlatform(<WalletPage />, { api: { generatePaymentLink } });
    await user.type(screen.getByLabelText('Amount (₦)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(platform.toast.error).toHaveBeenCalledWith('Gateway down');
    expect(screen.getByRole('button', { name: 'Fund wallet' })).toBeEnabled();
  });
});

describe('Wallet: bank transfer', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Bank transfer' }));

  it('shows Palmpay, Moniepoint and Wema with their charges; an existing account with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = renderWithPlatform(<WalletPage />, {
      user: { ...testUser, wema_account: [{ accountName: 'TPN-Ada', accountNumber: '0123456789', bankName: 'Wema Bank' }] },
    });
    await open(user);
    const panels = ['Palmpay', 'Moniepoint', 'Wema'].map((name) => screen.getByRole('region', { name }));
    expect(within(panels[0]!).getByText('Charge: 0.4% of each transfer')).toBeInTheDocument();
    expect(within(panels[1]!).getByText('Charge: 0.85% of each transfer')).toBeInTheDocument();
    expect(within(panels[2]!).getByText('0123456789')).toBeInTheDocument();
    await user.click(within(panels[2]!).getByRole('button', { name: 'Copy account number 0123456789' }));
    expect(writeText).toHaveBeenCalledWith('0123456789');
    expect(platform.toast.success).toHaveBeenCalledWith(UI_MESSAGES.wallet.accountNumberCopied);
    expect(within(panels[0]!).getByLabelText('BVN')).toBeInTheDocument();
    expect(within(panels[1]!).getByLabelText('NIN')).toBeInTheDocument();
  });

  it('creates an account once name and an 11-digit BVN are given; toast, then reload after 3.5 s', async () => {
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    const createVirtualAccount = jest.fn().mockResolvedValue(ok({ accountName: 'TPN-Ada', accountNumber: '1' }, 'Created'));
    const { platform, user } = renderOnFakeTimers({ createVirtualAccount });
    await open(user);
    const palmpay = screen.getByRole('region', { name: 'Palmpay' });
    const create = within(palmpay).getByRole('button', { name: 'Create account' });
    await user.type(within(palmpay).getByLabelText('Account name'), 'Ada Obi');
    await user.type(within(palmpay).getByLabelText('BVN'), '2212345678');
    expect(create).toBeDisabled();
    await user.type(within(palmpay).getByLabelText('BVN'), '9x');
    expect(within(palmpay).getByLabelText('BVN')).toHaveValue('22123456789');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(createVirtualAccount).toHaveBeenCalledWith({ bank_name: 'palmpay', account_name: 'Ada Obi', bvn: '22123456789' });
    expect(platform.toast.success).toHaveBeenCalledWith('Created');
    act(() => jest.advanceTimersByTime(DELAYS_MS.afterVirtualAccount - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalled();
  });
});

describe('Wallet: bank transfer after a verified BVN', () => {
  it('asks no bank for a BVN or NIN: it names the verified one, and the account is created with the name only', async () => {
    const user = userEvent.setup();
    const createVirtualAccount = jest.fn().mockResolvedValue(ok({ accountName: 'TPN-Ada', accountNumber: '1' }, 'Created'));
    jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    renderWithPlatform(<WalletPage />, { user: { ...testUser, kyc_tier: 2, verified_identity: { kind: 'bvn', last4: '5432' } }, api: { createVirtualAccount } });
    await user.click(screen.getByRole('button', { name: 'Bank transfer' }));
    for (const name of ['Palmpay', 'Moniepoint', 'Wema']) {
      const panel = screen.getByRole('region', { name });
      expect(within(panel).queryByLabelText('BVN')).toBeNull();
      expect(within(panel).queryByLabelText('NIN')).toBeNull();
      expect(within(panel).getByText(UI_MESSAGES.wallet.usesVerifiedIdentity('BVN', '5432'))).toBeInTheDocument();
    }
    const wema = screen.getByRole('region', { name: 'Wema' });
    const create = within(wema).getByRole('button', { name: 'Create account' });
    expect(create).toBeDisabled();
    await user.type(within(wema).getByLabelText('Account name'), 'Ada Obi');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(createVirtualAccount).toHaveBeenCalledWith({ bank_name: 'wema', account_name: 'Ada Obi' });
  });
});

describe('Wallet: what comes first', () => {
  it('puts the funding methods before the account tier and its upgrade form', () => {
    renderWithPlatform(<WalletPage />, { user: { ...testUser, kyc_tier: 1 } });
    const methods = screen.getByRole('group', { name: 'How do you want to fund your wallet?' });
    const tier = screen.getByRole('heading', { name: 'Account tier 1' });
    expect(methods.compareDocumentPosition(tier) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fund wallet' }).compareDocumentPosition(tier) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
