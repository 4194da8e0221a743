import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, MESSAGES, SAFETY_MESSAGES, UI_MESSAGES } from '@topup/rules';
import type { User } from '@topup/api-client';
import { ConfirmDialog } from './ConfirmDialog';
import type { PaymentSummary } from './PaymentSheet';
import { TEST_PIN, ok, renderWithPlatform, testUser } from './testing/renderWithPlatform';
import { useMoneySubmission } from './useMoneySubmission';

/** A debit screen reduced to the shared parts every bills, wallet and shop debit uses (ADR 0038). */
function Debit({ send, summary }: { send: jest.Mock; summary: PaymentSummary }) {
  const money = useMoneySubmission({ send, summary: () => summary });
  return (
    <>
      <button type="button" onClick={money.ask}>
        Pay
      </button>
      <ConfirmDialog open={money.confirming} onConfirm={() => void money.confirm()} onCancel={money.cancel} pin={money.pinStep} sheet={money.sheet} />
    </>
  );
}

const data1gb: PaymentSummary = {
  lines: [
    { label: 'Network', value: 'MTN' },
    { label: 'Plan', value: '1GB 30 days' },
    { label: 'Phone number', value: '08031234567' },
  ],
  amount: 980,
  adjustment: { label: UI_MESSAGES.paymentSheet.discount(2), amount: -20 },
};

const open = async (user: User, summary = data1gb) => {
  const send = jest.fn(() => Promise.resolve(ok({}, 'Transaction successful')));
  const rendered = renderWithPlatform(<Debit send={send} summary={summary} />, { user });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
  return { ...rendered, send, dialog: screen.getByRole('dialog') };
};

describe('the payment summary sheet', () => {
  it('says what, for whom, the discount, the amount charged and the balance after, then asks the question and the PIN', async () => {
    const { dialog, send } = await open({ ...testUser, wallet_balance: 5_000 });
    for (const text of ['MTN', '1GB 30 days', '08031234567', 'Discount (2%)', '−₦20.00', MESSAGES.confirm.question]) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText(UI_MESSAGES.paymentSheet.amount).nextSibling).toHaveTextContent('₦980.00');
    expect(within(dialog).getByText(UI_MESSAGES.paymentSheet.balanceAfter('wallet')).nextSibling).toHaveTextContent('₦4,020.00');
    expect(within(dialog).getByLabelText('PIN digit 1 of 4')).toHaveFocus();
    const user = userEvent.setup();
    await user.keyboard(TEST_PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(send).toHaveBeenCalledWith({ idempotencyKey: expect.any(String), transactionPin: TEST_PIN });
  });

  it('with ₦0 a new customer is told "Insufficient wallet balance" before being asked to set a PIN or type a password', async () => {
    const { dialog, send, platform } = await open({ ...testUser, wallet_balance: 0, has_transaction_pin: false, kyc_tier: 1, daily_limit: 50_000, daily_used: 0 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(API_MESSAGES.purchase.insufficientBalance);
    expect(within(dialog).queryByText(SAFETY_MESSAGES.pin.setFirst)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('PIN digit 1 of 4')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('₦980.00')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: UI_MESSAGES.paymentSheet.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(platform.api.setTransactionPin).not.toHaveBeenCalled();
  });

  it('over what is left of today’s limit: refused with the limit and what is left, before the PIN', async () => {
    const { dialog, send } = await open({ ...testUser, wallet_balance: 100_000, kyc_tier: 1, daily_limit: 50_000, daily_used: 49_500 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.kyc.dailyLimit(50_000, 500));
    expect(within(dialog).queryByLabelText('PIN digit 1 of 4')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('exactly what is left (balance and limit) goes through to the PIN; a bonus transfer is outside the daily limit', async () => {
    const exact = await open({ ...testUser, wallet_balance: 980, daily_limit: 50_000, daily_used: 49_020 });
    expect(within(exact.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(exact.dialog).getByLabelText('PIN digit 1 of 4')).toBeInTheDocument();
    exact.unmount();
    const bonus = await open({ ...testUser, bonus: 2_000, daily_limit: 50_000, daily_used: 50_000 }, { lines: [], amount: 1_500, from: 'bonus', countsToLimit: false });
    expect(within(bonus.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(bonus.dialog).getByText(UI_MESSAGES.paymentSheet.balanceAfter('bonus')).nextSibling).toHaveTextContent('₦500.00');
  });
});
