import type { LedgerCheck, OverviewTrends, StaffOverview } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

const overviewCalls = ({ get, post }: EnvelopeCalls) => ({
  overview: () => get<StaffOverview>('admin/overview/'),
  trends: () => get<OverviewTrends>('admin/overview/trends/'),
  checkLedger: () => post<LedgerCheck>('admin/ledger-check/'),
});

export const useOverviewApi = () => useCalls(overviewCalls);
