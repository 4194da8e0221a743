import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { fakeHttp } from '../testing/fakeHttp';
import { VendorsPage } from './VendorsPage';

// renderWithPlatform's transport refuses direct use; this suite swaps in a fake one.
jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const application = {
  id: 4,
  user_id: 9,
  business_name: 'Ada Data Hub',
  phone: '08031234567',
  monthly_volume: 'Below ₦500,000',
  status: 'pending',
  reason: null,
  created_at: '2026-11-26T10:00:00Z',
  decided_at: null,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
};
const key = { id: 3, user_id: 9, email: 'ada@example.com', name: 'server', prefix: 'tnk_live_abcdefg', allowed_ips: [], created_at: '2026-11-26T10:00:00Z', last_used_at: null, revoked_at: null };

it('staff approve an application, decline one with a reason, and revoke a key', async () => {
  const http = fakeHttp(
    { 'admin/vendors/applications/': [application], 'admin/vendors/keys/': [key] },
    { 'admin/vendors/applications/4/approve/': {}, 'admin/vendors/applications/4/decline/': {}, 'admin/vendors/keys/3/revoke/': {} },
  );
  renderWithPlatform(<VendorsPage />);
  const applications = await screen.findByRole('table', { name: 'Pending vendor applications' });
  expect(applications).toHaveTextContent('Ada Obi (ada@example.com)');
  fireEvent.click(within(applications).getByRole('button', { name: 'Approve Ada Data Hub' }));
  await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/vendors/applications/4/approve/', {}));
  await waitFor(() => expect(http.get.mock.calls.filter(([path]) => path === 'admin/vendors/applications/')).toHaveLength(2));
  const table = await screen.findByRole('table', { name: 'Pending vendor applications' });
  fireEvent.click(within(table).getByRole('button', { name: 'Decline Ada Data Hub' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline Ada Data Hub?' });
  expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('Reason to decline Ada Data Hub'), { target: { value: ' Incomplete ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
  await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/vendors/applications/4/decline/', { reason: 'Incomplete' }));
  fireEvent.click(within(await screen.findByRole('table', { name: 'Reseller API keys' })).getByRole('button', { name: 'Revoke server' }));
  await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/vendors/keys/3/revoke/', {}));
});
