import type { AuditRow } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

const auditCalls = ({ get }: EnvelopeCalls) => ({
  audit: () => get<AuditRow[]>('admin/audit/'),
});

export const useAuditApi = () => useCalls(auditCalls);
