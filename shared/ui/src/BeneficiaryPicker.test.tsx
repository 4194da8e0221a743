import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BENEFICIARY_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from './testing/renderWithPlatform';
import { BeneficiaryPicker } from './BeneficiaryPicker';

const mum = { id: 1, kind: 'phone' as const, value: '08031234567', name: 'Mum MTN', created_at: '2026-01-01T00:00:00Z' };
const shop = { id: 2, kind: 'phone' as const, value: '08059876543', name: 'Shop line', created_at: '2026-01-01T00:00:00Z' };

/** A form's phone field with the picker beside it, as the bills forms use it. */
function PhoneForm({ initial = '' }: { initial?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <form>
      <label>
        Phone Number
        <input value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <BeneficiaryPicker kind="phone" value={phone} onPick={setPhone} />
    </form>
  );
}

it('offers the saved beneficiaries of its kind and fills the form with the chosen one', async () => {
  const getBeneficiaries = jest.fn().mockResolvedValue(ok([mum, shop]));
  renderWithPlatform(<PhoneForm />, { api: { getBeneficiaries } });
  const list = await screen.findByRole('list', { name: BENEFICIARY_MESSAGES.ui.pickerLabel });
  expect(getBeneficiaries).toHaveBeenCalledWith('phone');
  expect(list.querySelectorAll('li')).toHaveLength(2);
  await userEvent.setup().click(screen.getByRole('button', { name: /Shop line/ }));
  expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('08059876543');
  expect(screen.getByRole('button', { name: /Shop line/ })).toHaveAttribute('aria-pressed', 'true');
  // A saved number is not offered for saving again.
  expect(screen.queryByRole('checkbox', { name: BENEFICIARY_MESSAGES.ui.saveToggle })).not.toBeInTheDocument();
});

it('saves the typed number with a name, by keyboard, then lists it', async () => {
  const getBeneficiaries = jest.fn().mockResolvedValueOnce(ok([])).mockResolvedValue(ok([mum]));
  const saveBeneficiary = jest.fn().mockResolvedValue(ok(mum, BENEFICIARY_MESSAGES.saved('Mum MTN'), 201));
  const { platform } = renderWithPlatform(<PhoneForm initial="+2348031234567" />, { api: { getBeneficiaries, saveBeneficiary } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: BENEFICIARY_MESSAGES.ui.saveToggle }));
  // Nothing is sent without a name.
  await user.click(screen.getByRole('button', { name: BENEFICIARY_MESSAGES.ui.saveButton }));
  expect(screen.getByText(BENEFICIARY_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(saveBeneficiary).not.toHaveBeenCalled();
  await user.type(screen.getByRole('textbox', { name: BENEFICIARY_MESSAGES.ui.nameLabel }), 'Mum MTN{Enter}');
  expect(saveBeneficiary).toHaveBeenCalledWith({ kind: 'phone', value: '08031234567', name: 'Mum MTN' });
  expect(await screen.findByRole('button', { name: /Mum MTN/ })).toBeInTheDocument();
  expect(platform.toast.success).toHaveBeenCalledWith(BENEFICIARY_MESSAGES.saved('Mum MTN'));
  expect(getBeneficiaries).toHaveBeenCalledTimes(2);
});

it("shows the API's refusal under the name (the 50 limit)", async () => {
  const getBeneficiaries = jest.fn().mockResolvedValue(ok([]));
  const saveBeneficiary = jest.fn().mockRejectedValue(httpError(400, { message: BENEFICIARY_MESSAGES.tooMany, data: { non_field_errors: [BENEFICIARY_MESSAGES.tooMany] } }));
  renderWithPlatform(<PhoneForm initial="08031234567" />, { api: { getBeneficiaries, saveBeneficiary } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: BENEFICIARY_MESSAGES.ui.saveToggle }));
  await user.type(screen.getByRole('textbox', { name: BENEFICIARY_MESSAGES.ui.nameLabel }), 'One more');
  await user.click(screen.getByRole('button', { name: BENEFICIARY_MESSAGES.ui.saveButton }));
  expect(await screen.findByText(BENEFICIARY_MESSAGES.tooMany)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: BENEFICIARY_MESSAGES.ui.nameLabel })).toHaveAttribute('aria-invalid', 'true');
});

it('stays out of the way when the list cannot be read', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const getBeneficiaries = jest.fn().mockRejectedValue(new Error('offline'));
  renderWithPlatform(<PhoneForm initial="08031234567" />, { api: { getBeneficiaries } });
  await waitFor(() => expect(log).toHaveBeenCalled());
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  log.mockRestore();
});
