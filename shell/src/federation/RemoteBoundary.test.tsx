import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { forgetRegistry } from './registry';
import { RemoteWidget } from './RemoteWidget';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

const registry = {
  remotes: {
    history: {
      live: '0.1.0-aaa',
      versions: {
        '0.1.0-aaa': {
          manifest: '/store/remotes/history/0.1.0-aaa/mf-manifest.json',
          container: 'topup_history',
          paths: ['/dashboard/history'],
          widgets: ['RecentTransactions'],
        },
      },
    },
  },
};

const fetchRegistry = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 200, json: async (): Promise<unknown> => registeredAsDeclared(registry) }));
const fetchesOf = (url: string) => fetchRegistry.mock.calls.filter(([called]) => called === url).length;
const loadRemoteMock = loadRemote as jest.Mock;

beforeEach(() => {
  forgetRegistry();
  Object.assign(globalThis, { fetch: fetchRegistry });
  fetchRegistry.mockClear();
  loadRemoteMock.mockReset();
  (registerRemotes as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('shows a skeleton, then the widget from the remote the registry names', async () => {
  loadRemoteMock.mockResolvedValue({ default: () => <p>Ten recent rows</p> });
  render(<RemoteWidget name="RecentTransactions" loadingLabel="Loading recent transactions" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading recent transactions');
  expect(await screen.findByText('Ten recent rows')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'topup_history', entry: '/store/remotes/history/0.1.0-aaa/mf-manifest.json' }],
    { force: false },
  );
  // The container name, never the bare `history` (window.history would answer for it).
  expect(loadRemoteMock).toHaveBeenCalledWith('topup_history/RecentTransactions');
});

test('after its retries fail it shows the unavailable panel, and Retry recovers', async () => {
  loadRemoteMock.mockRejectedValue(new Error('remoteEntry.js 404'));
  render(<RemoteWidget name="RecentTransactions" />);
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('This section is unavailable');
  expect(loadRemoteMock).toHaveBeenCalledTimes(3);

  loadRemoteMock.mockResolvedValue({ default: () => <p>Back again</p> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
  expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  // Retry asks the registry again: the fix may be a rollback to another version.
  expect(fetchesOf('/registry.json')).toBe(2);
  // The load failure was reported at once (ADR 0022 amendment 3), not in a batch seconds later.
  expect(fetchesOf('/api/v1/release-health/')).toBe(1);
});

test('a remote that crashes while rendering is contained in the panel', async () => {
  loadRemoteMock.mockResolvedValue({
    default: () => {
      throw new Error('bug in the remote');
    },
  });
  render(
    <>
      <p>Shell content</p>
      <RemoteWidget name="RecentTransactions" />
    </>,
  );
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByText('Shell content')).toBeInTheDocument();
});

test('a registry that cannot be fetched also ends in the panel', async () => {
  fetchRegistry.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
  render(<RemoteWidget name="RecentTransactions" />);
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(loadRemoteMock).not.toHaveBeenCalled();
});
