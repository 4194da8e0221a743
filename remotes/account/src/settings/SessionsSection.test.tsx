import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_MESSAGES, formatDateTime } from '@topup/rules';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { SessionsSection } from './SessionsSection';

const M = SESSION_MESSAGES.ui;
const session = (id: string, browser: string, current = false) => ({
  id,
  browser,
  os: 'Android 14',
  place: 'Local network',
  created_at: '2026-01-01T08:00:00Z',
  last_seen_at: '2026-01-01T09:30:00Z',
  current,
});
const here = session('a', 'Chrome 131', true);
const phone = session('b', 'Firefox 132');
const tablet = session('c', 'Safari 17');

it('lists sessions with browser, system, place and last seen, and marks this device', async () => {
  renderWithPlatform(<SessionsSection />, { api: { getSessions: jest.fn().mockResolvedValue(ok([here, phone])) } });
  const items = await screen.findAllByRole('listitem');
  expect(items[0]).toHaveTextContent(`Chrome 131 on Android 14${M.thisDevice}`);
  expect(items[1]).toHaveTextContent(`Local network · ${M.lastSeen} ${formatDateTime(phone.last_seen_at)}`);
  // This device is signed out with Logout, not here.
  expect(screen.getAllByRole('button', { name: /^Sign out:/ })).toHaveLength(1);
});

it('signs out one session, then all others, reloading the list each time', async () => {
  const getSessions = jest.fn().mockResolvedValueOnce(ok([here, phone, tablet])).mockResolvedValueOnce(ok([here, tablet])).mockResolvedValue(ok([here]));
  const endSession = jest.fn().mockResolvedValue(ok({ ended: 1 }, SESSION_MESSAGES.ended));
  const endOtherSessions = jest.fn().mockResolvedValue(ok({ ended: 1 }, SESSION_MESSAGES.endedOthers(1)));
  const { platform } = renderWithPlatform(<SessionsSection />, { api: { getSessions, endSession, endOtherSessions } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sign out: Firefox 132 on Android 14, Local network' }));
  expect(endSession).toHaveBeenCalledWith('b');
  await waitFor(() => expect(screen.queryByText(/Firefox/)).not.toBeInTheDocument());
  expect(platform.toast.success).toHaveBeenCalledWith(SESSION_MESSAGES.ended);
  await user.click(screen.getByRole('button', { name: M.signOutOthers }));
  expect(endOtherSessions).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(M.empty)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: M.signOutOthers })).not.toBeInTheDocument();
});

it('offers Retry when the sessions cannot be read', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const getSessions = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok([here]));
  renderWithPlatform(<SessionsSection />, { api: { getSessions } });
  expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(M.empty)).toBeInTheDocument();
  log.mockRestore();
});
