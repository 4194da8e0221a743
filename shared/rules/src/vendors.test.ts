import { VENDOR_MESSAGES, vendorAmountProblem, vendorPriceTextProblem, vendorRateTextProblem } from './vendors';

describe('vendor prices (ADR 0026)', () => {
  it('a vendor price is above zero and not above the customers’ price', () => {
    expect(vendorAmountProblem(26000, 26000)).toBeNull();
    expect(vendorAmountProblem(25999, 26000)).toBeNull();
    expect(vendorAmountProblem(26001, 26000)).toBe(VENDOR_MESSAGES.vendorPriceAboveCustomer);
    expect(vendorAmountProblem(0, 26000)).toBe(VENDOR_MESSAGES.vendorPriceInvalid);
    expect(vendorAmountProblem(null, 26000)).toBe(VENDOR_MESSAGES.vendorPriceInvalid);
  });

  it('checks a typed vendor price against a customers’ price in naira', () => {
    expect(vendorPriceTextProblem('250.5', 260)).toBeNull();
    expect(vendorPriceTextProblem('260.01', 260)).toBe(VENDOR_MESSAGES.vendorPriceAboveCustomer);
    expect(vendorPriceTextProblem('250.555', 260)).toBe(VENDOR_MESSAGES.vendorPriceInvalid);
    expect(vendorPriceTextProblem('abc', 260)).toBe(VENDOR_MESSAGES.vendorPriceInvalid);
  });

  it('a vendor discount is empty (the customers’ rate) or 0 to 99.99 with two decimals at most', () => {
    expect(vendorRateTextProblem('')).toBeNull();
    expect(vendorRateTextProblem('4.5')).toBeNull();
    expect(vendorRateTextProblem('99.99')).toBeNull();
    expect(vendorRateTextProblem('100')).toBe(VENDOR_MESSAGES.vendorRateInvalid);
    expect(vendorRateTextProblem('1.234')).toBe(VENDOR_MESSAGES.vendorRateInvalid);
    expect(vendorRateTextProblem('-1')).toBe(VENDOR_MESSAGES.vendorRateInvalid);
  });
});
