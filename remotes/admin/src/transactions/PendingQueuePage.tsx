import type { ReactNode } from 'react';
import { Loaded, type LoadState } from '@topup/ui';
import type { StaffTransaction } from '../common/http';
import { AdminPage } from '../common/AdminPage';
import { ExportButton } from '../common/ExportButton';
import { TransactionTable } from '../common/TransactionTable';
import { useTableParams } from '../common/useTableParams';
import { useTransactionsApi } from './api';

/**
 * A queue of pending transactions of one kind that staff act on, row by row: the list, and the
 * open list as CSV (the transactions export with the queue's filter, streamed and audited by the
 * API, in the list's sort as its table reads it from the URL).
 */
export function PendingQueuePage({ title, kind, queue, loading, failed, label, empty, actions, children }: {
  title: string;
  kind: string;
  queue: LoadState<StaffTransaction[]>;
  loading: string;
  failed: string;
  label: string;
  empty: string;
  actions: (row: StaffTransaction) => ReactNode;
  children?: ReactNode;
}) {
  const transactions = useTransactionsApi();
  const { order } = useTableParams();
  return (
    <AdminPage title={title} actions={<ExportButton download={() => transactions.exportCsv({ kind, status: 'pending', ...order })} />}>
      <Loaded state={queue} lines={4} loading={loading} failed={failed}>
        {(data) => <TransactionTable rows={data} label={label} actions={actions} empty={empty} />}
      </Loaded>
      {children}
    </AdminPage>
  );
}
