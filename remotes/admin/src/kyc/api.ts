import { useCalls, type EnvelopeCalls } from '../common/http';

/** An address document waiting for an admin (admin/kyc/, ADR 0024). */
export interface KycDocumentRow {
  id: number;
  user_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  kyc_tier: number;
  file_name: string;
  content_type: string;
  size: number;
  status: string;
  created_at: string;
}

/** A customer flagged over their tier's balance cap. */
export interface KycFlaggedRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  kyc_tier: number;
  reason: string | null;
  flagged_at: string;
  identity_kind: string | null;
  identity_last4: string | null;
}

/** One document with its file as base64 (admin/kyc/documents/<id>/). */
export interface KycDocumentFile {
  id: number;
  user_id: number;
  email: string;
  kyc_tier: number;
  file_name: string;
  content_type: string;
  status: string;
  created_at: string;
  data: string;
}

export interface KycDecision {
  id: number;
  status: string;
  user_id: number;
  kyc_tier: number;
}

const kycCalls = ({ get, post }: EnvelopeCalls) => ({
  queue: () => get<{ documents: KycDocumentRow[]; flagged: KycFlaggedRow[] }>('admin/kyc/'),
  document: (id: number) => get<KycDocumentFile>(`admin/kyc/documents/${id}/`),
  approve: (id: number) => post<KycDecision>(`admin/kyc/documents/${id}/approve/`),
  reject: (id: number) => post<KycDecision>(`admin/kyc/documents/${id}/reject/`),
});

export const useKycApi = () => useCalls(kycCalls);
