import { PURCHASE_KINDS } from './purchase-kinds';
import { TRANSACTION_KIND_OPTIONS, transactionKindLabel } from './transaction-kinds';

describe('transaction kinds by name (issue 40)', () => {
  it('names funding, transfers and bonuses, never their codes', () => {
    expect(transactionKindLabel('card_funding')).toBe('Card funding');
    expect(transactionKindLabel('bank_transfer_funding')).toBe('Bank transfer funding');
    expect(transactionKindLabel('transfer_out')).toBe('Wallet transfer sent');
    expect(transactionKindLabel('funding')).toBe('All funding in (card and bank transfer)');
    expect(transactionKindLabel('airtime')).toBe(PURCHASE_KINDS.find((k) => k.key === 'airtime')!.label);
    expect(transactionKindLabel('something_new')).toBe('something_new');
  });

  it('the Service filter offers the groups first, then every kind once, each by a name that is not its code', () => {
    const values = TRANSACTION_KIND_OPTIONS.map((o) => o.value);
    expect(values.slice(0, 3)).toEqual(['sales', 'provider', 'funding']);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(['card_funding', 'bank_transfer_funding', 'shop', ...PURCHASE_KINDS.map((k) => k.key)]));
    for (const option of TRANSACTION_KIND_OPTIONS) expect(option.label).not.toBe(option.value);
  });
});
