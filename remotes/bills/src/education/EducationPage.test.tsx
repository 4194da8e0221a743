import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamPlan, Package } from '@topup/api-client';
import { MESSAGES, PACKAGE_TYPE } from '@topup/rules';
import { ok, renderWithPlatform, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { purchaseOf } from '../testing/purchaseOf';
import { EducationPage } from './EducationPage';
import { expectRefused } from '@topup/ui/src/testing/refusedField';
import { heldCall } from '@topup/ui/src/testing/heldCall';

const waec: Package<ExamPlan[]> = { id: 41, title: 'WAEC', image: '', description: '', key: 'waec', products: [{ code: 'waecdirect', title: 'WAEC Result Checker PIN', amount: 3900 }] };
const jamb: Package<ExamPlan[]> = {
  id: 44, title: 'JAMB', image: '', description: '', key: 'jamb', verify: true,
  products: [{ code: 'utme-mock', title: 'UTME PIN (with mock)', amount: 7700 }],
};

const pinsBought = transaction(5, { category: { title: 'Result PIN', type: 'education', image: '' }, description: 'WAEC Result Checker PIN x1 to 08059876543' });

function setup({
  purchaseEducation = jest.fn().mockResolvedValue(
    ok(transaction(77, { plan: 'WAEC Result Checker PIN x2', category: { title: 'Education', type: 'education', image: '' }, token: 'Serial: WRN1 PIN: 123456789012\nSerial: WRN2 PIN: 210987654321' }), 'Transaction successful'),
  ),
  verifyCard = jest.fn().mockResolvedValue(ok({ content: { Customer_Name: 'TEST CUSTOMER 7890' } })),
  getTransactions = jest.fn().mockResolvedValue(ok([pinsBought])),
} = {}) {
  const getPackages = jest.fn().mockResolvedValue(ok([waec, jamb]));
  const view = renderWithPlatform(<EducationPage />, { api: { getPackages, purchase: purchaseOf('education', purchaseEducation), verifyCard, getTransactions } });
  return { ...view, getPackages, purchaseEducation, verifyCard, user: userEvent.setup() };
}

describe('Result PIN screen', () => {
  it('lists services (package type 6) and plans with title and naira amount; the total follows the quantity', async () => {
    const { user, getPackages } = setup();
    await user.click(await screen.findByRole('radio', { name: 'WAEC' }));
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.education);
    expect(screen.getByRole('option', { name: 'WAEC Result Checker PIN - ₦3,900.00' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Plan'), 'waecdirect');
    expect(screen.getByLabelText('Amount')).toHaveValue('₦3,900.00');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    expect(screen.getByLabelText('Amount')).toHaveValue('₦11,700.00');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '11');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });

  it('buys, then links to the receipt where the PINs are', async () => {
    const { user, purchaseEducation, platform } = setup();
    await user.click(await screen.findByRole('radio', { name: 'WAEC' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'waecdirect');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Transaction successful'));
    expect(purchaseEducation).toHaveBeenCalledWith(
      { package_id: 41, phone_number: '08031234567', variation_code: 'waecdirect', quantity: 2, amt: 7800 },
      { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
    );
    const result = screen.getByRole('status', { name: 'Purchase result' });
    expect(result).toHaveTextContent('Serial numbers and PINs');
    expect(result).toHaveTextContent('Serial: WRN1 PIN: 123456789012');
    expect(result).toHaveTextContent('Serial: WRN2 PIN: 210987654321');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/77');
  });

  it('JAMB verifies the profile ID before the purchase', async () => {
    const { user, verifyCard } = setup();
    await user.click(await screen.findByRole('radio', { name: 'JAMB' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'utme-mock');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expectRefused(screen.getByLabelText('Profile ID'), MESSAGES.exam.profileIdRequired);
    await user.type(screen.getByLabelText('Profile ID'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Verified customer')).toHaveTextContent('TEST CUSTOMER 7890');
    expect(verifyCard).toHaveBeenCalledWith(44, '1234567890');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('refuses an invalid phone with the spec message', async () => {
    const { user, platform, purchaseEducation } = setup();
    await user.click(await screen.findByRole('radio', { name: 'WAEC' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'waecdirect');
    await user.type(screen.getByLabelText('Phone number'), '0803-123');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.phone.invalid]]);
    expectRefused(screen.getByLabelText('Phone number'), MESSAGES.phone.invalid);
    expect(purchaseEducation).not.toHaveBeenCalled();
  });

  it("shows the server's error for a profile ID, and choosing another service drops a verification", async () => {
    const verifyCard = jest
      .fn()
      .mockResolvedValueOnce(ok({ content: { error: 'This profile ID is invalid.' } }))
      .mockResolvedValueOnce(ok({ content: { Customer_Name: 'TEST CUSTOMER 7890' } }));
    const { user } = setup({ verifyCard });
    await user.click(await screen.findByRole('radio', { name: 'JAMB' }));
    await user.type(screen.getByLabelText('Profile ID'), '0000000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This profile ID is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile ID')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Profile ID'));
    expect(screen.queryByText('This profile ID is invalid.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Profile ID'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    await user.click(screen.getByRole('radio', { name: 'WAEC' }));
    expect(screen.queryByLabelText('Profile ID')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'JAMB' }));
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
  });

  it('sends the verified profile ID with a JAMB purchase', async () => {
    const { user, purchaseEducation } = setup();
    await user.click(await screen.findByRole('radio', { name: 'JAMB' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'utme-mock');
    await user.type(screen.getByLabelText('Profile ID'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await confirmWithPin(user);
    await waitFor(() =>
      expect(purchaseEducation).toHaveBeenCalledWith(
        { package_id: 44, phone_number: '08031234567', variation_code: 'utme-mock', quantity: 1, amt: 7700, profile_id: '1234567890' },
        { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
      ),
    );
  });

  it('JAMB shows Verifying... (disabled) while the profile ID is checked, then the candidate', async () => {
    const { call: verifyCard, answer } = heldCall();
    const { user } = setup({ verifyCard });
    await user.click(await screen.findByRole('radio', { name: 'JAMB' }));
    await user.type(screen.getByLabelText('Profile ID'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('button', { name: MESSAGES.busy.verifying })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    answer(ok({ content: { Customer_Name: 'TEST CUSTOMER 7890' } }));
    expect(await screen.findByLabelText('Verified customer')).toHaveTextContent('TEST CUSTOMER 7890');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('shows Processing... Please wait. (disabled) while the purchase is sent', async () => {
    const { call: purchaseEducation, answer } = heldCall();
    const { user, platform } = setup({ purchaseEducation });
    await user.click(await screen.findByRole('radio', { name: 'WAEC' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'waecdirect');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await confirmWithPin(user);
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    answer(ok(transaction(78), 'Transaction successful'));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Transaction successful'));
  });

  it('JAMB offers recent profile IDs as one-tap choices; a tap fills the field and asks for a fresh verification', async () => {
    const jambBought = transaction(6, {
      category: { title: 'Result PIN', type: 'education', image: '' },
      card_no: '1234567001',
      description: 'UTME PIN (with mock) for ADA OKAFOR (1234567001), Quantity: 1',
    });
    const { user, verifyCard } = setup({ getTransactions: jest.fn().mockResolvedValue(ok([jambBought, pinsBought])) });
    await user.click(await screen.findByRole('radio', { name: 'JAMB' }));
    const recent = await screen.findByRole('list', { name: 'Recent profile IDs' });
    // Only profile IDs: a WAEC purchase (no card_no) offers none.
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(['1234567001']);
    await user.click(within(recent).getByRole('button', { name: '1234567001' }));
    expect(screen.getByLabelText('Profile ID')).toHaveValue('1234567001');
    expect(screen.queryByLabelText('Verified customer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Verified customer');
    expect(verifyCard).toHaveBeenCalledWith(44, '1234567001');
  });

  it('offers no recent profile IDs for a service without them', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'WAEC' }));
    await screen.findByRole('list', { name: 'Recent numbers' });
    expect(screen.queryByRole('list', { name: 'Recent profile IDs' })).not.toBeInTheDocument();
  });

  it('offers recent result PIN numbers', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '08059876543' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('08059876543');
  });
});
