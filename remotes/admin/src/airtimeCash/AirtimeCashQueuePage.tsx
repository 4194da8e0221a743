import { useCallback, useState } from 'react';
import { UI_MESSAGES } from '@topup/rules';
import { Button, ConfirmDialog, useApiData } from '@topup/ui';
import type { StaffTransaction } from '../common/http';
import { useAirtimeCashApi } from './api';
import { DeclineWithReason } from '../common/DeclineWithReason';
import { useAction } from '../common/useAction';
import { PendingQueuePage } from '../transactions/PendingQueuePage';
import '../admin.css';

/** Requests waiting for the airtime to arrive: approve (credit the amount to receive) or decline with a reason. */
export function AirtimeCashQueuePage() {
  const api = useAirtimeCashApi();
  const queue = useApiData(useCallback(() => api.airtimeCashQueue(), [api]));
  const action = useAction(queue.status === 'ready' ? queue.reload : undefined);

  // Approving credits the wallet at once: asked first, with the numbers the airtime should have come between.
  const [approving, setApproving] = useState<StaffTransaction | null>(null);
  const numbers = (row: StaffTransaction) => {
    const details = row.request_details ?? {};
    return { from: String(details.phone ?? ''), to: String(details.receivingNumber ?? '') };
  };

  const actions = (row: StaffTransaction) => (
    <>
      <Button size="sm" busy={action.busy === `approve-${row.id}`} onClick={() => setApproving(row)}>
        Approve <span className="tu-visually-hidden">{row.tx_ref}</span>
      </Button>
      <DeclineWithReason what={row.tx_ref} busy={action.busy === `decline-${row.id}`} onDecline={(reason) => void action.run(`decline-${row.id}`, () => api.declineAirtimeCash(row.id, reason))}>
        Decline <span className="tu-visually-hidden">{row.tx_ref}</span>
      </DeclineWithReason>
    </>
  );

  return (
    <PendingQueuePage
      title="Airtime to Cash"
      kind="airtimeToCash"
      queue={queue}
      loading="Loading requests"
      failed="Requests could not be loaded."
      label="Open requests"
      empty="No request is waiting."
      actions={actions}
    >
      <ConfirmDialog
        open={approving !== null}
        message={approving ? UI_MESSAGES.staff.confirmApproveAirtimeCash(approving.tx_ref, approving.amount, numbers(approving).from, numbers(approving).to) : ''}
        confirmLabel="Approve"
        cancelLabel="Not now"
        onCancel={() => setApproving(null)}
        onConfirm={() => {
          const row = approving!;
          setApproving(null);
          void action.run(`approve-${row.id}`, () => api.approveAirtimeCash(row.id));
        }}
      />
    </PendingQueuePage>
  );
}
