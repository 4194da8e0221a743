import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFETY_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { TransactionPinSettings } from './TransactionPinSettings';

const typeInto = async (user: ReturnType<typeof userEvent.setup>, group: string, digits: string) => {
  await user.click(within(screen.getByRole('group', { name: group })).getByLabelText('PIN digit 1 of 4'));
  await user.keyboard(digits);
};

describe('TransactionPinSettings', () => {
  it('sets a first PIN with the password', async () => {
    const user = userEvent.setup();
    const setTransactionPin = jest.fn().mockResolvedValue(ok(null, SAFETY_MESSAGES.pin.set));
    const { platform } = renderWithPlatform(<TransactionPinSettings />, { user: { ...testUser, has_transaction_pin: false }, api: { setTransactionPin } });
    await typeInto(user, 'New PIN', '2468');
    await typeInto(user, 'Confirm PIN', '2460');
    await user.type(screen.getByLabelText('Password'), 'Secret-1');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(screen.getByText(SAFETY_MESSAGES.pin.mismatch)).toBeInTheDocument();
    expect(setTransactionPin).not.toHaveBeenCalled();
    await typeInto(user, 'Confirm PIN', '2468');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(setTransactionPin).toHaveBeenCalledWith({ pin: '2468', password: 'Secret-1' });
    expect(platform.toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.pin.set);
  });

  it('changing needs the current PIN; a wrong one is shown under it', async () => {
    const user = userEvent.setup();
    const wrong = httpError(403, { message: SAFETY_MESSAGES.pin.invalid(4), errors: [{ code: 'pin_invalid', detail: SAFETY_MESSAGES.pin.invalid(4) }] });
    const setTransactionPin = jest.fn().mockRejectedValue(wrong);
    renderWithPlatform(<TransactionPinSettings />, { api: { setTransactionPin } });
    await typeInto(user, 'Current PIN', '0000');
    await typeInto(user, 'New PIN', '5678');
    await typeInto(user, 'Confirm PIN', '5678');
    await user.type(screen.getByLabelText('Password'), 'Secret-1');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(setTransactionPin).toHaveBeenCalledWith({ pin: '5678', password: 'Secret-1', old_pin: '0000' });
    expect(await screen.findByText(SAFETY_MESSAGES.pin.invalid(4))).toBeInTheDocument();
  });

  it('a forgotten PIN: the password sends a code, the code and a new PIN reset it', async () => {
    const user = userEvent.setup();
    const sendPinResetCode = jest.fn().mockResolvedValue(ok(null, SAFETY_MESSAGES.pin.resetCodeSent));
    const resetTransactionPin = jest.fn().mockResolvedValue(ok(null, SAFETY_MESSAGES.pin.set));
    renderWithPlatform(<TransactionPinSettings />, { api: { sendPinResetCode, resetTransactionPin } });
    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.pin.forgot }));
    await user.type(screen.getByLabelText('Password'), 'Secret-1');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(sendPinResetCode).toHaveBeenCalledWith('Secret-1');
    await user.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    await typeInto(user, 'New PIN', '8642');
    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(resetTransactionPin).toHaveBeenCalledWith({ password: 'Secret-1', code: '123456', pin: '8642' });
  });
});
