import type { AuditPage, AuditPageQuery, AuditRow } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export type AuditFilter = Pick<AuditPageQuery, 'query' | 'staff' | 'from' | 'to'>;
export type AuditOrder = { sort?: string; dir?: 'asc' | 'desc' };

const clean = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

const auditCalls = ({ get, download }: EnvelopeCalls) => ({
  audit: () => get<AuditRow[]>('admin/audit/'),
  /** One page of the log, filtered and sorted by the API (ADR 0028). */
  page: (query: AuditFilter & AuditOrder & { page?: number; size?: number }) => get<AuditPage>('admin/audit/page/', clean(query)),
  /** The log as CSV with the table's filter and order, streamed by the API (which audits the export). */
  exportCsv: (query: AuditFilter & AuditOrder) => download('admin/audit/export.csv', clean(query)),
});

export const useAuditApi = () => useCalls(auditCalls);
