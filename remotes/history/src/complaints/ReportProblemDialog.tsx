import { useId, useState, type FormEvent } from 'react';
import { showApiError, toFieldErrors, type ComplaintDetail } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import { COMPLAINT_MESSAGES, COMPLAINT_REASONS, COMPLAINT_REASON_LABELS, validateComplaintMessage, type ComplaintReason } from '@topup/rules';
import { Button, FieldError, Modal, TextAreaField } from '@topup/ui';

export interface ReportProblemDialogProps {
  txRef: string;
  onClose: () => void;
  onReported: (ticket: ComplaintDetail) => void;
}

/** "Report a problem" on a receipt (ADR 0027): a reason and a message open a ticket on the transaction. */
export function ReportProblemDialog({ txRef, onClose, onReported }: ReportProblemDialogProps) {
  const api = useApi();
  const toast = useToast();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<ComplaintReason | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { reason: reason ? undefined : COMPLAINT_MESSAGES.reasonRequired, message: validateComplaintMessage(message) };
    setErrors(problems);
    if (!reason || problems.message) return;
    setBusy(true);
    try {
      const result = await api.reportProblem({ tx_ref: txRef, reason, message: message.trim() });
      toast.success(result.message);
      onReported(result.data);
    } catch (error) {
      setErrors(toFieldErrors(error));
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={COMPLAINT_MESSAGES.reportTitle} onClose={onClose} closeLabel={COMPLAINT_MESSAGES.ui.cancel} closeVariant="secondary">
      <form className="report-problem" onSubmit={(event) => void submit(event)} noValidate aria-label={COMPLAINT_MESSAGES.reportTitle}>
        <fieldset className="report-problem__reasons" aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend>{COMPLAINT_MESSAGES.ui.reasonLegend}</legend>
          {COMPLAINT_REASONS.map((value) => (
            <label key={value}>
              <input type="radio" name="complaint-reason" value={value} checked={reason === value} onChange={() => setReason(value)} /> {COMPLAINT_REASON_LABELS[value]}
            </label>
          ))}
          <FieldError id={reasonErrorId} error={errors.reason} />
        </fieldset>
        <TextAreaField label={COMPLAINT_MESSAGES.ui.messageLabel} rows={4} value={message} onChange={(event) => setMessage(event.target.value)} error={errors.message} />
        <Button type="submit" busy={busy} block>
          {COMPLAINT_MESSAGES.ui.send}
        </Button>
      </form>
    </Modal>
  );
}
