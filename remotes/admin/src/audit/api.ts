import type { AuditRow } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

const auditCalls = ({ get, download }: EnvelopeCalls) => ({
  audit: () => get<AuditRow[]>('admin/audit/'),
  /** The whole log as CSV, streamed by the API (which audits the export). */
  exportCsv: () => download('admin/audit/export.csv'),
});

export const useAuditApi = () => useCalls(auditCalls);
