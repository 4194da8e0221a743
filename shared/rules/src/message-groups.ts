// The groups of MESSAGES (messages.ts): every user-facing message of the spec (sections 2, 4, 5
// and 8), copied exactly, typos included. Entries marked "not in spec" fill a gap the spec
// leaves (a rule without a text).
import { LIMITS } from './constants';
import { groupThousands } from './money';

/** The spec writes ₦5,000 with a separator but ₦1000, ₦500, ₦100 and ₦10 without one. */
function amountBelow(limitNaira: number, grouped = false): string {
  return `Amount can not be less than ₦${grouped ? groupThousands(String(limitNaira)) : limitNaira}`;
}

const PROVIDER_REQUIRED = 'Please select a provider from the list';
const PLAN_REQUIRED = 'Please select a plan from the list'; // not in spec

export const newsletter = {
  emailRequired: 'Email is required',
  signUp: 'SignUp',
} as const;

export const login = {
  invalid: 'Invalid Login',
  success: 'Logged in successfully',
} as const;

export const passwordReset = {
  emailRequired: 'Email is required!',
  sent: 'An Email has been sent to your email address, please follow the instructions to reset your password',
} as const;

export const register = {
  firstNameRequired: 'First name field is required',
  lastNameRequired: 'Last name field is required',
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password field is required',
  phoneRequired: 'Phone number field is required',
  phoneInvalid: 'Invalid phone number, the format allowed e.g 07012345678, 08012345678 and 11 digits only',
  success: 'Account created successfully!',
} as const;

export const resetPassword = {
  newPasswordRequired: 'New Password is required',
} as const;

export const phone = {
  invalid: 'Phone number is invalid',
} as const;

export const cardFunding = {
  amountTooLow: amountBelow(LIMITS.minCardFunding),
} as const;

export const virtualAccount = {
  bankRequired: 'Please select a bank from the list', // not in spec
  accountNameRequired: 'Account name is required', // not in spec
  bvnInvalid: 'BVN must be exactly 11 characters', // not in spec
  ninInvalid: 'NIN must be exactly 11 characters', // not in spec
} as const;

export const charge = {
  /** Followed by the formatted amount, see `chargedText`. */
  youWillBeCharged: 'You will be charged ',
} as const;

export const airtime = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  amountTooLow: amountBelow(LIMITS.minAirtime),
  providerRequired: PROVIDER_REQUIRED,
} as const;

export const data = {
  phoneRequired: 'Phone number is required!',
  amountRequired: 'Amount is required!',
  amountTooLow: amountBelow(LIMITS.minData),
  providerRequired: PROVIDER_REQUIRED,
} as const;

export const cable = {
  title: 'Cable Tv Subscription',
  providerRequired: PROVIDER_REQUIRED,
  smartCardRequired: 'Smart/IUC number required',
  planRequired: PLAN_REQUIRED,
  amountTooLow: amountBelow(LIMITS.minCable),
  phoneRequired: 'Phone number is required!',
} as const;

export const electricity = {
  title: 'Electricity Bill Payment',
  meterNumberRequired: 'Meter Number is required',
  meterTypeRequired: 'Select a meter type to continue',
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  amountTooLow: amountBelow(LIMITS.minElectricity),
  providerRequired: PROVIDER_REQUIRED,
  tokenHint: 'Please check your transaction history for your TOKEN CODE.',
  /** Not in spec: a verified meter whose own minimum is above ₦500. */
  amountBelowMeterMinimum: (minimum: number) => amountBelow(minimum, minimum >= 10_000),
} as const;

export const exam = {
  phoneRequired: 'Phone number is required',
  providerRequired: PROVIDER_REQUIRED,
  quantityOutOfRange: 'Quantity must be from 1 to 10', // not in spec
  profileIdRequired: 'Profile ID is required', // not in spec
} as const;

export const airtimeToCash = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  amountTooLow: amountBelow(LIMITS.minAirtimeToCash, true),
  providerRequired: PROVIDER_REQUIRED,
} as const;

/** Shared by every purchase kind. */
export const purchase = {
  providerRequired: PROVIDER_REQUIRED,
  planRequired: PLAN_REQUIRED,
} as const;

export const order = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  quantityTooLow: 'Quantity can not be less than 1', // not in spec
} as const;

export const walletTransfer = {
  emailRequired: 'Email address is required',
  amountTooLow: amountBelow(LIMITS.minWalletTransfer),
} as const;

export const bonusTransfer = {
  amountTooLow: amountBelow(LIMITS.minBonusTransfer),
} as const;

export const profile = {
  firstNameRequired: 'First Name is required!',
  lastNameRequired: 'Last Name is required!',
} as const;

export const bank = {
  accountNameRequired: 'Account Name is required!',
  accountNumberRequired: 'Account Number is required!',
  bankNameRequired: 'Bank Name is required!',
} as const;

export const changePassword = {
  oldPasswordRequired: 'Old password is required!',
  newPasswordRequired: 'New password is required!',
} as const;

export const contact = {
  title: 'Write to us',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  messageRequired: 'Message is required',
} as const;

export const shop = {
  searchCategories: 'Search categories...',
  searchProducts: 'Search products...',
  loadMoreCategories: 'Load more categories',
  loadMore: 'Load more',
} as const;

export const receipt = {
  processing: 'Processing',
} as const;

export const callback = {
  success: 'Payment successful!',
  failure: 'Payment failed!',
} as const;

export const layout = {
  assetsFailed: 'Failed to load some assets:',
} as const;

export const busy = {
  authenticating: 'Authenticating... Please wait.',
  sendingResetLink: 'Sending reset link... Please wait.',
  creatingAccount: 'We creating an account for you... Please wait',
  resetting: 'Resetting... Please wait.',
  processing: 'Processing... Please wait.',
  verifying: 'Verifying... Please wait',
} as const;

export const confirm = {
  question: 'Are you sure you want to proceed?',
  yes: 'Yes',
  no: 'No',
} as const;
