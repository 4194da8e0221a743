import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES } from '@topup/rules';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { fakeHttp } from '../testing/fakeHttp';
import remote from '../routes';
import { TargetReleasePage } from './TargetReleasePage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asRelease = { user: { ...testUser, email: 'rm@example.com', role: 'release' as const } };
const asAdmin = { user: { ...testUser, email: 'boss@example.com', role: 'admin' as const } };
const atBills = { route: '/admin/releases/bills', path: '/admin/releases/:target' };
const asSupport = { user: { ...testUser, email: 'ops@example.com', role: 'support' as const } };

const info = (label: string, runtime = '2.9.0') => ({ publishedAt: '2026-11-26T08:00:00.000Z', platformVersion: '3.1.0', federationRuntime: runtime, buildLabel: label, size: 204_800 });
const registry = {
  shell: { live: 'shell-1', trail: ['shell-1'], versions: { 'shell-1': info('') }, history: [] },
  remotes: {
    bills: {
      live: 'bills-b',
      trail: ['bills-a', 'bills-b'],
      versions: { 'bills-a': info('Release A'), 'bills-b': info('Release B'), 'bills-c': info('Release C', '2.10.0') },
      history: [{ at: '2026-11-26T08:01:00.000Z', action: 'promote', version: 'bills-b', from: 'bills-a', by: 'token:bills-ci' }],
    },
  },
};

/** Health over time of the live version: nothing reported. */
const series = { 'admin/releases/bills/health-series/': { target: 'bills', version: 'bills-b', bucketMinutes: 5, points: [] } };

/** An axios-like refusal from the API. */
const refused = (status: number, message: string) => Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { message } } });

describe('Releases', () => {
  it('shows each live version with label, platform, MF runtime, size and trail; a rollback asks first, naming both versions', async () => {
    const http = fakeHttp({ ...series, 'admin/releases/': registry }, { 'admin/releases/bills/rollback/': { target: 'bills', from: 'bills-b', to: 'bills-a' } });
    renderWithPlatform(<TargetReleasePage />, { ...asRelease, ...atBills });
    const bills = await screen.findByRole('region', { name: 'Releases of bills' });
    expect(within(bills).getByRole('heading', { name: 'bills: live bills-b' })).toBeInTheDocument();
    const live = within(within(bills).getByRole('table', { name: 'Versions of bills' })).getByText('bills-b').closest('tr')!;
    for (const text of ['Release B', '3.1.0', '2.9.0', '200 KB']) expect(live).toHaveTextContent(text);
    for (const text of ['bills-a → bills-b', 'by token:bills-ci']) expect(bills).toHaveTextContent(text);

    const user = userEvent.setup();
    await user.click(within(bills).getByRole('button', { name: 'Roll bills back to bills-a' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Roll bills back from bills-b to bills-a?');
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'What changed from bills-b to bills-a' })).toHaveAttribute('href', '/admin/releases/bills/diff?from=bills-b&to=bills-a');
    expect(http.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/releases/bills/rollback/', { expected: 'bills-b' }));
    expect(screen.queryByRole('region', { name: 'Release tokens' })).not.toBeInTheDocument();
  });

  it('a refused promote is shown in words and Cancel sends nothing', async () => {
    const why = 'bills: built with the MF runtime 2.10.0, but the live shell provides 2.9.0';
    const http = fakeHttp({ ...series, 'admin/releases/': registry, 'admin/release-tokens/': [] }, { 'admin/releases/bills/promote/': refused(400, why) });
    renderWithPlatform(<TargetReleasePage />, { ...asAdmin, ...atBills });
    const bills = await screen.findByRole('region', { name: 'Releases of bills' });
    const user = userEvent.setup();
    await user.click(within(bills).getByRole('button', { name: 'Promote bills-c' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Promote bills from bills-b to bills-c?');
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'What changed from bills-b to bills-c' })).toHaveAttribute('href', '/admin/releases/bills/diff?from=bills-b&to=bills-c');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(http.post).not.toHaveBeenCalled();
    await user.click(within(bills).getByRole('button', { name: 'Promote bills-c' }));
    await user.click(screen.getByRole('button', { name: 'Promote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(http.post).toHaveBeenCalledWith('admin/releases/bills/promote/', { version: 'bills-c', expected: 'bills-b' });
  });

  it('an admin creates a release token for bills that may publish: it is shown once', async () => {
    const record = { id: 7, name: 'bills-ci', targets: ['bills'], actions: ['publish'], createdAt: '2026-11-26T08:00:00.000Z', revokedAt: null };
    const http = fakeHttp({ ...series, 'admin/releases/': registry, 'admin/release-tokens/': [] }, { 'admin/release-tokens/': { token: 'rt_secret', record } });
    renderWithPlatform(<TargetReleasePage />, { ...asAdmin, ...atBills });
    const tokens = await screen.findByRole('form', { name: 'Create a release token' });
    const user = userEvent.setup();
    await user.type(within(tokens).getByLabelText('Name (the team or CI job)'), 'bills-ci');
    await user.click(within(tokens).getByRole('checkbox', { name: 'bills' }));
    await user.click(within(tokens).getByRole('button', { name: 'Create the token' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copy this token now, it is not shown again: rt_secret');
    expect(http.post).toHaveBeenCalledWith('admin/release-tokens/', { name: 'bills-ci', targets: ['bills'], actions: ['publish'] });
  });

  it('support is told its role does not allow the screen, and nothing is loaded', async () => {
    const http = fakeHttp({});
    const Screen = remote.routes.find((route) => route.path === '/admin/releases')!.Component!;
    renderWithPlatform(<Screen />, asSupport);
    expect(await screen.findByText(API_MESSAGES.staff.wrongRole)).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });
});
