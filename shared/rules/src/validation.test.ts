import {
  isValidIdentityNumber,
  virtualAccountFieldErrors,
  walletTransferFieldErrors,
  contactFieldErrors,
  isBlank,
  isButtonEnabledForAmount,
  isLoginReady,
  isValidEmail,
  isValidPhone,
  isValidRegisterPhone,
  localPhoneNumber,
  parseAmount,
  registerFieldErrors,
  validateBank,
  bankFieldErrors,
  changePasswordFieldErrors,
  profileFieldErrors,
  validateBonusTransfer,
  validateCardFunding,
  validateChangePassword,
  validateContact,
  validateLogin,
  validateNewsletter,
  validateOrder,
  validatePasswordResetRequest,
  validateProfile,
  validateRegister,
  validateResetPassword,
  validateVirtualAccount,
  validateWalletTransfer,
} from './validation';
import { MESSAGES } from './messages';

type Step<T> = [breaks: Partial<T>, message: string];

/**
 * Checks that a validator reports its messages in the given order: with steps i..n all broken,
 * message i fires (earlier steps win when they break the same field); each step alone fires its
 * own message; the valid input gives null.
 */
function expectOrder<T extends object>(
  validate: (input: T) => string | null,
  valid: NoInfer<T>,
  steps: Step<NoInfer<T>>[],
): void {
  expect(validate(valid)).toBeNull();
  steps.forEach(([, message], i) => {
    const broken = steps.slice(i).reduceRight<T>((input, [breaks]) => ({ ...input, ...breaks }), valid);
    expect(validate(broken)).toBe(message);
    expect(validate({ ...valid, ...steps[i]![0] })).toBe(message);
  });
}

describe('isValidEmail', () => {
  it.each(['a@b.co', 'john.doe_1-x@mail.example.com', 'A@B.INFO', 'x@y.ng'])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.abcde', 'a+b@c.com', 'a b@c.com', '@b.com', 'a@b.c0m'])(
    'rejects %p',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('isValidPhone', () => {
  it.each(['08012345678', '+2348012345', '0', '12345678901'])('accepts %p', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['080123456789', '+23480123456', '0801234567a', '0801 234567', '++0801', '+', '', '080-1234567'])(
    'rejects %p',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('isValidRegisterPhone', () => {
  it.each(['07012345678', '08012345678', '+08012345678'])('accepts %p', (phone) => {
    expect(isValidRegisterPhone(phone)).toBe(true);
  });
  it.each(['0701234567', '070123456789', '17012345678', '+2348012345678', '0701234567x', ''])('rejects %p', (phone) => {
    expect(isValidRegisterPhone(phone)).toBe(false);
  });
});

describe('localPhoneNumber', () => {
  it.each([
    ['08031234567', '08031234567'],
    ['2348031234567', '08031234567'],
    ['+234 803 123 4567', '08031234567'],
    [' 0903-123-4567 ', '09031234567'],
  ])('writes %p as %p', (value, local) => {
    expect(localPhoneNumber(value)).toBe(local);
  });
  it.each(['9990003', '0803123456', '080312345678', '1029384756', '06031234567', '+4478031234567', 'TRX08031234567', ''])('is null for %p', (value) => {
    expect(localPhoneNumber(value)).toBeNull();
  });
});

describe('parseAmount and isBlank', () => {
  it('reads form values', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount(0)).toBe(0);
    expect(isBlank(0)).toBe(false);
    expect(isBlank(' ')).toBe(true);
  });
});

describe('isButtonEnabledForAmount', () => {
  it.each([
    ['', 1000, false],
    [null, 1000, false],
    [0, 1000, false],
    ['0', 0, false],
    [999.99, 1000, false],
    [1000, 1000, true],
    ['1000', 1000, true],
    [1000.1, 1000, true],
    [0.1, 0, true],
  ] as const)('%p against %p -> %p', (amount, min, enabled) => {
    expect(isButtonEnabledForAmount(amount, min)).toBe(enabled);
  });
});

describe('newsletter, login, password reset', () => {
  it('newsletter needs an email', () => {
    expectOrder(validateNewsletter, { email: 'a@b.co' }, [[{ email: '' }, 'Email is required']]);
  });

  it('login needs a trimmed email and a password', () => {
    expectOrder(validateLogin, { email: 'a@b.co', password: 'secret' }, [
      [{ email: '   ' }, 'Invalid Login'],
      [{ password: '' }, 'Invalid Login'],
    ]);
    expect(isLoginReady({ email: 'a@b.co', password: '' })).toBe(false);
    expect(isLoginReady({ email: 'a@b.co', password: 'x' })).toBe(true);
  });

  it('password reset request needs an email', () => {
    expectOrder(validatePasswordResetRequest, { email: 'a@b.co' }, [[{ email: '' }, 'Email is required!']]);
  });

  it('reset password needs the new password', () => {
    expectOrder(validateResetPassword, { new_password: 'n3w' }, [[{ new_password: '' }, 'New Password is required']]);
  });
});

describe('register', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    password: 'secret',
    phone_no: '08012345678',
  };
  const phoneInvalid =
    'Invalid phone number, the format allowed e.g 07012345678, 08012345678 and 11 digits only';

  it('reports in the spec order', () => {
    expectOrder(validateRegister, valid, [
      [{ first_name: '' }, 'First name field is required'],
      [{ last_name: ' ' }, 'Last name field is required'],
      [{ email: '' }, 'Email field is required'],
      [{ email: 'ada@example' }, 'Invalid email address'],
      [{ password: '' }, 'Password field is required'],
      [{ phone_no: '' }, 'Phone number field is required'],
      [{ phone_no: '8012345678' }, phoneInvalid],
    ]);
  });

  it('takes the referral as optional', () => {
    expect(validateRegister({ ...valid, referral: '' })).toBeNull();
    expect(validateRegister({ ...valid, referral: 'ada' })).toBeNull();
  });

  it('lists every failing field for the server data map', () => {
    expect(registerFieldErrors(valid)).toEqual({});
    expect(
      registerFieldErrors({ first_name: '', last_name: 'Obi', email: 'bad', password: '', phone_no: '123' }),
    ).toEqual({
      first_name: ['First name field is required'],
      email: ['Invalid email address'],
      password: ['Password field is required'],
      phone_no: [phoneInvalid],
    });
  });
});

describe('order', () => {
  it('reports phone, amount, then quantity', () => {
    expectOrder(validateOrder, { phone: '08012345678', amount: 15000, quantity: 1 }, [
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: 'x' }, 'Phone number is invalid'],
      [{ amount: 0 }, 'Amount is required'],
      [{ quantity: 0 }, 'Quantity can not be less than 1'],
    ]);
  });

  it('refuses empty amounts and fractional quantities', () => {
    const valid = { phone: '08012345678', amount: 1, quantity: '2' };
    expect(validateOrder(valid)).toBeNull();
    expect(validateOrder({ ...valid, amount: '' })).toBe('Amount is required');
    expect(validateOrder({ ...valid, quantity: 1.5 })).toBe('Quantity can not be less than 1');
    expect(validateOrder({ ...valid, quantity: '' })).toBe('Quantity can not be less than 1');
  });
});

