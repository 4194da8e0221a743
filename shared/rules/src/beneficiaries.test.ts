import { BENEFICIARY_MESSAGES as M, beneficiaryFieldErrors, isValidBeneficiaryValue, normalizeBeneficiaryValue } from './beneficiaries';

describe('beneficiary rules', () => {
  it('takes a Nigerian phone number, written 0XXXXXXXXXX', () => {
    expect(normalizeBeneficiaryValue('phone', ' +2348031234567 ')).toBe('08031234567');
    expect(isValidBeneficiaryValue('phone', '08031234567')).toBe(true);
    expect(isValidBeneficiaryValue('phone', '8031234567')).toBe(false);
    expect(isValidBeneficiaryValue('phone', '+447700900123')).toBe(false);
  });

  it('takes a smart card or meter of 6 to 20 digits and an e-mail in lower case', () => {
    expect(isValidBeneficiaryValue('meter', '45031234567')).toBe(true);
    expect(isValidBeneficiaryValue('smart_card', '12345')).toBe(false);
    expect(isValidBeneficiaryValue('meter', '4503-1234')).toBe(false);
    expect(normalizeBeneficiaryValue('email', ' Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('names every field at fault', () => {
    expect(beneficiaryFieldErrors({ kind: 'phone', value: '08031234567', name: 'Mum' })).toEqual({});
    expect(beneficiaryFieldErrors({ kind: 'meter', value: '', name: ' ' })).toEqual({ name: [M.nameRequired], value: [M.valueRequired] });
    expect(beneficiaryFieldErrors({ kind: 'nope', value: 'x', name: 'X' })).toEqual({ kind: [M.kindInvalid] });
  });
});
