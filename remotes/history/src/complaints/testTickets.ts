// Test-only: complaint tickets as the API answers them.
import type { ComplaintDetail } from '@topup/api-client';

export function ticket(id: number, overrides: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return {
    id,
    tx_ref: 'TRX0042',
    transaction_id: 42,
    reason: 'token_not_working',
    status: 'open',
    unread: false,
    refunded: false,
    plan: 'Ikeja Electric prepaid ₦1,000.00',
    transaction_status: 'confirmed',
    pending_note: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T11:00:00.000Z',
    messages: [],
    ...overrides,
  };
}
