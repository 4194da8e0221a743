import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import type { HealthStats, ReleaseOverviewRow } from '@topup/wire';
import { fakeHttp } from '../testing/fakeHttp';
import { ReleasesPage } from './ReleasesPage';
import { ageOf } from './ReleasesOverview';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asRelease = { user: { ...testUser, email: 'rm@example.com', role: 'release' as const } };
const stats = (loads: number, errors = 0, purchases = 0, failed = 0): HealthStats => ({
  loads,
  loadFailures: 0,
  loadFailureRate: loads ? 0 : null,
  renderErrors: errors,
  errorRate: loads ? Math.round((errors / loads) * 1000) / 10 : null,
  purchases,
  purchaseFailures: failed,
  purchaseFailureRate: purchases ? Math.round((failed / purchases) * 1000) / 10 : null,
});
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const rows: ReleaseOverviewRow[] = [
  { target: 'shell', live: 'shell-1', liveSince: hoursAgo(50), canary: null, health: { since: hoursAgo(1), live: stats(0), canary: null }, lastChange: null, warnings: [] },
  {
    target: 'bills',
    live: 'bills-b',
    liveSince: hoursAgo(3),
    canary: { version: 'bills-c', percent: 10, since: hoursAgo(1), by: 'staff:rm@example.com', plan: { steps: [10, 50, 100], step: 0, stepSince: hoursAgo(1), minLoads: 200, minutes: 15, paused: true } },
    health: { since: hoursAgo(1), live: stats(400, 4, 20, 1), canary: stats(60, 30) },
    lastChange: { at: hoursAgo(0.5), action: 'canary-pause', version: 'bills-c', percent: 10, by: 'staff:rm@example.com' },
    warnings: ['Canary bills-c is doing worse than stable: render errors 50 % against 1 % on stable', 'The plan of canary bills-c is paused at 10 %'],
  },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('Releases at a glance', () => {
  it('one row per target: live and its age, canary, share and step, both healths with sample sizes, last change and who, what needs a person', async () => {
    fakeHttp({ 'admin/releases/overview/': rows });
    renderWithPlatform(<ReleasesPage />, asRelease);
    const table = await screen.findByRole('table', { name: 'Every target at a glance' });
    const [, shell, bills] = within(table).getAllByRole('row');
    expect(within(shell!).getByRole('link', { name: 'shell' })).toHaveAttribute('href', '/admin/releases/shell');
    expect(shell).toHaveTextContent('shell-1 · 2 d');
    expect(shell).toHaveTextContent(/Needs a personNo$|No$/);
    for (const text of [
      'bills-b · 3 h',
      'bills-c · 10 % · step 1 of 3 (10 → 50 → 100), paused',
      'Stable: 400 loads · failures 0 % · errors 1 % · purchases failed 5 % of 20',
      'Canary: 60 loads · failures 0 % · errors 50 % · purchases failed – of 0',
      'canary-pause bills-c (10 %)',
      'by staff:rm@example.com',
    ]) {
      expect(bills).toHaveTextContent(text);
    }
    expect(within(bills!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '⚠ Canary bills-c is doing worse than stable: render errors 50 % against 1 % on stable',
      '⚠ The plan of canary bills-c is paused at 10 %',
    ]);
  });

  it('a row opens the target’s page with the keyboard, at its own URL', async () => {
    fakeHttp({ 'admin/releases/overview/': rows });
    renderWithPlatform(
      <Routes>
        <Route path="/admin/releases" element={<ReleasesPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { ...asRelease, route: '/admin/releases' },
    );
    const table = await screen.findByRole('table', { name: 'Every target at a glance' });
    const user = userEvent.setup();
    within(table).getAllByRole('row')[2]!.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/releases/bills');
  });

  it('says so when the overview cannot be loaded', async () => {
    fakeHttp({ 'admin/releases/overview/': new Error('down') });
    renderWithPlatform(<ReleasesPage />, asRelease);
    expect(await screen.findByText('Releases could not be loaded.')).toBeInTheDocument();
  });

  it('ages read in minutes, hours, then days', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(ageOf('2026-11-29T11:55:00Z', now)).toBe('5 min');
    expect(ageOf('2026-11-29T09:00:00Z', now)).toBe('3 h');
    expect(ageOf('2026-11-26T12:00:00Z', now)).toBe('3 d');
  });
});
