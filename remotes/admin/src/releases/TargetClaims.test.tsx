import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { fakeHttp } from '../testing/fakeHttp';
import { TargetClaims } from './TargetClaims';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asRelease = { user: { ...testUser, email: 'rm@example.com', role: 'release' as const } };
const asAdmin = { user: { ...testUser, email: 'boss@example.com', role: 'admin' as const } };

const at = '2026-11-29T01:00:00.000Z';
const targets = [
  { target: 'bills', container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills'], nav: ['bills'], widgets: [], updatedAt: at },
  { target: 'shell', container: null, area: null, paths: [], nav: [], widgets: [], updatedAt: at },
];
/** The section is folded until opened. */
async function open(user = userEvent.setup()) {
  await user.click(screen.getByText('What each target may claim'));
  return user;
}

const refused = (status: number, message: string) => Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { message } } });

describe('What each target may claim', () => {
  it('release managers see every registered target’s claims, with nothing to change', async () => {
    fakeHttp({ 'admin/release-targets/': targets });
    renderWithPlatform(<TargetClaims />, asRelease);
    await open();
    const row = (await screen.findByRole('rowheader', { name: 'bills' })).closest('tr')!;
    expect(row).toHaveTextContent('topup_bills');
    expect(row).toHaveTextContent('/dashboard/bills');
    expect(screen.queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
  });

  it('an admin changes a remote’s paths; a clash with another target is refused in words and kept on screen', async () => {
    const http = fakeHttp({ 'admin/release-targets/': targets }, { 'admin/release-targets/bills/': refused(400, "bills: the path /dashboard/history overlaps history's /dashboard/history") });
    renderWithPlatform(<TargetClaims />, asAdmin);
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Change bills' }));
    const form = screen.getByRole('form', { name: 'What bills may claim' });
    const paths = within(form).getByLabelText('Path prefixes (comma-separated)');
    await user.clear(paths);
    await user.type(paths, '/dashboard/bills, /dashboard/history');
    await user.click(within(form).getByRole('button', { name: 'Save what bills may claim' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("bills: the path /dashboard/history overlaps history's /dashboard/history");
    expect(http.post).toHaveBeenCalledWith('admin/release-targets/bills/', { container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills', '/dashboard/history'], nav: ['bills'], widgets: [] });
  });

  it('says so when the targets cannot be loaded', async () => {
    fakeHttp({ 'admin/release-targets/': refused(503, 'down') });
    renderWithPlatform(<TargetClaims />, asAdmin);
    await open();
    expect(await screen.findByText('Registered targets could not be loaded.')).toBeInTheDocument();
  });
});
