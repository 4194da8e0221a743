import {
  airtimeCharged,
  airtimeToCashReceive,
  chargedText,
  depositChargeKobo,
  electricityCharged,
  referralBonusKobo,
  shopOrderAmount,
  shopOrderPayable,
} from './formulas';

describe('airtimeCharged / electricityCharged', () => {
  it.each([
    [100, 2, 98],
    [100, 0, 100],
    [1000, 2.5, 975],
    [100.01, 2.5, 97.51], // 97.50975
    [333, 3, 323.01],
    [150, 1.5, 147.75],
    [0.1, 50, 0.05],
    [0.01, 50, 0.01], // 0.005 rounds up
    ['250', 3, 242.5],
    [1234.56, 100, 0],
  ] as const)('%p less %p%% -> %p', (amount, discount, charged) => {
    expect(airtimeCharged(amount, discount)).toBe(charged);
    expect(electricityCharged(amount, discount)).toBe(charged);
  });

  it('rejects bad amounts and percents', () => {
    expect(() => airtimeCharged(NaN, 2)).toThrow(RangeError);
    expect(() => airtimeCharged('', 2)).toThrow(RangeError);
    expect(() => airtimeCharged(-5, 2)).toThrow(RangeError);
    expect(() => electricityCharged(100, 101)).toThrow(RangeError);
  });
});

describe('airtimeToCashReceive', () => {
  it.each([
    [5000, 15, 4250],
    [5001, 15, 4251], // 4250.85 rounds up
    [5000.5, 20, 4001], // 4000.4
    [5000, 18.2, 4090], // float gives 4090.0000000000005, which would round up to 4091
    [10000, 0, 10000],
    ['6000', 12.5, 5250],
  ] as const)('%p less %p%% -> %p', (amount, commission, receive) => {
    expect(airtimeToCashReceive(amount, commission)).toBe(receive);
  });
});

describe('shop order', () => {
  it('multiplies quantity by unit amount without float drift', () => {
    expect(shopOrderAmount(3, 0.1)).toBe(0.3);
    expect(shopOrderAmount(3, 19.99)).toBe(59.97);
    expect(shopOrderAmount(0, 500)).toBe(0);
  });

  it('takes the discount off the order amount to two decimals', () => {
    expect(shopOrderPayable(2, 15000, 10)).toBe(27000);
    expect(shopOrderPayable(3, 33.33, 7)).toBe(92.99); // 99.99 * 0.93 = 92.9907
    expect(shopOrderPayable(1, 0.03, 50)).toBe(0.02); // 0.015 rounds up
    expect(shopOrderPayable(4, 250, 0)).toBe(1000);
  });

  it('rejects fractional or negative quantities', () => {
    expect(() => shopOrderAmount(1.5, 100)).toThrow(RangeError);
    expect(() => shopOrderPayable(-1, 100, 5)).toThrow(RangeError);
  });
});

describe('referralBonusKobo', () => {
  it('is 2% rounded half up to a kobo', () => {
    expect(referralBonusKobo(26000)).toBe(520);
    expect(referralBonusKobo(13000)).toBe(260);
    expect(referralBonusKobo(25)).toBe(1); // 0.5
    expect(referralBonusKobo(24)).toBe(0); // 0.48
  });
});

describe('depositChargeKobo', () => {
  it('applies each bank charge', () => {
    expect(depositChargeKobo('palmpay', 1_000_000)).toBe(4000);
    expect(depositChargeKobo('moniepoint', 1_000_000)).toBe(8500);
    expect(depositChargeKobo('wema', 1_000_000)).toBe(8500);
    expect(depositChargeKobo('wema', 12345)).toBe(105); // 104.9325
    expect(depositChargeKobo('palmpay', 125)).toBe(1); // 0.5
  });
});

describe('chargedText', () => {
  it('reads "You will be charged" then the amount in naira with two decimals', () => {
    expect(chargedText(1234.5)).toBe('You will be charged ₦1,234.50');
    expect(chargedText(98)).toBe('You will be charged ₦98.00');
    expect(chargedText(airtimeCharged(100.01, 2.5))).toBe('You will be charged ₦97.51');
  });
});
