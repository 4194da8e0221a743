import { PURCHASE_KINDS } from './purchase-kinds';
import { CREDIT_KINDS, TRANSACTION_KIND_NAMES, TRANSACTION_KIND_OPTIONS, moneyDirectionOf, transactionKindLabel } from './transaction-kinds';

describe('transaction kinds by name', () => {
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

describe('money in and out', () => {
  it('funding, transfers received, bonuses and airtime to cash are credits; purchases, orders and transfers sent are debits', () => {
    for (const kind of ['card_funding', 'bank_transfer_funding', 'transfer_in', 'referral_bonus', 'bonus_to_wallet', 'airtimeToCash']) expect(moneyDirectionOf(kind)).toBe('credit');
    for (const kind of ['airtime', 'data', 'cable', 'electricity', 'education', 'shop', 'transfer_out']) expect(moneyDirectionOf(kind)).toBe('debit');
    // Every credit kind is a kind a row has.
    for (const kind of CREDIT_KINDS) expect(TRANSACTION_KIND_NAMES.has(kind)).toBe(true);
  });
});
