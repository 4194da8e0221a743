// Test-only fixtures for the bill screens.
import type { Transaction } from '@topup/api-client';

export function transaction(id: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    tx_ref: `TRX${String(id).padStart(4, '0')}`,
    plan: 'MTN 1GB',
    amount: 260,
    card_no: null,
    token: null,
    status: 'confirmed',
    response: 'TRANSACTION SUCCESSFUL',
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:01.000Z',
    description: 'MTN 1GB to 08031234567',
    category: { title: 'Data', type: 'data', image: '/media/services/data.svg' },
    subcategory: null,
    ...overrides,
  };
}
