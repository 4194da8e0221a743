import { FormatRegistry } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { TransactionRecord, UserRecord } from './index';

const record = {
  id: 1,
  tx_ref: '202611221030abcdef',
  plan: 'MTN 1GB',
  amount: 260,
  card_no: null,
  token: null,
  status: 'confirmed',
  response: 'TRANSACTION SUCCESSFUL',
  created_at: '2026-11-22T10:30:00.000Z',
  updated_at: '2026-11-22T10:30:01.000Z',
  description: 'MTN 1GB to 08031234567',
  category: { title: 'Data', type: 'data', image: '/media/services/data.svg' },
  subcategory: null,
};

// Fastify's ajv knows date-time; TypeBox's own checker needs it registered.
FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

describe('wire schemas', () => {
  const check = TypeCompiler.Compile(TransactionRecord);

  it('accept the transaction record of api-contract.md', () => {
    expect(check.Check(record)).toBe(true);
  });

  it('refuse a status outside the contract, a missing field and a string amount', () => {
    expect(check.Check({ ...record, status: 'delivered' })).toBe(false);
    const { tx_ref: _omitted, ...withoutRef } = record;
    expect(check.Check(withoutRef)).toBe(false);
    expect(check.Check({ ...record, amount: '260' })).toBe(false);
  });

  it('are plain JSON Schema (what Fastify and OpenAPI read)', () => {
    const json = JSON.parse(JSON.stringify(UserRecord));
    expect(json).toMatchObject({ type: 'object', properties: { wallet_balance: { type: 'number' } } });
    expect(json.required).toEqual(expect.arrayContaining(['id', 'username', 'wallet_balance', 'email_notifications']));
  });
});
