import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { retype } from '@topup/ui/src/testing/retype';
import { fakeHttp } from '../testing/fakeHttp';
import { TargetReleasePage } from './TargetReleasePage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asRelease = { user: { ...testUser, email: 'rm@example.com', role: 'release' as const } };
const atBills = { ...asRelease, route: '/admin/releases/bills', path: '/admin/releases/:target' };
const info = (label: string) => ({ publishedAt: '2026-11-26T08:00:00.000Z', platformVersion: '3.1.0', federationRuntime: '2.9.0', buildLabel: label, size: 1024 });
const registry = (canary: object | null) => ({
  shell: { live: 'shell-1', trail: ['shell-1'], versions: { 'shell-1': info('') }, history: [] },
  remotes: {
    bills: {
      live: 'bills-a',
      trail: ['bills-a'],
      versions: { 'bills-a': info('A'), 'bills-b': info('B') },
      history: [{ at: '2026-11-26T08:01:00.000Z', action: 'canary', version: 'bills-b', from: 'bills-a', by: 'staff:rm@example.com', percent: 10 }],
      canary,
    },
  },
});

/** The bills releases page with no canary running, a canary start answered: its Canary form. */
async function openCanaryForm() {
  const http = fakeHttp({ 'admin/releases/': registry(null) }, { 'admin/releases/bills/canary/': { target: 'bills', stable: 'bills-a', version: 'bills-b', percent: 10, from: 0 } });
  renderWithPlatform(<TargetReleasePage />, atBills);
  const form = await screen.findByRole('form', { name: 'Canary of bills' }, { timeout: 10_000 });
  return { http, form, user: userEvent.setup() };
}

describe('Releases: canary and preview', () => {
  it('starts a canary of a published bills version for the share typed; a share outside 1-100 is refused on the spot', async () => {
    const { http, form, user } = await openCanaryForm();
    const share = within(form).getByLabelText('Share of signed-in customers (%)');
    await retype(user, share, '0');
    await user.click(within(form).getByRole('button', { name: 'Start the canary' }));
    expect(within(form).getByText('A whole number from 1 to 100')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await retype(user, share, '10');
    await user.click(within(form).getByRole('button', { name: 'Start the canary' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/releases/bills/canary/', { version: 'bills-b', percent: 10 }));
    expect(screen.getByRole('region', { name: 'Releases of bills' })).toHaveTextContent('canary bills-a → bills-b (10 %)');
  });

  it('a running canary shows its share, who and since when; complete and abort are one click each', async () => {
    const http = fakeHttp(
      { 'admin/releases/': registry({ version: 'bills-b', percent: 25, since: '2026-11-26T08:01:00.000Z', by: 'staff:rm@example.com' }) },
      { 'admin/releases/bills/canary/abort/': { target: 'bills', stable: 'bills-a', version: 'bills-b', percent: 0, from: 25 }, 'admin/releases/bills/canary/complete/': { target: 'bills', from: 'bills-a', to: 'bills-b' } },
    );
    renderWithPlatform(<TargetReleasePage />, atBills);
    const bills = await screen.findByRole('region', { name: 'Releases of bills' }, { timeout: 10_000 });
    expect(await within(bills).findByText(/Canary: bills-b for 25 % of signed-in customers/)).toHaveTextContent('by staff:rm@example.com');
    expect(within(bills).getByRole('table', { name: 'Versions of bills' })).toHaveTextContent('Canary (25 %)');
    const user = userEvent.setup();
    await user.click(within(bills).getByRole('button', { name: 'Abort the canary' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/releases/bills/canary/abort/', expect.anything()));
    await user.click(within(bills).getByRole('button', { name: 'Complete: bills-b live for everyone' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/releases/bills/canary/complete/', expect.anything()));
  });

  it('shows each reported version’s last hour and day: loads, load-failure rate, error rate, purchase failure rate', async () => {
    const stats = { loads: 18, loadFailures: 2, loadFailureRate: 10, renderErrors: 1, errorRate: 5.6, purchases: 4, purchaseFailures: 1, purchaseFailureRate: 25 };
    fakeHttp({ 'admin/releases/': registry(null), 'admin/releases/health/': [{ target: 'bills', version: 'bills-b', hour: stats, day: { ...stats, loads: 40 } }] });
    renderWithPlatform(<TargetReleasePage />, atBills);
    await userEvent.setup().click(await screen.findByText('Health per version (last hour and day)', {}, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: 'Health per version' }, { timeout: 10_000 });
    const row = within(table).getByText('bills bills-b').closest('tr')!;
    expect(row).toHaveTextContent('18 loads · 10 % load failures · 5.6 % errors · 25 % purchases failed');
    expect(row).toHaveTextContent('40 loads');
  });

  it('gets a preview link for a chosen version and shows it, on the web app’s origin the API names', async () => {
    const answer = { target: 'bills', version: 'bills-b', path: '/preview?token=abc.def', url: 'https://topup.example/preview?token=abc.def', expiresAt: '2026-11-26T09:00:00.000Z' };
    const http = fakeHttp({ 'admin/releases/': registry(null) }, { 'admin/releases/bills/preview/': answer });
    renderWithPlatform(<TargetReleasePage />, atBills);
    const form = await screen.findByRole('form', { name: 'Preview of bills' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Version to preview'), 'bills-b');
    await user.click(within(form).getByRole('button', { name: 'Get a preview link' }));
    expect(await within(form).findByRole('link', { name: 'https://topup.example/preview?token=abc.def' })).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith('admin/releases/bills/preview/', { version: 'bills-b' });
  });

  it('starts a canary with a plan of steps; a plan that is not one is refused in words; a running plan is paused from the page', async () => {
    const { http, form, user } = await openCanaryForm();
    const plan = within(form).getByLabelText('Or a plan of steps (%), e.g. 10,50,100');
    await user.type(plan, '10,50');
    await user.click(within(form).getByRole('button', { name: 'Start the canary' }));
    expect(within(form).getByText('The last step is 100 (the canary completes there)')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await user.type(plan, ',100');
    await user.click(within(form).getByRole('button', { name: 'Start the canary' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/releases/bills/canary/', { version: 'bills-b', steps: [10, 50, 100] }));
  });

  it('shows a running plan and pauses it', async () => {
    const running = { version: 'bills-b', percent: 50, since: '2026-11-26T08:01:00.000Z', by: 'staff:rm@example.com', plan: { steps: [10, 50, 100], step: 1, stepSince: '2026-11-26T09:00:00.000Z', minLoads: 200, minutes: 15, paused: false } };
    const http = fakeHttp({ 'admin/releases/': registry(running) }, { 'admin/releases/bills/canary/pause/': { target: 'bills', version: 'bills-b', percent: 50, paused: true } });
    renderWithPlatform(<TargetReleasePage />, atBills);
    const status = await screen.findByText(/Plan 10 → 50 → 100: step 2 of 3, widens after 200 loads and 15 min at a step when no worse than stable/, undefined, { timeout: 10_000 });
    expect(status).not.toHaveTextContent('(paused)');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause the plan' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/releases/bills/canary/pause/', {}));
  });
});
