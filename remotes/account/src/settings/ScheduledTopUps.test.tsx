import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schedule } from '@topup/api-client';
import { SAFETY_MESSAGES, formatDateTime } from '@topup/rules';
import { TEST_PIN, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { ScheduledTopUps } from './ScheduledTopUps';

const schedule: Schedule = {
  id: 7,
  kind: 'data',
  label: 'MTN 1GB 30 days',
  purchase: { package_id: 11, variation_code: 'mtn-1gb-30d', phone: '08031234567' },
  frequency: 'monthly',
  day: 5,
  time: '09:00',
  rhythm: 'Every month on the 5th at 09:00',
  ends_on: null,
  max_runs: null,
  max_amount: null,
  status: 'active',
  next_run_at: '2026-12-05T08:00:00.000Z',
  runs_done: 1,
  consecutive_skips: 0,
  last_outcome: 'placed',
  last_message: 'Transaction successful',
  last_tx_ref: 'TX1',
  last_run_at: '2026-11-05T08:00:01.000Z',
};

describe('Settings: scheduled top-ups', () => {
  it('lists each schedule with its next run and last outcome; pause, edit and delete call the API', async () => {
    const user = userEvent.setup();
    const getSchedules = jest.fn().mockResolvedValue(ok([schedule]));
    const pauseSchedule = jest.fn().mockResolvedValue(ok({ ...schedule, status: 'paused' }, 'Schedule paused.'));
    const updateSchedule = jest.fn().mockResolvedValue(ok(schedule, 'Schedule updated.'));
    const deleteSchedule = jest.fn().mockResolvedValue(ok(null, 'Schedule deleted.'));
    const { platform } = renderWithPlatform(<ScheduledTopUps />, { api: { getSchedules, pauseSchedule, updateSchedule, deleteSchedule } });
    const list = await screen.findByRole('list', { name: 'Scheduled top-ups' });
    expect(within(list).getByText('MTN 1GB 30 days')).toBeInTheDocument();
    expect(within(list).getByText('Every month on the 5th at 09:00')).toBeInTheDocument();
    // The card says which number it tops up.
    expect(within(list).getByText('For 08031234567')).toBeInTheDocument();
    expect(within(list).getByText(`Next run: ${formatDateTime(schedule.next_run_at!)}`)).toBeInTheDocument();
    expect(within(list).getByText('Last outcome: Bought — Transaction successful')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(pauseSchedule).toHaveBeenCalledWith(7));
    expect(platform.toast.success).toHaveBeenCalledWith('Schedule paused.');

    await user.click(within(list).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Repeat'), 'weekly');
    await user.selectOptions(within(dialog).getByLabelText('Day of the week'), 'Friday');
    // An edit authorises the runs again: the account's transaction PIN is asked (ADR 0027).
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText(SAFETY_MESSAGES.pin.required)).toBeInTheDocument();
    expect(updateSchedule).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('PIN digit 1 of 4'));
    await user.keyboard(TEST_PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(updateSchedule).toHaveBeenCalledWith(
        7,
        expect.objectContaining({ kind: 'data', purchase: schedule.purchase, frequency: 'weekly', day: 5, time: '09:00' }),
        { transactionPin: TEST_PIN },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteSchedule).toHaveBeenCalledWith(7));
  });

  it('says when there is none, and offers Retry when the list cannot load', async () => {
    renderWithPlatform(<ScheduledTopUps />, { api: { getSchedules: jest.fn().mockResolvedValue(ok([])) } });
    expect(await screen.findByText(/No scheduled top-ups yet/)).toBeInTheDocument();
  });
});
