import { useCalls, type EnvelopeCalls } from '../common/http';

export interface Overview {
  since: string;
  services: Array<{ kind: string; count: number; value: number; revenue: number }>;
  pending: number;
  needs_review: number;
  airtime_cash: number;
  orders: number;
  ledger_check: { at: string; ok: boolean; violations: string[] } | null;
}

const overviewCalls = ({ get, post }: EnvelopeCalls) => ({
  overview: () => get<Overview>('admin/overview/'),
  checkLedger: () => post<{ at: string; ok: boolean; violations: string[] }>('admin/ledger-check/'),
});

export const useOverviewApi = () => useCalls(overviewCalls);
