import { BVN_NIN_LENGTH, LIMITS, PHONE_MAX_LENGTH, bankByKey, isBankKey } from './constants';
import { MESSAGES } from './messages';

/*
 * Client validation rules of the spec (section 5). Each `validateX` returns the first failing
 * message in the spec's order (screen order where the spec is silent), or null when valid.
 * Form values arrive as strings (inputs) or numbers/ids (selects), hence `FieldValue`.
 */

export type FieldValue = string | number | null | undefined;

const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
const PHONE_PATTERN = /^\+?\d+$/;
const REGISTER_PHONE_PATTERN = /^\+?0\d{10}$/;

export function isBlank(value: FieldValue): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Phone fields everywhere: an optional leading plus, then digits only, 11 characters at most. */
export function isValidPhone(phone: string): boolean {
  return phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

/**
 * A whole Nigerian mobile number written 0XXXXXXXXXX, from 08031234567, 2348031234567 or
 * +2348031234567 (spaces and dashes ignored); null for anything else (part of a number, a meter).
 */
export function localPhoneNumber(value: string): string | null {
  const digits = value.trim().replace(/[\s-]/g, '');
  const local = /^(?:\+?234|0)([789]\d{9})$/.exec(digits);
  return local ? `0${local[1]}` : null;
}

/** Registration: an optional plus, 0, then 10 digits (e.g. 07012345678). */
export function isValidRegisterPhone(phone: string): boolean {
  return REGISTER_PHONE_PATTERN.test(phone.trim());
}

/** A form amount as a number, or null when empty or not a number. */
export function parseAmount(amount: FieldValue): number | null {
  if (isBlank(amount)) return null;
  const value = Number(String(amount).trim());
  return Number.isFinite(value) ? value : null;
}

/** The "disabled when empty, 0 or under N" button rule. */
export function isButtonEnabledForAmount(amount: FieldValue, min: number): boolean {
  const value = parseAmount(amount);
  return value !== null && value > 0 && value >= min;
}

export type Check = () => string | null | false;

/** Runs checks in order and returns the first message. */
export function firstFailure(...checks: Check[]): string | null {
  for (const check of checks) {
    const message = check();
    if (message) return message;
  }
  return null;
}

export const required = (value: FieldValue, message: string): Check => () => isBlank(value) && message;

export const phoneChecks = (phone: FieldValue, requiredMessage: string): Check[] => [
  required(phone, requiredMessage),
  () => !isValidPhone(String(phone).trim()) && MESSAGES.phone.invalid,
];

/** Amount required (when the form has such a message), then at least `min`. */
export const amountChecks = (amount: FieldValue, min: number, tooLow: string, requiredMessage?: string): Check[] => [
  () => requiredMessage !== undefined && parseAmount(amount) === null && requiredMessage,
  () => !isButtonEnabledForAmount(amount, min) && tooLow,
];

export function validateNewsletter(input: { email: FieldValue }): string | null {
  return firstFailure(required(input.email, MESSAGES.newsletter.emailRequired));
}

export function validateLogin(input: { email: FieldValue; password: FieldValue }): string | null {
  const password = input.password ?? '';
  return firstFailure(() => (isBlank(input.email) || String(password) === '') && MESSAGES.login.invalid);
}

/** The sign-in button looks disabled while either field is empty. */
export function isLoginReady(input: { email: FieldValue; password: FieldValue }): boolean {
  return validateLogin(input) === null;
}

export function validatePasswordResetRequest(input: { email: FieldValue }): string | null {
  return firstFailure(required(input.email, MESSAGES.passwordReset.emailRequired));
}

export interface RegisterInput {
  first_name: FieldValue;
  last_name: FieldValue;
  email: FieldValue;
  password: FieldValue;
  phone_no: FieldValue;
  referral?: FieldValue;
}

export type RegisterField = Exclude<keyof RegisterInput, 'referral'>;

function registerFieldMessage(input: RegisterInput, field: RegisterField): string | null {
  const m = MESSAGES.register;
  switch (field) {
    case 'first_name':
      return firstFailure(required(input.first_name, m.firstNameRequired));
    case 'last_name':
      return firstFailure(required(input.last_name, m.lastNameRequired));
    case 'email':
      return firstFailure(
        required(input.email, m.emailRequired),
        () => !isValidEmail(String(input.email)) && m.emailInvalid,
      );
    case 'password':
      return firstFailure(required(input.password, m.passwordRequired));
    case 'phone_no':
      return firstFailure(
        required(input.phone_no, m.phoneRequired),
        () => !isValidRegisterPhone(String(input.phone_no)) && m.phoneInvalid,
      );
  }
}

const REGISTER_FIELDS: readonly RegisterField[] = ['first_name', 'last_name', 'email', 'password', 'phone_no'];

export function validateRegister(input: RegisterInput): string | null {
  return firstFailure(...REGISTER_FIELDS.map((field) => () => registerFieldMessage(input, field)));
}

/** Every failing register field, shaped like the server's per-field `data` map. */
export function registerFieldErrors(input: RegisterInput): Partial<Record<RegisterField, string[]>> {
  const errors: Partial<Record<RegisterField, string[]>> = {};
  for (const field of REGISTER_FIELDS) {
    const message = registerFieldMessage(input, field);
    if (message) errors[field] = [message];
  }
  return errors;
}

export function validateResetPassword(input: { new_password: FieldValue }): string | null {
  return firstFailure(required(input.new_password, MESSAGES.resetPassword.newPasswordRequired));
}

export function validateOrder(input: { phone: FieldValue; amount: FieldValue; quantity: FieldValue }): string | null {
  const m = MESSAGES.order;
  return firstFailure(
    ...phoneChecks(input.phone, m.phoneRequired),
    () => !isButtonEnabledForAmount(input.amount, 0) && m.amountRequired,
    () => {
      const quantity = parseAmount(input.quantity);
      return (quantity === null || !Number.isInteger(quantity) || quantity < 1) && m.quantityTooLow;
    },
  );
}

export function validateCardFunding(input: { amount: FieldValue }): string | null {
  return firstFailure(...amountChecks(input.amount, LIMITS.minCardFunding, MESSAGES.cardFunding.amountTooLow));
}

export interface VirtualAccountInput {
  bank: FieldValue;
  account_name: FieldValue;
  bvn?: FieldValue;
  nin?: FieldValue;
  /** The customer has a verified BVN or NIN on file: the bank's number may be left out (it is used instead). */
  identityOnFile?: boolean;
}

/**
 * Palmpay needs an 11-character BVN; Moniepoint and Wema an 11-character NIN, unless the customer's
 * verified BVN or NIN is on file (then a number given must still be 11 digits).
 */
export function validateVirtualAccount(input: VirtualAccountInput): string | null {
  const m = MESSAGES.virtualAccount;
  const bank = input.bank;
  if (!isBankKey(bank)) return m.bankRequired;
  const identity = bankByKey(bank).identity;
  const identityValue = String(input[identity] ?? '').trim();
  const optional = input.identityOnFile === true && identityValue === '';
  return firstFailure(
    required(input.account_name, m.accountNameRequired),
    () => !optional && !isValidIdentityNumber(identityValue) && (identity === 'bvn' ? m.bvnInvalid : m.ninInvalid),
  );
}

/** A BVN or NIN: exactly 11 digits. */
export function isValidIdentityNumber(value: string): boolean {
  return value.length === BVN_NIN_LENGTH && /^\d+$/.test(value);
}

/** The wire field a virtual-account refusal belongs to (create-virtual-account/). */
export function virtualAccountFieldErrors(input: VirtualAccountInput): Record<string, string[]> {
  const message = validateVirtualAccount(input);
  if (!message) return {};
  const m = MESSAGES.virtualAccount;
  const field =
    message === m.bankRequired ? 'bank_name' : message === m.accountNameRequired ? 'account_name' : message === m.bvnInvalid ? 'bvn' : 'nin';
  return { [field]: [message] };
}

export function validateWalletTransfer(input: { email: FieldValue; amount: FieldValue }): string | null {
  const m = MESSAGES.walletTransfer;
  return firstFailure(
    required(input.email, m.emailRequired),
    ...amountChecks(input.amount, LIMITS.minWalletTransfer, m.amountTooLow),
  );
}

export function validateBonusTransfer(input: { amount: FieldValue }): string | null {
  return firstFailure(...amountChecks(input.amount, LIMITS.minBonusTransfer, MESSAGES.bonusTransfer.amountTooLow));
}

/** Field errors of transfer-to-user/ in the wire's field names (every field at fault). */
export function walletTransferFieldErrors(input: { email: FieldValue; amount: FieldValue }): Record<string, string[]> {
  const m = MESSAGES.walletTransfer;
  const errors: Record<string, string[]> = {};
  if (isBlank(input.email)) errors.email = [m.emailRequired];
  const amount = firstFailure(...amountChecks(input.amount, LIMITS.minWalletTransfer, m.amountTooLow));
  if (amount) errors.amount = [amount];
  return errors;
}

/** Every failing field's first message, by field name: a form shows each under its field. */
export function fieldFailures<F extends string>(checks: Record<F, Check[]>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = firstFailure(...checks[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first message of a field map, in its fields' order (the spec's order). */
const firstOf = (errors: Partial<Record<string, string>>): string | null => Object.values(errors).find(Boolean) ?? null;

type ProfileInput = { first_name: FieldValue; last_name: FieldValue };
type BankInput = { account_name: FieldValue; account_number: FieldValue; bank_name: FieldValue };
type ChangePasswordInput = { old_password: FieldValue; new_password: FieldValue };

export function profileFieldErrors(input: ProfileInput): Partial<Record<keyof ProfileInput, string>> {
  const m = MESSAGES.profile;
  return fieldFailures({ first_name: [required(input.first_name, m.firstNameRequired)], last_name: [required(input.last_name, m.lastNameRequired)] });
}

export function validateProfile(input: ProfileInput): string | null {
  return firstOf(profileFieldErrors(input));
}

export function bankFieldErrors(input: BankInput): Partial<Record<keyof BankInput, string>> {
  const m = MESSAGES.bank;
  return fieldFailures({
    account_name: [required(input.account_name, m.accountNameRequired)],
    account_number: [required(input.account_number, m.accountNumberRequired)],
    bank_name: [required(input.bank_name, m.bankNameRequired)],
  });
}

export function validateBank(input: BankInput): string | null {
  return firstOf(bankFieldErrors(input));
}

export function changePasswordFieldErrors(input: ChangePasswordInput): Partial<Record<keyof ChangePasswordInput, string>> {
  const m = MESSAGES.changePassword;
  return fieldFailures({
    old_password: [required(input.old_password, m.oldPasswordRequired)],
    new_password: [required(input.new_password, m.newPasswordRequired)],
  });
}

export function validateChangePassword(input: ChangePasswordInput): string | null {
  return firstOf(changePasswordFieldErrors(input));
}

export interface ContactInput {
  full_name: FieldValue;
  email: FieldValue;
  phone_number: FieldValue;
  message: FieldValue;
}

export type ContactField = keyof ContactInput;

const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'phone_number', 'message'];

function contactFieldMessage(input: ContactInput, field: ContactField): string | null {
  const m = MESSAGES.contact;
  switch (field) {
    case 'full_name':
      return firstFailure(required(input.full_name, m.fullNameRequired));
    case 'email':
      return firstFailure(required(input.email, m.emailRequired));
    case 'phone_number':
      return firstFailure(...phoneChecks(input.phone_number, m.phoneRequired));
    case 'message':
      return firstFailure(required(input.message, m.messageRequired));
  }
}

export function validateContact(input: ContactInput): string | null {
  return firstFailure(...CONTACT_FIELDS.map((field) => () => contactFieldMessage(input, field)));
}

/** Every failing contact field, shaped like the server's contact-us `data` object. */
export function contactFieldErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const message = contactFieldMessage(input, field);
    if (message) errors[field] = message;
  }
  return errors;
}
