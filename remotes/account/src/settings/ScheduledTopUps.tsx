import { useCallback, useState } from 'react';
import { showApiError, type Schedule } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import { formatDateTime, scheduleRecipient } from '@topup/rules';
import { Button, ConfirmDialog, ErrorState, Modal, ScheduleForm, Skeleton, useApiData, useSchedulePin, type ScheduleRhythmValue } from '@topup/ui';

const OUTCOME_TEXT = { placed: 'Bought', skipped: 'Skipped', missed: 'Missed' } as const;
const STATUS_TEXT = { active: 'Active', paused: 'Paused', ended: 'Ended' } as const;

/** Settings: the customer's scheduled top-ups (ADR 0027): next run, last outcome, pause, resume, edit, delete. */
export function ScheduledTopUps() {
  const api = useApi();
  const toast = useToast();
  const schedules = useApiData(useCallback(() => api.getSchedules(), [api]));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Schedule | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const pin = useSchedulePin();

  const act = async (schedule: Schedule, call: () => Promise<{ message: string }>) => {
    setBusyId(schedule.id);
    try {
      toast.success((await call()).message);
      if (schedules.status === 'ready') schedules.reload();
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusyId(null);
    }
  };

  // An edit authorises the runs again: with the transaction PIN when the account has one (ADR 0027).
  const saveEdit = async (schedule: Schedule, rhythm: ScheduleRhythmValue) => {
    const options = pin.options();
    if (!options) return;
    setBusyId(schedule.id);
    try {
      toast.success((await api.updateSchedule(schedule.id, { kind: schedule.kind, purchase: schedule.purchase, ...rhythm }, options)).message);
      pin.reset();
      setEditing(null);
      if (schedules.status === 'ready') schedules.reload();
    } catch (error) {
      if (!pin.refused(error)) showApiError(toast, error);
    } finally {
      setBusyId(null);
    }
  };
  const closeEdit = () => {
    pin.reset();
    setEditing(null);
  };

  return (
    <section className="tu-card account-schedules" aria-labelledby="scheduled-top-ups">
      <h2 id="scheduled-top-ups" className="account-schedules__title">
        Scheduled top-ups
      </h2>
      {schedules.status === 'loading' && <Skeleton lines={2} label="Loading scheduled top-ups" />}
      {schedules.status === 'failed' && <ErrorState message="Scheduled top-ups could not be loaded." onRetry={schedules.retry} />}
      {schedules.status === 'ready' && schedules.data.length === 0 && (
        <p className="account-schedules__empty">No scheduled top-ups yet. Use "Schedule this" on an airtime, data, cable or electricity form.</p>
      )}
      {schedules.status === 'ready' && schedules.data.length > 0 && (
        <ul className="account-schedules__list" aria-label="Scheduled top-ups">
          {schedules.data.map((schedule) => (
            <li key={schedule.id} className="account-schedule">
              <div className="account-schedule__head">
                <strong>{schedule.label}</strong>
                <span className={`tu-badge tu-badge--${schedule.status === 'active' ? 'success' : 'warning'}`}>{STATUS_TEXT[schedule.status as keyof typeof STATUS_TEXT]}</span>
              </div>
              {scheduleRecipient(schedule.kind, schedule.purchase) && <p className="account-schedule__recipient">{scheduleRecipient(schedule.kind, schedule.purchase)}</p>}
              <p>{schedule.rhythm}</p>
              <p>Next run: {schedule.next_run_at ? formatDateTime(schedule.next_run_at) : '—'}</p>
              <p>
                Last outcome:{' '}
                {schedule.last_outcome ? `${OUTCOME_TEXT[schedule.last_outcome as keyof typeof OUTCOME_TEXT]}${schedule.last_message ? ` — ${schedule.last_message}` : ''}` : 'Not run yet'}
              </p>
              <div className="account-schedule__actions">
                {schedule.status === 'active' && (
                  <Button size="sm" variant="secondary" busy={busyId === schedule.id} onClick={() => void act(schedule, () => api.pauseSchedule(schedule.id))}>
                    Pause
                  </Button>
                )}
                {schedule.status !== 'active' && (
                  <Button size="sm" variant="secondary" busy={busyId === schedule.id} onClick={() => void act(schedule, () => api.resumeSchedule(schedule.id))}>
                    Resume
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={() => setEditing(schedule)}>
                  Edit
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(schedule)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Modal open title={`Edit: ${editing.label}`} onClose={closeEdit} closeLabel="Cancel" closeVariant="secondary">
          <ScheduleForm
            initial={editing}
            withLimit={editing.kind === 'cable' || editing.kind === 'electricity'}
            submitLabel="Save changes"
            busy={busyId === editing.id}
            onSubmit={(rhythm) => void saveEdit(editing, rhythm)}
            beforeSubmit={pin.field}
          />
        </Modal>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Delete the schedule ${deleting.label} (${deleting.rhythm})?` : ''}
        confirmLabel="Delete"
        onConfirm={() => {
          const schedule = deleting!;
          setDeleting(null);
          void act(schedule, () => api.deleteSchedule(schedule.id));
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
