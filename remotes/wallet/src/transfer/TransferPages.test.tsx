import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, testUser, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { BonusTransferPage } from './BonusTransferPage';
import { WalletTransferPage } from './WalletTransferPage';
import { expectRefused } from '@topup/ui/src/testing/refusedField';

const confirmYes = (user: ReturnType<typeof userEvent.setup>) => confirmWithPin(user);

describe('Wallet transfer', () => {
  it('shows both balances; Transfer disabled while the amount is empty, 0 or under ₦1000; amount step 0.1', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<WalletTransferPage />, { user: { ...testUser, wallet_balance: 5000, bonus: 12 } });
    expect(screen.getByText('Total Balance').nextSibling).toHaveTextContent('₦5,000.00');
    expect(screen.getByText('Referral Balance').nextSibling).toHaveTextContent('₦12.00');
    const button = screen.getByRole('button', { name: 'Transfer' });
    const amount = screen.getByLabelText('Amount (₦)');
    expect(amount).toHaveAttribute('step', '0.1');
    for (const value of ['', '0', '999.9']) {
      await user.clear(amount);
      if (value) await user.type(amount, value);
      expect(button).toBeDisabled();
    }
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(button).toBeEnabled();
  });

  it("needs the recipient's e-mail: the spec message under the field, which takes the focus, and in one toast; typing clears it", async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<WalletTransferPage />);
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const email = screen.getByLabelText('Email address of the recipient');
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.walletTransfer.emailRequired]]);
    expectRefused(email, MESSAGES.walletTransfer.emailRequired);
    expect(screen.getByLabelText('Amount (₦)')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    await user.type(email, 'b');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.walletTransfer.emailRequired)).not.toBeInTheDocument();
  });

  it('confirms, sends with an Idempotency-Key kept across a lost answer, then clears and refreshes the balance', async () => {
    const user = userEvent.setup();
    const transferToUser = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('timeout of 15000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' }))
      .mockResolvedValueOnce(ok(transaction(77, { plan: 'Transfer to b@example.com', amount: 1000 }), 'You have sent ₦1,000.00 to b@example.com.'))
      .mockResolvedValueOnce(ok({}, 'again'));
    const { platform } = renderWithPlatform(<WalletTransferPage />, { api: { transferToUser } });
    await user.type(screen.getByLabelText('Email address of the recipient'), 'b@example.com');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmYes(user);
    expect(platform.toast.error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmYes(user);
    const [firstKey, retryKey] = transferToUser.mock.calls.map((call) => call[1].idempotencyKey);
    expect(transferToUser.mock.calls[0][0]).toEqual({ email: 'b@example.com', amount: '1000' });
    expect(retryKey).toBe(firstKey);
    expect(platform.toast.success).toHaveBeenCalledWith('You have sent ₦1,000.00 to b@example.com.');
    expect(platform.session.refreshUser).toHaveBeenCalled();
    // The result takes the form's place, with the receipt one tap away; Send again brings the form back, cleared.
    const result = screen.getByRole('status', { name: 'Transfer result' });
    expect(within(result).getByRole('heading', { name: 'Money sent' })).toHaveFocus();
    expect(result).toHaveTextContent('₦1,000.00');
    expect(result).toHaveTextContent('Transfer to b@example.com');
    expect(within(result).getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/77');
    expect(within(result).getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/dashboard');
    await user.click(within(result).getByRole('button', { name: 'Send again' }));
    expect(screen.getByLabelText('Email address of the recipient')).toHaveValue('');
    expect(screen.getByLabelText('Email address of the recipient')).toHaveFocus();

    await user.type(screen.getByLabelText('Email address of the recipient'), 'b@example.com');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmYes(user);
    expect(transferToUser.mock.calls[2][1].idempotencyKey).not.toBe(firstKey);
  });

  it("shows the server's field message beside the field (unknown recipient)", async () => {
    const user = userEvent.setup();
    const transferToUser = jest.fn().mockRejectedValue(httpError(400, { message: 'No registered user has this email address.', data: { email: ['No registered user has this email address.'] } }));
    const { platform } = renderWithPlatform(<WalletTransferPage />, { api: { transferToUser } });
    await user.type(screen.getByLabelText('Email address of the recipient'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmYes(user);
    expect(screen.getByLabelText('Email address of the recipient')).toHaveAccessibleDescription('No registered user has this email address.');
    expect(screen.getByLabelText('Email address of the recipient')).toHaveFocus();
    expect(platform.toast.error).toHaveBeenCalledWith('No registered user has this email address.');
  });

  it('No cancels: nothing is sent', async () => {
    const user = userEvent.setup();
    const transferToUser = jest.fn();
    renderWithPlatform(<WalletTransferPage />, { api: { transferToUser } });
    await user.type(screen.getByLabelText('Email address of the recipient'), 'b@example.com');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(transferToUser).not.toHaveBeenCalled();
  });
});

describe('Bonus transfer', () => {
  it('amount only, disabled under ₦1000, then moves the bonus with the server message', async () => {
    const user = userEvent.setup();
    const transferBonus = jest.fn().mockResolvedValue(ok({}, 'Moved'));
    const { platform } = renderWithPlatform(<BonusTransferPage />, { user: { ...testUser, bonus: 6_000 }, api: { transferBonus } });
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (₦)'), '500');
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await user.type(screen.getByLabelText('Amount (₦)'), '0');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmYes(user);
    expect(transferBonus).toHaveBeenCalledWith({ amount: '5000' }, { idempotencyKey: expect.any(String), transactionPin: TEST_PIN });
    expect(platform.toast.success).toHaveBeenCalledWith('Moved');
    // An answer without a record: the result says what moved, without a receipt link.
    const result = screen.getByRole('status', { name: 'Transfer result' });
    expect(result).toHaveTextContent('₦5,000.00');
    expect(within(result).queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
  });

  it('a bonus smaller than the amount is refused on the summary sheet, before any PIN', async () => {
    const user = userEvent.setup();
    const transferBonus = jest.fn();
    renderWithPlatform(<BonusTransferPage />, { user: { ...testUser, bonus: 1_500 }, api: { transferBonus } });
    await user.type(screen.getByLabelText('Amount (₦)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(API_MESSAGES.transfers.insufficientBonus);
    expect(within(dialog).getByText('₦5,000.00')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('PIN digit 1 of 4')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(transferBonus).not.toHaveBeenCalled();
  });

  it('a server refusal (insufficient bonus) stays a toast (spec section 8) and keeps the form', async () => {
    const user = userEvent.setup();
    const transferBonus = jest.fn().mockRejectedValue(httpError(400, { message: 'Insufficient bonus balance.' }));
    // The session's bonus can be stale: the server's answer is the last word.
    const { platform } = renderWithPlatform(<BonusTransferPage />, { user: { ...testUser, bonus: 6_000 }, api: { transferBonus } });
    await user.type(screen.getByLabelText('Amount (₦)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmYes(user);
    expect(platform.toast.error).toHaveBeenCalledWith('Insufficient bonus balance.');
    expect(screen.queryByRole('status', { name: 'Transfer result' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue(5000);
  });
});
