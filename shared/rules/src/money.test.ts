import {
  formatKobo,
  formatNaira,
  groupThousands,
  koboLessPercentCeilNaira,
  nairaToKobo,
  percentOfKobo,
  roundToKobo,
  toKobo,
  toNaira,
} from './money';
import fc from 'fast-check';
import { eachMaps } from './testing/each-maps';

describe('toKobo', () => {
  eachMaps(toKobo, [
    [0, 0],
    [0.5, 50],
    [1, 100],
    [1234.5, 123450],
    [0.01, 1],
    [1.1, 110],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['0', 0],
    ['10', 1000],
    ['007.25', 725],
  ], '%p naira -> %p kobo');

  it.each([NaN, Infinity, -1, -0.01, 1.005, 0.001, '1.005', '', ' 5', '-5', '1,234.50', '1e3', 'abc', '.5', '5.'])(
    'rejects %p',
    (naira) => {
      expect(() => toKobo(naira)).toThrow(RangeError);
    },
  );

  it('rejects amounts beyond safe integer kobo', () => {
    expect(() => toKobo('99999999999999999')).toThrow(RangeError);
  });
});

describe('toNaira', () => {
  it('divides by 100', () => {
    expect(toNaira(123450)).toBe(1234.5);
    expect(toNaira(1)).toBe(0.01);
    expect(toNaira(-250)).toBe(-2.5);
  });

  it('rejects fractional kobo', () => {
    expect(() => toNaira(1.5)).toThrow(RangeError);
  });
});

describe('roundToKobo', () => {
  eachMaps(roundToKobo, [
    [1.005, 101],
    [1.004, 100],
    [2.675, 268],
    [-1.005, -101],
    [-0.004, 0],
    [1234.5, 123450],
  ]);
});

describe('formatNaira', () => {
  eachMaps(formatNaira, [
    [0, '₦0.00'],
    [0.5, '₦0.50'],
    [0.05, '₦0.05'],
    [1234.5, '₦1,234.50'],
    [1000000, '₦1,000,000.00'],
    [999.999, '₦1,000.00'],
    [100, '₦100.00'],
    [-1234.5, '-₦1,234.50'],
    [-0.5, '-₦0.50'],
    [-0.001, '₦0.00'],
    [1.005, '₦1.01'],
  ]);
});

describe('formatKobo', () => {
  eachMaps(formatKobo, [
    [0, '₦0.00'],
    [5, '₦0.05'],
    [123450, '₦1,234.50'],
    [100000000, '₦1,000,000.00'],
    [-123450, '-₦1,234.50'],
  ]);
});

describe('groupThousands', () => {
  eachMaps(groupThousands, [
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567', '1,234,567'],
  ]);
});

describe('percentOfKobo', () => {
  it.each([
    [100000, 2, 2000],
    [12345, 0.85, 105], // 104.9325
    [10000, 0.4, 40],
    [50, 1, 1], // 0.5 rounds up
    [49, 1, 0], // 0.49 rounds down
    [150, 0.85, 1], // 1.275
    [1, 50, 1], // 0.5
    [-50, 1, -1],
    [0, 2, 0],
  ])('%p kobo at %p%% -> %p', (kobo, percent, share) => {
    expect(percentOfKobo(kobo, percent)).toBe(share);
  });

  it('rejects fractional kobo and bad percents', () => {
    expect(() => percentOfKobo(1.5, 2)).toThrow(RangeError);
    expect(() => percentOfKobo(100, -1)).toThrow(RangeError);
    expect(() => percentOfKobo(100, NaN)).toThrow(RangeError);
  });
});

describe('koboLessPercentCeilNaira', () => {
  it.each([
    [500000, 15, 4250],
    [500100, 15, 4251], // 4250.85
    [500000, 0, 5000],
    [500000, 100, 0],
    [100, 0.1, 1], // 0.999
    [500000, 18.2, 4090], // exactly 4090: float gives 4090.0000000000005
  ])('%p kobo less %p%% -> %p naira', (kobo, percent, naira) => {
    expect(koboLessPercentCeilNaira(kobo, percent)).toBe(naira);
  });
});

describe('nairaToKobo', () => {
  eachMaps(nairaToKobo, [
    [1000, 100_000],
    ['1000.5', 100_050],
    [' 1000.05 ', 100_005],
    ['90071992547409.91', 9_007_199_254_740_991],
  ], 'reads %p as %p kobo');

  it.each([2 ** 53, 1e21, 1e300, 1000.123, 1000.005, '1000.123', '90071992547409934', -1, '1e3', '', null, true, {}, NaN, Infinity])(
    'refuses %p (null, never an exception)',
    (value) => {
      expect(nairaToKobo(value)).toBeNull();
    },
  );

  it('answers every number and numeric-looking string without throwing, and only safe kobo', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.stringMatching(/^\d{1,25}(\.\d{0,4})?$/)), (value) => {
        const kobo = nairaToKobo(value);
        return kobo === null || (Number.isSafeInteger(kobo) && kobo >= 0);
      }),
    );
  });
});
