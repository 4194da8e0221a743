import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package, PackageRates } from '@topup/api-client';
import { MESSAGES, PACKAGE_TYPE } from '@topup/rules';
import { ok, renderWithPlatform, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { purchaseOf } from '../testing/purchaseOf';
import { AirtimeCashPage } from './AirtimeCashPage';
import { expectRefused } from '@topup/ui/src/testing/refusedField';
import { heldCall } from '@topup/ui/src/testing/heldCall';

const mtn: Package<PackageRates> = {
  id: 51, title: 'MTN', image: '', key: 'mtn-airtime-cash',
  description: "MTN Share 'n Sell: dial *600*08031230001*amount*PIN#. You receive the amount less 20% commission in your wallet.",
  products: { commission: 20, receiving_number: '08031230001' },
};
const next = 'Waiting for your MTN airtime at 08031230001. We credit your wallet as soon as it arrives.';

const earlier = transaction(3, { category: { title: 'Airtime to Cash', type: 'airtime-cash', image: '' }, description: 'MTN airtime of ₦5,000.00 from 08037654321' });

function setup(convertAirtimeToCash = jest.fn().mockResolvedValue(ok(transaction(90, { status: 'pending', amount: 4001 }), next, 201))) {
  const getPackages = jest.fn().mockResolvedValue(ok([mtn]));
  const getTransactions = jest.fn().mockResolvedValue(ok([earlier]));
  const view = renderWithPlatform(<AirtimeCashPage />, { api: { getPackages, purchase: purchaseOf('airtimeToCash', convertAirtimeToCash), getTransactions } });
  return { ...view, getPackages, convertAirtimeToCash, user: userEvent.setup() };
}

/** Picks MTN, gives 08031234567 as the number sending the airtime and `amount`, and submits. */
async function submitRequest(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.click(await screen.findByRole('radio', { name: 'MTN' }));
  await user.type(screen.getByLabelText('Phone number the airtime is sent from'), '08031234567');
  await user.type(screen.getByLabelText('Amount transferred (₦)'), amount);
  await user.click(screen.getByRole('button', { name: 'Submit request' }));
}

describe('Airtime to Cash screen', () => {
  it('shows how to transfer and the receiving number, and the amount to receive (rounded up)', async () => {
    const { user, getPackages } = setup();
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.airtimeToCash);
    expect(screen.getByText(/\*600\*08031230001\*amount\*PIN#/)).toBeInTheDocument();
    expect(screen.getByText('08031230001')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount transferred (₦)'), '5001');
    expect(screen.getByLabelText('Amount to receive')).toHaveValue('₦4,001.00');
  });

  it('refuses under ₦5,000 with the spec message under the amount', async () => {
    const { user, platform, convertAirtimeToCash } = setup();
    await submitRequest(user, '4999');
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.airtimeToCash.amountTooLow]]);
    expectRefused(screen.getByLabelText('Amount transferred (₦)'), MESSAGES.airtimeToCash.amountTooLow);
    expect(convertAirtimeToCash).not.toHaveBeenCalled();
  });

  it('submits the request, shows the 201 message as a warning and what happens next, with the receipt', async () => {
    const { user, platform, convertAirtimeToCash } = setup();
    await submitRequest(user, '5001');
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.warning).toHaveBeenCalledWith(next));
    expect(convertAirtimeToCash).toHaveBeenCalledWith(
      { network: 'MTN', phone: '08031234567', amount_transferred: 5001, amount_to_receive: 4001, phone_number: '08031234567', package_id: 51 },
      { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
    );
    expect(screen.getByRole('status', { name: 'Purchase result' })).toHaveTextContent(next);
    expect(screen.getByRole('status', { name: 'Purchase result' })).toHaveTextContent(
      'What happens next: transfer ₦5,001.00 of airtime from 08031234567 to 08031230001. ₦4,001.00 is credited to your wallet once our staff confirm the airtime has arrived.',
    );
    expect(screen.getByLabelText('Amount transferred (₦)')).toHaveValue(null);
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/90');
  });

  it('offers the numbers the customer sent airtime from before', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '08037654321' }));
    expect(screen.getByLabelText('Phone number the airtime is sent from')).toHaveValue('08037654321');
  });

  it('keeps Submit request disabled until network, phone and amount are set', async () => {
    const { user } = setup();
    const submit = await screen.findByRole('button', { name: 'Submit request' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'MTN' }));
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Phone number the airtime is sent from'), '08031234567');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Amount transferred (₦)'), '5000');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Phone number the airtime is sent from'));
    expect(submit).toBeDisabled();
  });

  it('shows Processing... Please wait. (disabled) while the request is sent', async () => {
    const { call: convertAirtimeToCash, answer } = heldCall();
    const { user, platform } = setup(convertAirtimeToCash);
    await submitRequest(user, '5000');
    await confirmWithPin(user);
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    answer(ok(transaction(91, { status: 'pending', amount: 4000 }), next, 201));
    await waitFor(() => expect(platform.toast.warning).toHaveBeenCalledWith(next));
  });
});