describe('card funding and transfers', () => {
  it.each([
    ['card funding', validateCardFunding],
    ['bonus transfer', validateBonusTransfer],
  ])('%s refuses under ₦1000', (_name, validate) => {
    expect(validate({ amount: 1000 })).toBeNull();
    expect(validate({ amount: '1000.5' })).toBeNull();
    expect(validate({ amount: 999.99 })).toBe('Amount can not be less than ₦1000');
    expect(validate({ amount: 0 })).toBe('Amount can not be less than ₦1000');
    expect(validate({ amount: '' })).toBe('Amount can not be less than ₦1000');
  });

  it('wallet transfer reports email, then amount', () => {
    expectOrder(validateWalletTransfer, { email: 'friend@example.com', amount: 1000 }, [
      [{ email: '' }, 'Email address is required'],
      [{ amount: 999 }, 'Amount can not be less than ₦1000'],
    ]);
  });
});

describe('virtual account', () => {
  it('needs a known bank, the account name, then the BVN for Palmpay', () => {
    expectOrder(validateVirtualAccount, { bank: 'palmpay', account_name: 'Ada Obi', bvn: '22212345678' }, [
      [{ bank: 'gtbank' }, 'Please select a bank from the list'],
      [{ account_name: '' }, 'Account name is required'],
      [{ bvn: '2221234567' }, 'BVN must be exactly 11 characters'],
    ]);
    expect(validateVirtualAccount({ bank: 'palmpay', account_name: 'Ada', nin: '12345678901' })).toBe(
      'BVN must be exactly 11 characters',
    );
    expect(validateVirtualAccount({ bank: 'palmpay', account_name: 'Ada', bvn: '222123456789' })).toBe(
      'BVN must be exactly 11 characters',
    );
  });

  it.each(['moniepoint', 'wema'])('needs an NIN of exactly 11 characters for %s', (bank) => {
    expect(validateVirtualAccount({ bank, account_name: 'Ada', nin: '12345678901' })).toBeNull();
    expect(validateVirtualAccount({ bank, account_name: 'Ada', bvn: '12345678901' })).toBe(
      'NIN must be exactly 11 characters',
    );
    expect(validateVirtualAccount({ bank, account_name: 'Ada', nin: '1234567890' })).toBe(
      'NIN must be exactly 11 characters',
    );
  });

  it('with a verified BVN or NIN on file the number may be left out, but one given is still checked', () => {
    expect(validateVirtualAccount({ bank: 'palmpay', account_name: 'Ada', identityOnFile: true })).toBeNull();
    expect(validateVirtualAccount({ bank: 'wema', account_name: 'Ada', nin: ' ', identityOnFile: true })).toBeNull();
    expect(validateVirtualAccount({ bank: 'wema', account_name: 'Ada', nin: '123', identityOnFile: true })).toBe('NIN must be exactly 11 characters');
    expect(validateVirtualAccount({ bank: 'wema', account_name: '', identityOnFile: true })).toBe('Account name is required');
    expect(validateVirtualAccount({ bank: 'wema', account_name: 'Ada', identityOnFile: false })).toBe('NIN must be exactly 11 characters');
  });
});

