import { PRODUCT } from './ui-messages';
import { type FieldValue, isBlank, isValidEmail, isValidRegisterPhone } from './validation';

/*
 * ADR 0025: the people, smart cards and meters a customer pays, saved with a
 * name. The API and the web app check them with these rules and say these words.
 */

export const BENEFICIARY_KINDS = ['phone', 'smart_card', 'meter', 'email'] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

export const isBeneficiaryKind = (value: unknown): value is BeneficiaryKind =>
  typeof value === 'string' && (BENEFICIARY_KINDS as readonly string[]).includes(value);

export const BENEFICIARY_LIMITS = {
  /** Saved beneficiaries per customer. */
  max: 50,
  nameMaxLength: 40,
};

const CARD_OR_METER = /^\d{6,20}$/;

export const BENEFICIARY_MESSAGES = {
  kindInvalid: 'Choose what to save: a phone number, a smart card, a meter or an e-mail.',
  nameRequired: 'Give this beneficiary a name.',
  nameTooLong: `A name has at most ${BENEFICIARY_LIMITS.nameMaxLength} characters.`,
  valueRequired: 'Enter the number or e-mail to save.',
  valueInvalid: {
    phone: 'Enter a Nigerian phone number: 0 and 10 digits, e.g. 08031234567.',
    smart_card: 'A smart card / IUC number is 6 to 20 digits.',
    meter: 'A meter number is 6 to 20 digits.',
    email: 'Enter a valid e-mail address.',
  } satisfies Record<BeneficiaryKind, string>,
  tooMany: `You can save at most ${BENEFICIARY_LIMITS.max} beneficiaries. Delete one in Settings to save another.`,
  alreadySaved: (name: string) => `Already saved as “${name}”.`,
  notFound: 'This beneficiary is not saved (it may have been deleted).',
  saved: (name: string) => `Saved “${name}” as a beneficiary.`,
  renamed: 'Beneficiary renamed.',
  deleted: 'Beneficiary deleted.',
  listed: 'Beneficiaries fetched successfully',
  /** Labels of the picker and the Settings section. */
  ui: {
    pickerLabel: 'Saved beneficiaries',
    saveToggle: 'Save as beneficiary',
    nameLabel: 'Beneficiary name',
    saveButton: 'Save beneficiary',
    settingsTitle: 'Saved beneficiaries',
    empty: 'No saved beneficiaries yet. Tick “Save as beneficiary” on a payment form to add one.',
    loadFailed: 'Saved beneficiaries could not be loaded.',
    kindLabels: { phone: 'Phone', smart_card: 'Smart card', meter: 'Meter', email: 'E-mail' } satisfies Record<BeneficiaryKind, string>,
  },
};

/** A value as stored: trimmed; an e-mail lower-cased; a +234 phone written 0XXXXXXXXXX. */
export function normalizeBeneficiaryValue(kind: BeneficiaryKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'email') return trimmed.toLowerCase();
  if (kind === 'phone' && /^\+234\d{10}$/.test(trimmed)) return `0${trimmed.slice(4)}`;
  return trimmed;
}

export function isValidBeneficiaryValue(kind: BeneficiaryKind, value: string): boolean {
  switch (kind) {
    case 'phone':
      return isValidRegisterPhone(value) && !value.startsWith('+');
    case 'smart_card':
    case 'meter':
      return CARD_OR_METER.test(value);
    case 'email':
      return isValidEmail(value);
  }
}

export interface BeneficiaryInput {
  kind?: FieldValue;
  value?: FieldValue;
  name?: FieldValue;
}

export function beneficiaryNameError(name: FieldValue): string | null {
  if (isBlank(name)) return BENEFICIARY_MESSAGES.nameRequired;
  if (String(name).trim().length > BENEFICIARY_LIMITS.nameMaxLength) return BENEFICIARY_MESSAGES.nameTooLong;
  return null;
}

/** Every field at fault, by wire field name (empty when valid). */
export function beneficiaryFieldErrors(input: BeneficiaryInput): Partial<Record<'kind' | 'value' | 'name', string[]>> {
  const errors: Partial<Record<'kind' | 'value' | 'name', string[]>> = {};
  const name = beneficiaryNameError(input.name);
  if (name) errors.name = [name];
  if (!isBeneficiaryKind(input.kind)) {
    errors.kind = [BENEFICIARY_MESSAGES.kindInvalid];
    return errors;
  }
  if (isBlank(input.value)) errors.value = [BENEFICIARY_MESSAGES.valueRequired];
  else if (!isValidBeneficiaryValue(input.kind, normalizeBeneficiaryValue(input.kind, String(input.value))))
    errors.value = [BENEFICIARY_MESSAGES.valueInvalid[input.kind]];
  return errors;
}

/*
 * The customer's sessions, and the e-mail of a sign-in from a new device.
 */
export const SESSION_MESSAGES = {
  listed: 'Sessions fetched successfully',
  ended: 'Signed out of that session.',
  endedOthers: (count: number) => (count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`),
  notFound: 'This session has already ended.',
  newDeviceMailSubject: `New sign-in to your ${PRODUCT.name} account`,
  ui: {
    title: 'Devices and sessions',
    thisDevice: 'This device',
    signOut: 'Sign out',
    signOutOthers: 'Sign out of all other devices',
    lastSeen: 'Last seen',
    signedIn: 'Signed in',
    empty: 'No other sessions.',
    loadFailed: 'Sessions could not be loaded.',
    unknownBrowser: 'Unknown browser',
    unknownOs: 'unknown system',
  },
};
