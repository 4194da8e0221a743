import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@topup/api-client';
import { BENEFICIARY_MESSAGES } from '@topup/rules';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { ReceiptBeneficiary, beneficiaryOf } from './ReceiptBeneficiary';

const of = (type: string, overrides: Partial<Transaction>) => transaction(1, { category: { title: type, type, image: '' }, ...overrides });

it('finds the phone, smart card, meter or transfer e-mail a receipt went to', () => {
  expect(beneficiaryOf(of('data', { description: 'MTN 1GB - 30 Days to 08031234567' }))).toEqual({ kind: 'phone', value: '08031234567' });
  expect(beneficiaryOf(of('cable', { card_no: '7023456789' }))).toEqual({ kind: 'smart_card', value: '7023456789' });
  expect(beneficiaryOf(of('electricity', { card_no: '45031234567' }))).toEqual({ kind: 'meter', value: '45031234567' });
  expect(beneficiaryOf(of('transfer', { description: 'Wallet transfer to ada@example.com' }))).toEqual({ kind: 'email', value: 'ada@example.com' });
  expect(beneficiaryOf(of('transfer', { description: 'Wallet transfer from ada@example.com' }))).toBeNull();
  expect(beneficiaryOf(of('funding', { description: 'Card payment X' }))).toBeNull();
});

it('saves it with a name from the receipt', async () => {
  const saveBeneficiary = jest.fn().mockResolvedValue(ok({ id: 3, kind: 'meter', value: '45031234567', name: 'Shop', created_at: '' }, BENEFICIARY_MESSAGES.saved('Shop'), 201));
  renderWithPlatform(<ReceiptBeneficiary transaction={of('electricity', { card_no: '45031234567' })} />, { api: { saveBeneficiary } });
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: BENEFICIARY_MESSAGES.ui.saveToggle }));
  await user.type(screen.getByRole('textbox', { name: BENEFICIARY_MESSAGES.ui.nameLabel }), 'Shop{Enter}');
  expect(saveBeneficiary).toHaveBeenCalledWith({ kind: 'meter', value: '45031234567', name: 'Shop' });
  expect(await screen.findByRole('status')).toHaveTextContent(BENEFICIARY_MESSAGES.saved('Shop'));
});
