import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package, PackageRates } from '@topup/api-client';
import { MESSAGES, PACKAGE_TYPE } from '@topup/rules';
import { ok, renderWithPlatform, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { purchaseOf } from '../testing/purchaseOf';
import { ElectricityPage } from './ElectricityPage';
import { expectRefused } from '@topup/ui/src/testing/refusedField';
import { heldCall } from '@topup/ui/src/testing/heldCall';

const ikeja: Package<PackageRates> = {
  id: 31, title: 'Ikeja Electric (IKEDC)', image: '', description: 'Prepaid tokens are sent by SMS and shown on the receipt.', key: 'ikeja-electric',
  products: { discount: 1 },
};
const meterContent = (minimum = 500) => ({
  content: { Customer_Name: 'TEST CUSTOMER 5678', Address: '1 Sandbox Close, Ikeja', Meter_Type: 'PREPAID', Minimum_Amount: minimum },
});

const eko: Package<PackageRates> = { ...ikeja, id: 32, title: 'Eko Electric (EKEDC)', key: 'eko-electric', description: 'Eko prepaid and postpaid' };

function setup({
  verifyMeter = jest.fn().mockResolvedValue(ok(meterContent())),
  purchaseElectricity = jest.fn().mockResolvedValue(ok({ id: 1 }, 'Transaction successful')),
  getTransactions = jest.fn().mockResolvedValue(ok([])),
  discos = [ikeja],
} = {}) {
  const getPackages = jest.fn().mockResolvedValue(ok(discos));
  const view = renderWithPlatform(<ElectricityPage />, { api: { getPackages, verifyMeter, purchase: purchaseOf('electricity', purchaseElectricity), getTransactions } });
  return { ...view, getPackages, verifyMeter, purchaseElectricity, user: userEvent.setup() };
}

async function verified(user: ReturnType<typeof userEvent.setup>, type = 'prepaid') {
  await user.click(await screen.findByRole('radio', { name: 'Ikeja Electric (IKEDC)' }));
  await user.selectOptions(screen.getByLabelText('Meter type'), type);
  await user.type(screen.getByLabelText('Meter number'), '45012345678');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByLabelText('Verified customer');
}

describe('Electricity screen', () => {
  it('loads discos (package type 3); Verify asks for the meter number, then the meter type', async () => {
    const { user, platform, getPackages, verifyMeter } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Ikeja Electric (IKEDC)' }));
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.electricity);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expectRefused(screen.getByLabelText('Meter number'), MESSAGES.electricity.meterNumberRequired);
    await user.type(screen.getByLabelText('Meter number'), '45012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Meter number')).not.toHaveAttribute('aria-invalid');
    expectRefused(screen.getByLabelText('Meter type'), MESSAGES.electricity.meterTypeRequired);
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.electricity.meterNumberRequired], [MESSAGES.electricity.meterTypeRequired]]);
    expect(verifyMeter).not.toHaveBeenCalled();
  });

  it('shows the name and address once verified, then the amount with the live charged text', async () => {
    const { user, verifyMeter } = setup();
    expect(screen.queryByLabelText('Amount (₦)')).not.toBeInTheDocument();
    await verified(user);
    expect(verifyMeter).toHaveBeenCalledWith(31, '45012345678', 'prepaid');
    expect(screen.getByLabelText('Verified customer')).toHaveTextContent('TEST CUSTOMER 5678');
    expect(screen.getByLabelText('Verified customer')).toHaveTextContent('1 Sandbox Close, Ikeja');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    expect(screen.getByText('You will be charged ₦990.00')).toBeInTheDocument();
    expect(screen.getByText(ikeja.description)).toBeInTheDocument();
  });

  it("refuses less than the meter's own minimum", async () => {
    const { user, platform, purchaseElectricity } = setup({ verifyMeter: jest.fn().mockResolvedValue(ok(meterContent(1000))) });
    await verified(user, 'postpaid');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '800');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(platform.toast.error.mock.calls).toEqual([['Amount can not be less than ₦1000']]);
    expectRefused(screen.getByLabelText('Amount (₦)'), 'Amount can not be less than ₦1000');
    expect(purchaseElectricity).not.toHaveBeenCalled();
  });

  it('refuses under ₦500 with the spec message', async () => {
    const { user, platform } = setup();
    await verified(user);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '499');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.electricity.amountTooLow]]);
    expectRefused(screen.getByLabelText('Amount (₦)'), MESSAGES.electricity.amountTooLow);
  });

  it('pays, adds the TOKEN CODE hint to the success toast, and clears meter, type, amount and phone', async () => {
    const { user, platform, purchaseElectricity } = setup();
    await verified(user);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await confirmWithPin(user);
    await waitFor(() =>
      expect(platform.toast.success).toHaveBeenCalledWith('Transaction successful Please check your transaction history for your TOKEN CODE.'),
    );
    expect(purchaseElectricity).toHaveBeenCalledWith(
      {
        package_id: 31, billersCode: '45012345678', variation_code: 'prepaid', service_id: 'Ikeja Electric (IKEDC)',
        amount: 1000, phone_number: '08031234567', amt: 990, meter_no: '45012345678', meter_type: 'prepaid',
      },
      { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
    );
    expect(screen.getByLabelText('Meter number')).toHaveValue('');
    expect(screen.getByLabelText('Meter type')).toHaveValue('');
    expect(screen.queryByLabelText('Amount (₦)')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ikeja Electric (IKEDC)' })).toBeChecked();
  });

  it('shows the delivered token on the result, and a processing purchase says what happens next', async () => {
    const delivered = transaction(5, { plan: 'Ikeja Electric prepaid', amount: 990, token: '12345678901234567890', category: { title: 'Electricity', type: 'electricity', image: '' } });
    const purchaseElectricity = jest
      .fn()
      .mockResolvedValueOnce(ok(delivered, 'Transaction successful'))
      .mockResolvedValueOnce({ ...ok({ ...delivered, id: 6, token: null, status: 'pending' }, 'Your transaction is processing. Check your transaction history for the final status.'), status: 201 });
    const { user, platform } = setup({ purchaseElectricity });
    const pay = async () => {
      await verified(user);
      await user.type(screen.getByLabelText('Phone number'), '08031234567');
      await user.type(screen.getByLabelText('Amount (₦)'), '1000');
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      await confirmWithPin(user);
      return screen.findByRole('status', { name: 'Purchase result' });
    };
    const first = await pay();
    expect(first).toHaveTextContent('Successful');
    expect(first).toHaveTextContent('Token12345678901234567890');
    // With the token on screen the toast does not send the customer to the history for it.
    expect(platform.toast.success.mock.calls).toEqual([['Transaction successful']]);
    // The token is copied with one press, for the meter's keypad.
    await user.click(within(first).getByRole('button', { name: 'Copy Token' }));
    expect(await navigator.clipboard.readText()).toBe('12345678901234567890');
    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    const second = await pay();
    expect(second).toHaveTextContent('Processing');
    expect(second).toHaveTextContent('Check your transaction history for the final status.');
    expect(second).not.toHaveTextContent('Token');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/6');
  });

  it('keeps Purchase disabled until a verified meter, a phone and an amount', async () => {
    const { user } = setup();
    const purchase = await screen.findByRole('button', { name: 'Purchase' });
    expect(purchase).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Ikeja Electric (IKEDC)' }));
    await user.selectOptions(screen.getByLabelText('Meter type'), 'prepaid');
    await user.type(screen.getByLabelText('Meter number'), '45012345678');
    expect(purchase).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    expect(purchase).toBeDisabled();
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(purchase).toBeDisabled();
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    expect(purchase).toBeEnabled();
    await user.clear(screen.getByLabelText('Phone number'));
    expect(purchase).toBeDisabled();
  });

  it('shows Verifying... Please wait (disabled) while the meter is checked', async () => {
    const { call: verifyMeter, answer } = heldCall();
    const { user } = setup({ verifyMeter });
    await user.click(await screen.findByRole('radio', { name: 'Ikeja Electric (IKEDC)' }));
    await user.selectOptions(screen.getByLabelText('Meter type'), 'prepaid');
    await user.type(screen.getByLabelText('Meter number'), '45012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('button', { name: MESSAGES.busy.verifying })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    answer(ok(meterContent()));
    expect(await screen.findByLabelText('Verified customer')).toHaveTextContent('TEST CUSTOMER 5678');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('changing the provider drops the verification and the amount', async () => {
    const { user } = setup({ discos: [ikeja, eko] });
    await verified(user);
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('radio', { name: 'Eko Electric (EKEDC)' }));
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (₦)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Ikeja Electric (IKEDC)' }));
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Amount (₦)')).toHaveValue(null);
  });

  it('shows Processing... Please wait. (disabled) while the payment is sent', async () => {
    const { call: purchaseElectricity, answer } = heldCall();
    const { user, platform } = setup({ purchaseElectricity });
    await verified(user);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await confirmWithPin(user);
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    answer(ok({ id: 1 }, 'Transaction successful'));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalled());
  });

  it('editing the meter number drops the verification', async () => {
    const { user } = setup();
    await verified(user);
    await user.type(screen.getByLabelText('Meter number'), '9');
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (₦)')).not.toBeInTheDocument();
  });

  it("shows the server's error text when the meter cannot be verified", async () => {
    const { user } = setup({ verifyMeter: jest.fn().mockResolvedValue(ok({ content: { error: 'Meter number is invalid.' } })) });
    await user.click(await screen.findByRole('radio', { name: 'Ikeja Electric (IKEDC)' }));
    await user.selectOptions(screen.getByLabelText('Meter type'), 'prepaid');
    await user.type(screen.getByLabelText('Meter number'), '45012345000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Meter number is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Meter number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Amount (₦)')).not.toBeInTheDocument();
  });

  it('offers recent meters from the history', async () => {
    const history = [transaction(1, { category: { title: 'Electricity', type: 'electricity', image: '' }, card_no: '45099990000' })];
    const { user } = setup({ getTransactions: jest.fn().mockResolvedValue(ok(history)) });
    await user.click(await screen.findByRole('button', { name: '45099990000' }));
    expect(screen.getByLabelText('Meter number')).toHaveValue('45099990000');
  });

  it('shows no recent meters when the history cannot be read', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getTransactions = jest.fn().mockRejectedValue(new Error('offline'));
    setup({ getTransactions });
    await screen.findByLabelText('Provider');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Recent meters')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
