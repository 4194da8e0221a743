import { useCallback, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { SAFETY_MESSAGES } from '@topup/rules';
import { Button, ConfirmDialog, ErrorState, Loaded, Skeleton, useApiData } from '@topup/ui';
import { useKycApi, type KycDocumentFile, type KycDocumentRow, type KycFlaggedRow } from './api';
import { AdminPage } from '../common/AdminPage';
import { Clipped, ClippedLink, ShortTime } from '../common/cells';
import { DataTable } from '../common/DataTable';
import { useAction } from '../common/useAction';
import '../admin.css';

const nameOf = (u: { first_name: string | null; last_name: string | null; email: string }) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email;
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Decision = { kind: 'approve' | 'reject'; row: KycDocumentRow };
type Opened = { id: number; status: 'loading' } | { id: number; status: 'failed' } | { id: number; status: 'ready'; file: KycDocumentFile };

/** The file an admin reads before deciding: an image inline, a PDF as a download. */
function DocumentView({ opened, onClose, onRetry }: { opened: Opened; onClose: () => void; onRetry: () => void }) {
  return (
    <section className="admin-card" aria-label="Address document">
      {opened.status === 'loading' && <Skeleton lines={3} label="Loading the document" />}
      {opened.status === 'failed' && <ErrorState message="The document could not be loaded." onRetry={onRetry} />}
      {opened.status === 'ready' && (
        <>
          <h2>
            {opened.file.file_name} <span className="admin-muted">from {opened.file.email}</span>
          </h2>
          {opened.file.content_type.startsWith('image/') ? (
            <img className="admin-kyc-image" src={`data:${opened.file.content_type};base64,${opened.file.data}`} alt={`Address document from ${opened.file.email}`} />
          ) : (
            <a href={`data:${opened.file.content_type};base64,${opened.file.data}`} download={opened.file.file_name}>
              Download {opened.file.file_name} (PDF)
            </a>
          )}
        </>
      )}
      <Button variant="secondary" size="sm" onClick={onClose}>
        Close the document
      </Button>
    </section>
  );
}

/** Tier 3 requests (ADR 0024): read each address document, approve (Tier 3) or reject it; customers flagged over their cap. */
export function KycPage() {
  const api = useKycApi();
  const queue = useApiData(useCallback(() => api.queue(), [api]));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const action = useAction(queue.status === 'ready' ? queue.reload : undefined);

  const open = (id: number) => {
    setOpened({ id, status: 'loading' });
    api.document(id).then(
      (answer) => setOpened((now) => (now?.id === id ? { id, status: 'ready', file: answer.data } : now)),
      () => setOpened((now) => (now?.id === id ? { id, status: 'failed' } : now)),
    );
  };
  const flaggedIds = new Set(queue.status === 'ready' ? queue.data.flagged.map((f) => f.id) : []);

  const documentColumn = createColumnHelper<KycDocumentRow>();
  const documentColumns = [
    documentColumn.accessor(nameOf, { id: 'customer', header: 'Customer', cell: (info) => <ClippedLink text={info.getValue()} to={`/admin/customers/${info.row.original.user_id}`} /> }),
    documentColumn.accessor('email', { header: 'E-mail', cell: (info) => <Clipped text={info.getValue()} /> }),
    documentColumn.accessor('kyc_tier', { header: 'Tier', cell: (info) => `Tier ${info.getValue()}`, meta: { numeric: true } }),
    documentColumn.accessor((row) => (flaggedIds.has(row.user_id) ? 'Over balance cap' : 'None'), {
      id: 'flags',
      header: 'Flags',
      cell: (info) => (info.getValue() === 'None' ? 'None' : <span className="admin-bad">{info.getValue()}</span>),
    }),
    documentColumn.accessor('file_name', { header: 'File', meta: { fill: true }, cell: (info) => `${info.getValue()} (${kb(info.row.original.size)})` }),
    documentColumn.accessor('created_at', { header: 'Submitted', cell: (info) => <ShortTime at={info.getValue()} /> }),
  ];
  const flaggedColumn = createColumnHelper<KycFlaggedRow>();
  const flaggedColumns = [
    flaggedColumn.accessor(nameOf, { id: 'customer', header: 'Customer', cell: (info) => <ClippedLink text={info.getValue()} to={`/admin/customers/${info.row.original.id}`} /> }),
    flaggedColumn.accessor('kyc_tier', { header: 'Tier', cell: (info) => `Tier ${info.getValue()}`, meta: { numeric: true } }),
    flaggedColumn.accessor((row) => row.reason ?? SAFETY_MESSAGES.kyc.flaggedOverCap, { id: 'reason', header: 'Flag', meta: { fill: true } }),
    flaggedColumn.accessor((row) => (row.identity_kind ? `${row.identity_kind.toUpperCase()} …${row.identity_last4 ?? ''}` : 'Not verified'), { id: 'identity', header: 'Identity' }),
    flaggedColumn.accessor('flagged_at', { header: 'Flagged', cell: (info) => <ShortTime at={info.getValue()} /> }),
  ];

  const actions = {
    header: 'Actions',
    cell: (row: KycDocumentRow) => (
      <div className="admin-inline">
        <Button size="sm" variant="secondary" onClick={() => open(row.id)}>
          Open <span className="tu-visually-hidden">{row.file_name}</span>
        </Button>
        <Button size="sm" busy={action.busy === `approve-${row.id}`} onClick={() => setDeciding({ kind: 'approve', row })}>
          Approve
        </Button>
        <Button size="sm" variant="danger" busy={action.busy === `reject-${row.id}`} onClick={() => setDeciding({ kind: 'reject', row })}>
          Reject
        </Button>
      </div>
    ),
  };

  const decide = () => {
    const { kind, row } = deciding!;
    setDeciding(null);
    if (opened?.id === row.id) setOpened(null);
    void action.run(`${kind}-${row.id}`, () => (kind === 'approve' ? api.approve(row.id) : api.reject(row.id)));
  };

  return (
    <AdminPage title="KYC">
      <Loaded state={queue} lines={4} loading="Loading the KYC queue" failed="The KYC queue could not be loaded.">
        {(data) => (
          <>
            <h2>Address documents waiting</h2>
            <DataTable
              label="Address documents waiting"
              columns={documentColumns}
              rows={data.documents}
              rowKey={(row) => row.id}
              actions={actions}
              empty="No address document is waiting."
            />
            {opened && <DocumentView opened={opened} onClose={() => setOpened(null)} onRetry={() => open(opened.id)} />}
            <h2>Customers over their balance cap</h2>
            <DataTable label="Customers over their balance cap" columns={flaggedColumns} rows={data.flagged} rowKey={(row) => row.id} empty="No customer is flagged." />
          </>
        )}
      </Loaded>
      <ConfirmDialog
        open={deciding !== null}
        message={deciding ? (deciding.kind === 'approve' ? SAFETY_MESSAGES.kyc.confirmApprove : SAFETY_MESSAGES.kyc.confirmReject)(nameOf(deciding.row)) : ''}
        confirmLabel={deciding?.kind === 'reject' ? 'Reject' : 'Approve'}
        cancelLabel="Not now"
        onCancel={() => setDeciding(null)}
        onConfirm={decide}
      />
    </AdminPage>
  );
}
