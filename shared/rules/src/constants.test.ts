import {
  BANKS,
  DEPOSIT_CHARGE_PERCENT,
  DELAYS_MS,
  HISTORY_DEFAULT_PAGE_SIZE,
  HISTORY_PAGE_SIZES,
  LIMITS,
  PACKAGE_TYPE,
  TOKEN_LIFETIME_MS,
  TRANSACTION_STATUSES,
  bankByKey,
  isBankKey,
  isShowmax,
  statusBadge,
} from './constants';
import { eachMaps } from './testing/each-maps';

describe('constants', () => {
  it('carries the spec limits in naira', () => {
    expect(LIMITS).toEqual({
      minCardFunding: 1000,
      minAirtime: 100,
      minData: 10,
      minCable: 100,
      minElectricity: 500,
      minAirtimeToCash: 5000,
      minWalletTransfer: 1000,
      minBonusTransfer: 1000,
    });
  });

  it('keeps the token for 7 days', () => {
    expect(TOKEN_LIFETIME_MS).toBe(604_800_000);
  });

  it('lists the history page sizes with 5 as default', () => {
    expect(HISTORY_PAGE_SIZES).toEqual([5, 10, 20, 30, 40, 50]);
    expect(HISTORY_PAGE_SIZES).toContain(HISTORY_DEFAULT_PAGE_SIZE);
  });

  it('uses the contract package type ids', () => {
    expect(PACKAGE_TYPE).toEqual({ airtime: 1, data: 2, electricity: 3, cable: 4, airtimeToCash: 5, education: 6 });
  });

  it('has the spec delays', () => {
    expect(DELAYS_MS).toEqual({
      afterPaymentLink: 1000,
      afterPaymentVerified: 3000,
      afterVirtualAccount: 3500,
      afterRegister: 3500,
      afterPasswordReset: 3500,
    });
  });
});

describe('banks', () => {
  it('shows Palmpay, Moniepoint and Wema panels in that order with their charges', () => {
    expect(BANKS.map((bank) => [bank.name, DEPOSIT_CHARGE_PERCENT[bank.key]])).toEqual([
      ['Palmpay', 0.4],
      ['Moniepoint', 0.85],
      ['Wema', 0.85],
    ]);
  });

  it('needs a BVN for Palmpay and an NIN for the others', () => {
    expect(bankByKey('palmpay').identity).toBe('bvn');
    expect(bankByKey('moniepoint').identity).toBe('nin');
    expect(bankByKey('wema').identity).toBe('nin');
  });

  it('recognises only the three bank keys', () => {
    expect(isBankKey('wema')).toBe(true);
    expect(isBankKey('Wema')).toBe(false);
    expect(isBankKey('gtbank')).toBe(false);
    expect(isBankKey(undefined)).toBe(false);
  });
});

describe('statusBadge', () => {
  eachMaps(statusBadge, [
    ['pending', 'warning'],
    ['confirmed', 'success'],
    ['failed', 'danger'],
    ['ignored', 'warning'],
    ['reversed', 'info'],
  ], '%s -> %s');

  it('covers every status', () => {
    expect(TRANSACTION_STATUSES.every((status) => statusBadge(status) !== null)).toBe(true);
  });

  it.each(['', 'Pending', 'success', 'toString', 'constructor'])('shows no badge for %p', (status) => {
    expect(statusBadge(status)).toBeNull();
  });
});

describe('isShowmax', () => {
  it('matches the provider title regardless of case and spaces', () => {
    expect(isShowmax('SHOWMAX')).toBe(true);
    expect(isShowmax(' Showmax ')).toBe(true);
    expect(isShowmax('DSTV')).toBe(false);
    expect(isShowmax(null)).toBe(false);
  });
});
