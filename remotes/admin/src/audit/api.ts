import { useCalls, type EnvelopeCalls } from '../common/http';

export interface AuditRow {
  id: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: string;
  staff: string;
}

const auditCalls = ({ get }: EnvelopeCalls) => ({
  audit: () => get<AuditRow[]>('admin/audit/'),
});

export const useAuditApi = () => useCalls(auditCalls);
