import { useState } from 'react';
import { showApiError, toFieldErrors, type Schedule } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import type { SchedulableKind } from '@topup/rules';
import { Modal } from './Modal';
import { ScheduleForm, type ScheduleRhythmValue } from './ScheduleForm';
import { useSchedulePin } from './useSchedulePin';

export interface ScheduleDialogProps {
  open: boolean;
  onClose: () => void;
  kind: SchedulableKind;
  /** The purchase route's body, as the form would send it (its `amt` is ignored: each run is priced then). */
  purchase: Record<string, unknown>;
  /** What is scheduled, e.g. the plan and number. */
  summary: string;
  onScheduled?: (schedule: Schedule) => void;
}

/** "Schedule this" from a bill form or "Repeat this" from a receipt (ADR 0027): POST schedules/. */
export function ScheduleDialog({ open, onClose, kind, purchase, summary, onScheduled }: ScheduleDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pin = useSchedulePin();

  const submit = async (rhythm: ScheduleRhythmValue) => {
    const options = pin.options();
    if (!options) return;
    setBusy(true);
    try {
      const result = await api.createSchedule({ kind, purchase, ...rhythm }, options);
      toast.success(result.message);
      setErrors({});
      pin.reset();
      onScheduled?.(result.data);
      onClose();
    } catch (error) {
      if (pin.refused(error)) return;
      setErrors(toFieldErrors(error));
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title="Schedule this purchase" onClose={onClose} closeLabel="Cancel" closeVariant="secondary">
      <p className="tu-schedule-form__summary">{summary}</p>
      <ScheduleForm
        withLimit={kind === 'cable' || kind === 'electricity'}
        submitLabel="Save schedule"
        busy={busy}
        errors={errors}
        onSubmit={(value) => void submit(value)}
        beforeSubmit={pin.field}
      />
    </Modal>
  );
}
