// Test-only fixtures: transaction records shaped as the API contract describes them.
import type { Transaction } from '@topup/api-client';

export function transaction(id: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    tx_ref: `TRX${String(id).padStart(4, '0')}`,
    plan: `MTN 1GB #${id}`,
    amount: 260,
    card_no: null,
    token: null,
    status: 'confirmed',
    response: 'Delivered',
    created_at: '2024-01-01T14:04:05Z',
    updated_at: '2024-01-01T14:05:00Z',
    description: 'Data purchase',
    category: { title: 'Data', type: 'data', image: '/media/data.png' },
    subcategory: { title: 'MTN', image: '/media/mtn.png' },
    ...overrides,
  };
}

/** `count` transactions, newest first, ids count..1. */
export const transactions = (count: number) => Array.from({ length: count }, (_, i) => transaction(count - i));
