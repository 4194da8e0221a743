import {
  AIRTIME,
  AIRTIME_TO_CASH,
  CABLE,
  DATA,
  EDUCATION,
  ELECTRICITY,
  PURCHASE_KINDS,
  electricityMinimum,
  guessNetwork,
  purchaseKind,
  toFieldErrorMap,
  validateMeterVerification,
  type FieldError,
} from './purchase-kinds';
import { eachMaps } from './testing/each-maps';
import { airtimeCharged, airtimeToCashReceive, electricityCharged } from './formulas';
import { PACKAGE_TYPE } from './constants';

type Step<T> = [breaks: Partial<T>, field: string, message: string];

/**
 * A kind's validator reports {field, message} in the given order: with steps i..n all broken,
 * step i fires; each step alone fires its own; the valid input gives null.
 */
function expectOrder<T extends object>(validate: (input: T) => FieldError | null, valid: NoInfer<T>, steps: Step<NoInfer<T>>[]) {
  expect(validate(valid)).toBeNull();
  steps.forEach(([, field, message], i) => {
    const broken = steps.slice(i).reduceRight<T>((input, [breaks]) => ({ ...input, ...breaks }), valid);
    expect(validate(broken)).toEqual({ field, message });
    expect(validate({ ...valid, ...steps[i]![0] })).toEqual({ field, message });
  });
}

describe('purchase kind descriptors', () => {
  it('has one descriptor per package type, each with its own route and slug', () => {
    expect(PURCHASE_KINDS.map((k) => k.packageType).sort()).toEqual(Object.values(PACKAGE_TYPE).sort());
    expect(new Set(PURCHASE_KINDS.map((k) => k.route)).size).toBe(6);
    expect(new Set(PURCHASE_KINDS.map((k) => k.slug)).size).toBe(6);
    expect(purchaseKind('cable').route).toBe('purchase-cable/');
    expect(() => purchaseKind('nope' as never)).toThrow(RangeError);
  });

  it('keeps the spec minimums, referral and settlement', () => {
    expect([AIRTIME.minimum, DATA.minimum, CABLE.minimum, ELECTRICITY.minimum, AIRTIME_TO_CASH.minimum]).toEqual([100, 10, 100, 500, 5000]);
    expect(PURCHASE_KINDS.filter((k) => k.referral).map((k) => k.key)).toEqual(['data']);
    expect(PURCHASE_KINDS.filter((k) => k.settlement === 'staff').map((k) => k.key)).toEqual(['airtimeToCash']);
    expect(ELECTRICITY.successHint).toBe('Please check your transaction history for your TOKEN CODE.');
  });
});

describe('airtime', () => {
  it('reports phone, amount, then network', () => {
    expectOrder(AIRTIME.validate, { package_id: 1, phone_number: '08012345678', amount: '100' }, [
      [{ phone_number: '' }, 'phone_number', 'Phone number is required'],
      [{ phone_number: '0801234567x' }, 'phone_number', 'Phone number is invalid'],
      [{ amount: '' }, 'amount', 'Amount is required'],
      [{ amount: '99' }, 'amount', 'Amount can not be less than ₦100'],
      [{ package_id: '' }, 'package_id', 'Please select a provider from the list'],
    ]);
  });

  it('takes ₦100 and refuses ₦99.99', () => {
    const input = { package_id: 'mtn', phone_number: '08012345678' };
    expect(AIRTIME.validate({ ...input, amount: 100 })).toBeNull();
    expect(AIRTIME.validate({ ...input, amount: 99.99 })?.message).toBe('Amount can not be less than ₦100');
    expect(AIRTIME.validate({ ...input, amount: 0 })?.message).toBe('Amount can not be less than ₦100');
  });

  it('charges the amount less the network discount, to two decimals', () => {
    expect(airtimeCharged(1000, 2)).toBe(980);
    expect(airtimeCharged(333, 2.5)).toBe(324.68);
  });
});

describe('data', () => {
  it('reports phone, amount, then provider', () => {
    expectOrder(DATA.validate, { package_id: 2, phone_number: '08012345678', amt: 10 }, [
      [{ phone_number: '' }, 'phone_number', 'Phone number is required!'],
      [{ phone_number: '080123456789' }, 'phone_number', 'Phone number is invalid'],
      [{ amt: undefined }, 'amt', 'Amount is required!'],
      [{ amt: 9.99 }, 'amt', 'Amount can not be less than ₦10'],
      [{ package_id: null }, 'package_id', 'Please select a provider from the list'],
    ]);
  });
});

describe('cable', () => {
  it('reports provider, smart card, plan, amount, then phone', () => {
    expectOrder(
      CABLE.validate,
      { package_id: 'DSTV', smart_no: '1234567890', variation_code: 'compact', amt: 100, phone_number: '08012345678' },
      [
        [{ package_id: '' }, 'package_id', 'Please select a provider from the list'],
        [{ smart_no: '' }, 'smart_no', 'Smart/IUC number required'],
        [{ variation_code: '' }, 'variation_code', 'Please select a plan from the list'],
        [{ amt: 99 }, 'amt', 'Amount can not be less than ₦100'],
        [{ phone_number: '' }, 'phone_number', 'Phone number is required!'],
        [{ phone_number: '+0801234567a' }, 'phone_number', 'Phone number is invalid'],
      ],
    );
  });

  it('needs no smart card (SHOWMAX) or plan (renewal) when the screen has none', () => {
    expect(CABLE.validate({ package_id: 9, amt: 2900, phone_number: '08012345678' })).toBeNull();
    expect(CABLE.validate({ package_id: 9, smart_no: '1234567890', amt: '', phone_number: '08012345678' })).toEqual({
      field: 'amt',
      message: 'Amount can not be less than ₦100',
    });
  });
});

