import { within, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataPlan, Package } from '@topup/api-client';
import { MESSAGES, PACKAGE_TYPE } from '@topup/rules';
import { ok, renderWithPlatform, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { purchaseOf } from '../testing/purchaseOf';
import { CablePage } from './CablePage';
import { expectRefused } from '@topup/ui/src/testing/refusedField';
import { heldCall } from '@topup/ui/src/testing/heldCall';

const plan = (code: string, title: string, amount: number): DataPlan => ({ code, title, amount, description: title, variation_code: code });
const dstv: Package<DataPlan[]> = {
  id: 21, title: 'DStv', image: '', description: '', key: 'dstv',
  products: [plan('dstv-padi', 'DStv Padi', 4400), plan('dstv-compact', 'DStv Compact', 19000)],
};
const showmax: Package<DataPlan[]> = {
  id: 24, title: 'SHOWMAX', image: '', description: '', key: 'showmax', products: [plan('showmax-mobile', 'Showmax Mobile', 1600)],
};
const verified = { content: { Customer_Name: 'TEST CUSTOMER 5678', Current_Bouquet: 'DStv Padi', Renewal_Amount: 4400, Due_Date: '2030-01-01', Status: 'ACTIVE' } };

function setup({ verifyCard = jest.fn().mockResolvedValue(ok(verified)), purchaseCable = jest.fn().mockResolvedValue(ok({ id: 1 }, 'Transaction successful')), history = [] as ReturnType<typeof transaction>[] } = {}) {
  const getPackages = jest.fn().mockResolvedValue(ok([dstv, showmax]));
  const view = renderWithPlatform(<CablePage />, { api: { getPackages, verifyCard, purchase: purchaseOf('cable', purchaseCable), getTransactions: jest.fn().mockResolvedValue(ok(history)) } });
  return { ...view, getPackages, verifyCard, purchaseCable, user: userEvent.setup() };
}
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Purchase' });

describe('Cable screen', () => {
  it('loads cable providers (package type 4); Verify needs the smart card number', async () => {
    const { getPackages, user, platform, verifyCard } = setup();
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.cable);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.cable.smartCardRequired]]);
    expectRefused(screen.getByLabelText('Smart card / IUC number'), MESSAGES.cable.smartCardRequired);
    expect(verifyCard).not.toHaveBeenCalled();
  });

  it('shows Verifying... while verifying, then the customer, bouquet, due date and renewal amount', async () => {
    const { call: verifyCard, answer } = heldCall();
    const { user } = setup({ verifyCard });
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    await user.type(screen.getByLabelText('Smart card / IUC number'), '7012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verifyCard).toHaveBeenCalledWith(21, '7012345678');
    expect(screen.getByRole('button', { name: MESSAGES.busy.verifying })).toBeDisabled();
    answer(ok(verified));
    await screen.findByLabelText('Verified customer');
    expect(screen.getByLabelText('Verified customer')).toHaveTextContent('TEST CUSTOMER 5678');
    expect(screen.getByLabelText('Verified customer')).toHaveTextContent('DStv Padi');
    expect(screen.getByLabelText('Verified customer')).toHaveTextContent('2030-01-01');
    expect(screen.getByLabelText('Verified customer')).toHaveTextContent('₦4,400.00');
    expect(screen.getByLabelText('Amount')).toHaveValue('₦4,400.00');
  });

  it("shows the server's error text when verification fails", async () => {
    const verifyCard = jest.fn().mockResolvedValue(ok({ content: { error: 'This smart card number is invalid.' } }));
    const { user } = setup({ verifyCard });
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    await user.type(screen.getByLabelText('Smart card / IUC number'), '7012345000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This smart card number is invalid.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
  });

  it('changing the provider resets the verification, plan and amount', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    await user.type(screen.getByLabelText('Smart card / IUC number'), '7012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    await user.click(screen.getByRole('radio', { name: 'SHOWMAX' }));
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'DStv' }));
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
  });

  it('renews at the verified amount, then clears the whole form', async () => {
    const { user, purchaseCable, platform } = setup();
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    await user.type(screen.getByLabelText('Smart card / IUC number'), '7012345678');
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(confirmButton()).toBeEnabled();
    await user.click(confirmButton());
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Transaction successful'));
    expect(purchaseCable).toHaveBeenCalledWith(
      {
        service_providers: 'DStv', cable_plan: '', phone_number: '08031234567', amt: 4400, smart_no: '7012345678',
        variation_code: '', package_id: 21, subscription_type: 'renew',
      },
      { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
    );
    expect(within(screen.getByRole('radiogroup', { name: 'Provider' })).queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.queryByLabelText('Smart card / IUC number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
  });

  it('shows Processing... Please wait. (disabled) while the purchase is sent', async () => {
    const { call: purchaseCable, answer } = heldCall();
    const { user, platform } = setup({ purchaseCable });
    await user.click(await screen.findByRole('radio', { name: 'SHOWMAX' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'showmax-mobile');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(confirmButton());
    await confirmWithPin(user);
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Confirm Purchase' })).not.toBeInTheDocument();
    answer(ok({ id: 2 }, 'Transaction successful'));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Transaction successful'));
  });

  it('changes bouquet at the plan price', async () => {
    const { user, purchaseCable } = setup();
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    await user.type(screen.getByLabelText('Smart card / IUC number'), '7012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    await user.click(screen.getByLabelText('Change bouquet'));
    expect(confirmButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Plan'), 'dstv-compact');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(screen.getByLabelText('Amount')).toHaveValue('₦19,000.00');
    await user.click(confirmButton());
    await confirmWithPin(user);
    await waitFor(() => expect(purchaseCable).toHaveBeenCalled());
    expect(purchaseCable.mock.calls[0][0]).toMatchObject({ cable_plan: 'dstv-compact', variation_code: 'dstv-compact', amt: 19000, subscription_type: 'change' });
  });

  it('SHOWMAX shows its plans at once, with no smart card', async () => {
    const { user, verifyCard } = setup();
    await user.click(await screen.findByRole('radio', { name: 'SHOWMAX' }));
    expect(screen.queryByLabelText('Smart card / IUC number')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Plan'), 'showmax-mobile');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(confirmButton()).toBeEnabled();
    expect(verifyCard).not.toHaveBeenCalled();
  });

  it('offers recent smart cards from the history', async () => {
    const history = [transaction(1, { category: { title: 'Cable TV', type: 'cable', image: '' }, card_no: '7012340001' })];
    const { user } = setup({ history });
    await user.click(await screen.findByRole('radio', { name: 'DStv' }));
    await user.click(await screen.findByRole('button', { name: '7012340001' }));
    expect(screen.getByLabelText('Smart card / IUC number')).toHaveValue('7012340001');
  });
});
