import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BENEFICIARY_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { BeneficiariesSection } from './BeneficiariesSection';

const M = BENEFICIARY_MESSAGES;
const mum = { id: 1, kind: 'phone' as const, value: '08031234567', name: 'Mum MTN', created_at: '2026-01-01T00:00:00Z' };
const meter = { id: 2, kind: 'meter' as const, value: '45031234567', name: 'Shop meter', created_at: '2026-01-01T00:00:00Z' };

it('lists the saved beneficiaries with their kind and number', async () => {
  renderWithPlatform(<BeneficiariesSection />, { api: { getBeneficiaries: jest.fn().mockResolvedValue(ok([mum, meter])) } });
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Mum MTNPhone · 08031234567'), expect.stringContaining('Shop meterMeter · 45031234567')]);
});

it('renames one: refuses a blank name, saves by Enter, and reloads', async () => {
  const getBeneficiaries = jest.fn().mockResolvedValueOnce(ok([mum])).mockResolvedValue(ok([{ ...mum, name: 'Mother' }]));
  const renameBeneficiary = jest.fn().mockResolvedValue(ok({ ...mum, name: 'Mother' }, M.renamed));
  const { platform } = renderWithPlatform(<BeneficiariesSection />, { api: { getBeneficiaries, renameBeneficiary } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Rename Mum MTN' }));
  const field = screen.getByRole('textbox', { name: 'New name for 08031234567' });
  expect(field).toHaveFocus();
  await user.clear(field);
  await user.type(field, '{Enter}');
  expect(screen.getByText(M.nameRequired)).toBeInTheDocument();
  expect(renameBeneficiary).not.toHaveBeenCalled();
  await user.type(field, 'Mother{Enter}');
  expect(renameBeneficiary).toHaveBeenCalledWith(1, 'Mother');
  expect(await screen.findByText('Mother')).toBeInTheDocument();
  expect(platform.toast.success).toHaveBeenCalledWith(M.renamed);
});

it('deletes one after a confirmation', async () => {
  const getBeneficiaries = jest.fn().mockResolvedValueOnce(ok([mum, meter])).mockResolvedValue(ok([meter]));
  const deleteBeneficiary = jest.fn().mockResolvedValue(ok(null, M.deleted));
  renderWithPlatform(<BeneficiariesSection />, { api: { getBeneficiaries, deleteBeneficiary } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Mum MTN' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('Delete “Mum MTN” (08031234567)?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleteBeneficiary).toHaveBeenCalledWith(1);
  await waitFor(() => expect(screen.queryByText('Mum MTN')).not.toBeInTheDocument());
});

it('says so when there are none, and offers Retry when the list cannot be read', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const getBeneficiaries = jest.fn().mockRejectedValueOnce(httpError(500, { message: 'boom' })).mockResolvedValue(ok([]));
  renderWithPlatform(<BeneficiariesSection />, { api: { getBeneficiaries } });
  expect(await screen.findByText(M.ui.loadFailed)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(M.ui.empty)).toBeInTheDocument();
  log.mockRestore();
});