describe('profile, bank, change password', () => {
  it('profile reports first then last name', () => {
    expectOrder(validateProfile, { first_name: 'Ada', last_name: 'Obi' }, [
      [{ first_name: '' }, 'First Name is required!'],
      [{ last_name: '' }, 'Last Name is required!'],
    ]);
  });

  it('bank reports account name, number, then bank name', () => {
    expectOrder(validateBank, { account_name: 'Ada Obi', account_number: '0123456789', bank_name: 'GTBank' }, [
      [{ account_name: '' }, 'Account Name is required!'],
      [{ account_number: '' }, 'Account Number is required!'],
      [{ bank_name: '' }, 'Bank Name is required!'],
    ]);
  });

  it('change password reports old then new password', () => {
    expectOrder(validateChangePassword, { old_password: 'old', new_password: 'new' }, [
      [{ old_password: '' }, 'Old password is required!'],
      [{ new_password: '' }, 'New password is required!'],
    ]);
  });
  it('names every field at fault, each with its own message (shown under the field)', () => {
    expect(profileFieldErrors({ first_name: ' ', last_name: '' })).toEqual({
      first_name: 'First Name is required!',
      last_name: 'Last Name is required!',
    });
    expect(profileFieldErrors({ first_name: 'Ada', last_name: 'Obi' })).toEqual({});
    expect(bankFieldErrors({ account_name: 'Ada', account_number: '', bank_name: '' })).toEqual({
      account_number: 'Account Number is required!',
      bank_name: 'Bank Name is required!',
    });
    expect(changePasswordFieldErrors({ old_password: '', new_password: 'x' })).toEqual({ old_password: 'Old password is required!' });
  });
});

describe('contact', () => {
  const valid = { full_name: 'Ada Obi', email: 'ada@example.com', phone_number: '08012345678', message: 'Hello' };

  it('reports full name, email, phone, then message', () => {
    expectOrder(validateContact, valid, [
      [{ full_name: '' }, 'Full name is required'],
      [{ email: '' }, 'Email is required'],
      [{ phone_number: '' }, 'Phone number is required'],
      [{ phone_number: '0801-234' }, 'Phone number is invalid'],
      [{ message: '' }, 'Message is required'],
    ]);
  });

  it('lists every failing field', () => {
    expect(contactFieldErrors(valid)).toEqual({});
    expect(contactFieldErrors({ full_name: '', email: '', phone_number: 'abc', message: 'Hi' })).toEqual({
      full_name: 'Full name is required',
      email: 'Email is required',
      phone_number: 'Phone number is invalid',
    });
  });
});

describe('wallet field errors (the wire field of each message)', () => {
  it('a BVN or NIN is exactly 11 digits', () => {
    expect(['12345678901', '1234567890', '123456789012', '1234567890a', ' 2345678901'].map(isValidIdentityNumber)).toEqual([
      true, false, false, false, false,
    ]);
  });

  it('create-virtual-account/ names the field at fault', () => {
    const m = MESSAGES.virtualAccount;
    expect(virtualAccountFieldErrors({ bank: 'gtb', account_name: 'A' })).toEqual({ bank_name: [m.bankRequired] });
    expect(virtualAccountFieldErrors({ bank: 'wema', account_name: ' ', nin: '12345678901' })).toEqual({ account_name: [m.accountNameRequired] });
    expect(virtualAccountFieldErrors({ bank: 'palmpay', account_name: 'A', bvn: '1234' })).toEqual({ bvn: [m.bvnInvalid] });
    expect(virtualAccountFieldErrors({ bank: 'moniepoint', account_name: 'A', nin: '1234567890x' })).toEqual({ nin: [m.ninInvalid] });
    expect(virtualAccountFieldErrors({ bank: 'wema', account_name: 'A', nin: '12345678901' })).toEqual({});
  });

  it('transfer-to-user/ reports every field at fault', () => {
    const m = MESSAGES.walletTransfer;
    expect(walletTransferFieldErrors({ email: '', amount: '999.9' })).toEqual({ email: [m.emailRequired], amount: [m.amountTooLow] });
    expect(walletTransferFieldErrors({ email: 'a@b.co', amount: 1000 })).toEqual({});
  });
});
