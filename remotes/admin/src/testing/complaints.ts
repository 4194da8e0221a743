// Test-only: complaint tickets as the staff routes answer them (admin/complaints/).
import type { StaffComplaintDetail, StaffComplaintRow } from '@topup/wire';

// The ticket's receipt id: the customer side's wire gains it (ADR 0027, h27c); spread so this
// fixture fits the type with and without it.
const receipt = { transaction_id: 40 };

export function ticketRow(id: number, overrides: Partial<StaffComplaintRow> = {}): StaffComplaintRow {
  return {
    ...receipt,
    id,
    tx_ref: `TRX${String(id).padStart(4, '0')}`,
    reason: 'token_not_working',
    status: 'open',
    unread: false,
    refunded: false,
    plan: 'Ikeja Electric ₦1,000.00',
    transaction_status: 'confirmed',
    pending_note: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    email: 'ada@example.com',
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<StaffComplaintDetail> = {}, transaction: Partial<StaffComplaintDetail['transaction']> = {}): StaffComplaintDetail {
  const row = ticketRow(12);
  return {
    ...row,
    messages: [{ id: 1, author: 'customer', body: 'Token not working: The meter says invalid token', created_at: '2026-11-20T09:00:00.000Z' }],
    transaction_id: 40,
    requery_result: null,
    release_versions: null,
    transaction: {
      id: 40,
      tx_ref: row.tx_ref,
      plan: 'Ikeja Electric ₦1,000.00',
      amount: 990,
      card_no: '45012345678',
      token: '12345678901234567890',
      status: 'confirmed',
      response: 'Token delivered',
      created_at: '2026-11-20T08:55:00.000Z',
      updated_at: '2026-11-20T08:55:01.000Z',
      description: 'Electricity for meter 45012345678',
      category: { title: 'Electricity', type: 'electricity', image: '/media/electricity.png' },
      subcategory: null,
      kind: 'electricity',
      email: 'ada@example.com',
      needs_review: false,
      provider_message: 'TRANSACTION SUCCESSFUL',
      staff_note: null,
      request_details: null,
      release_versions: { shell: '0.1.0-s1', bills: '0.1.0-b1' },
      provider_request: { serviceID: 'ikeja-electric', billersCode: '45012345678' },
      ledger: [
        { id: 1, kind: 'purchase_debit', description: 'Purchase TRX0012', occurred_at: '2026-11-20T08:55:00.000Z', postings: [{ account: 'wallet:7', amount: -990 }, { account: 'system:provider_clearing', amount: 990 }] },
        { id: 2, kind: 'purchase_delivery', description: 'Delivered TRX0012', occurred_at: '2026-11-20T08:55:01.000Z', postings: [{ account: 'system:provider_clearing', amount: -990 }, { account: 'system:revenue', amount: 990 }] },
      ],
      ...transaction,
    },
    ...overrides,
  };
}
