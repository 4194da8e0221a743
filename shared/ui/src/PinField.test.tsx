import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFETY_MESSAGES } from '@topup/rules';
import { PinField } from './PinField';
import { ConfirmDialog } from './ConfirmDialog';
import { useMoneySubmission } from './useMoneySubmission';
import { httpError, ok, renderWithPlatform, testUser } from './testing/renderWithPlatform';

function PinHarness({ onPin }: { onPin: (pin: string) => void }) {
  const [pin, setPin] = useState('');
  return (
    <PinField
      label="Transaction PIN"
      value={pin}
      onChange={(value) => {
        setPin(value);
        onPin(value);
      }}
    />
  );
}

describe('PinField', () => {
  it('four masked numeric boxes named for screen readers; typing moves on, Backspace goes back, letters are ignored', async () => {
    const user = userEvent.setup();
    const onPin = jest.fn();
    renderWithPlatform(<PinHarness onPin={onPin} />);
    expect(screen.getByRole('group', { name: 'Transaction PIN' })).toBeInTheDocument();
    const boxes = [1, 2, 3, 4].map((n) => screen.getByLabelText(SAFETY_MESSAGES.pin.digitLabel(n)));
    for (const box of boxes) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('type', 'password');
    }
    await user.click(boxes[0]!);
    await user.keyboard('1a2');
    expect(boxes[2]).toHaveFocus();
    expect(onPin).toHaveBeenLastCalledWith('12');
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(onPin).toHaveBeenLastCalledWith('1');
    await user.keyboard('987');
    expect(onPin).toHaveBeenLastCalledWith('1987');
  });
});

function Pay({ send }: { send: jest.Mock }) {
  const submission = useMoneySubmission({ send });
  return (
    <>
      <button type="button" onClick={submission.ask}>
        Pay
      </button>
      <ConfirmDialog open={submission.confirming} onConfirm={() => void submission.confirm()} onCancel={submission.cancel} pin={submission.pinStep} />
    </>
  );
}

describe('a payment’s confirmation asks for the PIN', () => {
  it('sends it with the payment; a wrong PIN keeps the dialog open with the message, boxes empty', async () => {
    const user = userEvent.setup();
    const wrong = httpError(403, { message: SAFETY_MESSAGES.pin.invalid(4), errors: [{ code: 'pin_invalid', detail: SAFETY_MESSAGES.pin.invalid(4) }] });
    const send = jest.fn().mockRejectedValueOnce(wrong).mockResolvedValueOnce(ok(null, 'Paid'));
    const { platform } = renderWithPlatform(<Pay send={send} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByLabelText('PIN digit 1 of 4')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.pin.required);
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('PIN digit 1 of 4'));
    await user.keyboard('1111');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(send).toHaveBeenLastCalledWith({ idempotencyKey: expect.any(String), transactionPin: '1111' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.pin.invalid(4));
    expect(screen.getByLabelText('PIN digit 1 of 4')).toHaveValue('');
    expect(platform.toast.error).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('PIN digit 1 of 4'));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(send).toHaveBeenLastCalledWith({ idempotencyKey: expect.any(String), transactionPin: '1234' });
    expect(platform.toast.success).toHaveBeenCalledWith('Paid');
  });

  it('without a PIN the step sets one first (PIN twice and the password), then pays with it', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(ok(null, 'Paid'));
    const setTransactionPin = jest.fn().mockResolvedValue(ok(null, SAFETY_MESSAGES.pin.set));
    const { platform } = renderWithPlatform(<Pay send={send} />, { user: { ...testUser, has_transaction_pin: false }, api: { setTransactionPin } });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText(SAFETY_MESSAGES.pin.setFirst)).toBeInTheDocument();
    const [first, confirmFirst] = screen.getAllByLabelText('PIN digit 1 of 4');
    await user.click(first!);
    await user.keyboard('2468');
    await user.click(confirmFirst!);
    await user.keyboard('2469');
    await user.type(screen.getByLabelText('Password'), 'Secret-1');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.pin.mismatch);
    expect(setTransactionPin).not.toHaveBeenCalled();
    await user.click(confirmFirst!);
    await user.keyboard('2468');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(setTransactionPin).toHaveBeenCalledWith({ pin: '2468', password: 'Secret-1' });
    expect(send).toHaveBeenCalledWith({ idempotencyKey: expect.any(String), transactionPin: '2468' });
    expect(platform.session.refreshUser).toHaveBeenCalled();
  });
});
