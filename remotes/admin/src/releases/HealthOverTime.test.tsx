import { screen } from '@testing-library/react';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { fakeHttp } from '../testing/fakeHttp';
import { HealthOverTime } from './HealthOverTime';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});
jest.mock('../overview/uplot', () => ({ __esModule: true, default: jest.fn().mockImplementation(() => ({ destroy: jest.fn() })) }));

const asRelease = { user: { ...testUser, email: 'rm@example.com', role: 'release' as const } };
const series = (version: string, loads: number[], failures: number[]) => ({
  target: 'bills',
  version,
  bucketMinutes: 5,
  points: loads.map((value, i) => ({ at: new Date(Date.UTC(2026, 10, 29, 10, i * 5)).toISOString(), loads: value, failures: failures[i] ?? 0, purchaseFailures: 0 })),
});
const track = (canary: boolean) => ({
  live: 'bills-a',
  trail: ['bills-a'],
  versions: {},
  history: [],
  canary: canary ? { version: 'bills-b', percent: 10, since: '2026-11-29T10:00:00.000Z', by: 'staff:rm@example.com' } : null,
});

describe('Health over time', () => {
  it("draws the canary's loads, failures and failed purchases per 5 minutes beside stable's, and says them in words", async () => {
    const http = fakeHttp({ 'admin/releases/bills/health-series/': series('bills-a', [10, 30, 20], [0, 1, 0]) });
    http.get.mockImplementation((path: string, options?: { params?: { version?: string } }) =>
      Promise.resolve({ data: { message: 'Done', data: options?.params?.version === 'bills-b' ? series('bills-b', [2, 4, 6], [0, 3, 1]) : series('bills-a', [10, 30, 20], [0, 1, 0]) } }),
    );
    renderWithPlatform(<HealthOverTime target="bills" track={track(true)} />, asRelease);
    const stable = await screen.findByRole('img', { name: /^Stable bills-a: per 5 minutes, last 24 h\. Loads: 60 in all, most at .* \(30\)\. Failures: 1 in all/ });
    const canary = await screen.findByRole('img', { name: /^Canary bills-b: per 5 minutes, last 24 h\. Loads: 12 in all, most at .* \(6\)\. Failures: 4 in all/ });
    expect(stable).toBeInTheDocument();
    expect(canary).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('admin/releases/bills/health-series/', { params: { version: 'bills-b' } });
  });

  it('shows stable alone without a canary', async () => {
    fakeHttp({ 'admin/releases/bills/health-series/': series('bills-a', [1], [0]) });
    renderWithPlatform(<HealthOverTime target="bills" track={track(false)} />, asRelease);
    await screen.findByRole('img', { name: /^Stable bills-a/ });
    expect(screen.queryByRole('img', { name: /^Canary/ })).not.toBeInTheDocument();
  });
});