describe('electricity', () => {
  it('verification reports meter number, then meter type', () => {
    expectOrder(validateMeterVerification, { meter_no: '45012345678', meter_type: 'prepaid' }, [
      [{ meter_no: '' }, 'meter_no', 'Meter Number is required'],
      [{ meter_type: '' }, 'meter_type', 'Select a meter type to continue'],
    ]);
  });

  it('purchase reports meter, phone, amount, then provider', () => {
    expectOrder(ELECTRICITY.validate, { package_id: 7, meter_no: '4501', meter_type: 'prepaid', phone_number: '08012345678', amount: 500 }, [
      [{ meter_no: '' }, 'meter_no', 'Meter Number is required'],
      [{ meter_type: '' }, 'meter_type', 'Select a meter type to continue'],
      [{ phone_number: '' }, 'phone_number', 'Phone number is required'],
      [{ phone_number: 'abc' }, 'phone_number', 'Phone number is invalid'],
      [{ amount: '' }, 'amount', 'Amount is required'],
      [{ amount: 499.99 }, 'amount', 'Amount can not be less than ₦500'],
      [{ package_id: undefined }, 'package_id', 'Please select a provider from the list'],
    ]);
  });

  it("uses the meter's own minimum when it is higher than ₦500", () => {
    expect(electricityMinimum(null)).toBe(500);
    expect(electricityMinimum(200)).toBe(500);
    expect(electricityMinimum(1500)).toBe(1500);
    const input = { package_id: 7, meter_no: '4501', meter_type: 'postpaid', phone_number: '08012345678', minimum: 1500 };
    expect(ELECTRICITY.validate({ ...input, amount: 1499 })).toEqual({ field: 'amount', message: 'Amount can not be less than ₦1500' });
    expect(ELECTRICITY.validate({ ...input, amount: 1500 })).toBeNull();
    expect(electricityCharged(1000, 1.5)).toBe(985);
  });
});

describe('result pins', () => {
  it('reports phone, provider, plan, quantity, then profile ID', () => {
    expectOrder(
      EDUCATION.validate,
      { package_id: 'waec', variation_code: 'waecdirect', quantity: 1, phone_number: '08012345678', profile_id: '1234567890' },
      [
        [{ phone_number: '' }, 'phone_number', 'Phone number is required'],
        [{ phone_number: '+080 123' }, 'phone_number', 'Phone number is invalid'],
        [{ package_id: '' }, 'package_id', 'Please select a provider from the list'],
        [{ variation_code: '' }, 'variation_code', 'Please select a plan from the list'],
        [{ quantity: 11 }, 'quantity', 'Quantity must be from 1 to 10'],
        [{ profile_id: ' ' }, 'profile_id', 'Profile ID is required'],
      ],
    );
  });

  it('takes 1 to 10 whole pins', () => {
    const input = { package_id: 1, variation_code: 'x', phone_number: '08012345678' };
    for (const quantity of [1, '10', 5]) expect(EDUCATION.validate({ ...input, quantity })).toBeNull();
    for (const quantity of [0, 11, 1.5, '', 'two']) expect(EDUCATION.validate({ ...input, quantity })?.field).toBe('quantity');
  });
});

describe('airtime to cash', () => {
  it('reports phone, amount, then network', () => {
    expectOrder(AIRTIME_TO_CASH.validate, { package_id: 'mtn', phone: '08012345678', amount_transferred: 5000 }, [
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ phone: '0801234567890' }, 'phone', 'Phone number is invalid'],
      [{ amount_transferred: '' }, 'amount_transferred', 'Amount is required'],
      [{ amount_transferred: 4999 }, 'amount_transferred', 'Amount can not be less than ₦5,000'],
      [{ package_id: '' }, 'package_id', 'Please select a provider from the list'],
    ]);
  });

  it('gives the amount less the commission, rounded up to a whole naira', () => {
    expect(airtimeToCashReceive(5000, 20)).toBe(4000);
    expect(airtimeToCashReceive(5001, 22)).toBe(3901);
    expect(airtimeToCashReceive(7777, 25)).toBe(5833);
  });
});

describe('toFieldErrorMap', () => {
  it("shapes a failure like the server's data map", () => {
    expect(toFieldErrorMap({ field: 'amt', message: 'x' })).toEqual({ amt: ['x'] });
    expect(toFieldErrorMap(null)).toEqual({});
  });
});

describe('guessNetwork', () => {
  eachMaps(guessNetwork, [
    ['08031234567', 'MTN'],
    ['07061234567', 'MTN'],
    ['09161234567', 'MTN'],
    ['07025123456', 'MTN'],
    ['08021234567', 'Airtel'],
    ['07011234567', 'Airtel'],
    ['09071234567', 'Airtel'],
    ['08051234567', 'Glo'],
    ['08111234567', 'Glo'],
    ['09051234567', 'Glo'],
    ['08091234567', '9mobile'],
    ['09081234567', '9mobile'],
    ['+2348181234567', '9mobile'],
    ['2348021234567', 'Airtel'],
  ], '%s is %s');

  it('says nothing for unknown or too-short numbers', () => {
    expect(guessNetwork('0700')).toBeNull();
    expect(guessNetwork('080')).toBeNull();
    expect(guessNetwork('')).toBeNull();
    expect(guessNetwork('12345678901')).toBeNull();
  });
});
