import { LIMITS } from './constants';
import { groupThousands } from './money';

/*
 * Every user-facing message of the spec (sections 2, 4, 5 and 8), copied exactly, typos included.
 * Entries marked "not in spec" fill a gap the spec leaves (a rule without a text).
 */

/** The spec writes ₦5,000 with a separator but ₦1000, ₦500, ₦100 and ₦10 without one. */
function amountBelow(limitNaira: number, grouped = false): string {
  return `Amount can not be less than ₦${grouped ? groupThousands(String(limitNaira)) : limitNaira}`;
}

const PROVIDER_REQUIRED = 'Please select a provider from the list';
const PLAN_REQUIRED = 'Please select a plan from the list'; // not in spec

export const MESSAGES = {
  newsletter: {
    emailRequired: 'Email is required',
    signUp: 'SignUp',
  },
  login: {
    invalid: 'Invalid Login',
    success: 'Logged in successfully',
  },
  passwordReset: {
    emailRequired: 'Email is required!',
    sent: 'An Email has been sent to your email address, please follow the instructions to reset your password',
  },
  register: {
    firstNameRequired: 'First name field is required',
    lastNameRequired: 'Last name field is required',
    emailRequired: 'Email field is required',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Password field is required',
    phoneRequired: 'Phone number field is required',
    phoneInvalid: 'Invalid phone number, the format allowed e.g 07012345678, 08012345678 and 11 digits only',
    success: 'Account created successfully!',
  },
  resetPassword: {
    newPasswordRequired: 'New Password is required',
  },
  phone: {
    invalid: 'Phone number is invalid',
  },
  cardFunding: {
    amountTooLow: amountBelow(LIMITS.minCardFunding),
  },
  virtualAccount: {
    bankRequired: 'Please select a bank from the list', // not in spec
    accountNameRequired: 'Account name is required', // not in spec
    bvnInvalid: 'BVN must be exactly 11 characters', // not in spec
    ninInvalid: 'NIN must be exactly 11 characters', // not in spec
  },
  charge: {
    /** Followed by the formatted amount, see `chargedText`. */
    youWillBeCharged: 'You will be charged ',
  },
  airtime: {
    phoneRequired: 'Phone number is required',
    amountRequired: 'Amount is required',
    amountTooLow: amountBelow(LIMITS.minAirtime),
    providerRequired: PROVIDER_REQUIRED,
  },
  data: {
    phoneRequired: 'Phone number is required!',
    amountRequired: 'Amount is required!',
    amountTooLow: amountBelow(LIMITS.minData),
    providerRequired: PROVIDER_REQUIRED,
  },
  cable: {
    title: 'Cable Tv Subscription',
    providerRequired: PROVIDER_REQUIRED,
    smartCardRequired: 'Smart/IUC number required',
    planRequired: PLAN_REQUIRED,
    amountTooLow: amountBelow(LIMITS.minCable),
    phoneRequired: 'Phone number is required!',
  },
  electricity: {
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
  },
  exam: {
    phoneRequired: 'Phone number is required',
    providerRequired: PROVIDER_REQUIRED,
    quantityOutOfRange: 'Quantity must be from 1 to 10', // not in spec
    profileIdRequired: 'Profile ID is required', // not in spec
  },
  airtimeToCash: {
    phoneRequired: 'Phone number is required',
    amountRequired: 'Amount is required',
    amountTooLow: amountBelow(LIMITS.minAirtimeToCash, true),
    providerRequired: PROVIDER_REQUIRED,
  },
  /** Shared by every purchase kind. */
  purchase: {
    providerRequired: PROVIDER_REQUIRED,
    planRequired: PLAN_REQUIRED,
  },
  order: {
    phoneRequired: 'Phone number is required',
    amountRequired: 'Amount is required',
    quantityTooLow: 'Quantity can not be less than 1', // not in spec
  },
  walletTransfer: {
    emailRequired: 'Email address is required',
    amountTooLow: amountBelow(LIMITS.minWalletTransfer),
  },
  bonusTransfer: {
    amountTooLow: amountBelow(LIMITS.minBonusTransfer),
  },
  profile: {
    firstNameRequired: 'First Name is required!',
    lastNameRequired: 'Last Name is required!',
  },
  bank: {
    accountNameRequired: 'Account Name is required!',
    accountNumberRequired: 'Account Number is required!',
    bankNameRequired: 'Bank Name is required!',
  },
  changePassword: {
    oldPasswordRequired: 'Old password is required!',
    newPasswordRequired: 'New password is required!',
  },
  contact: {
    title: 'Write to us',
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    phoneRequired: 'Phone number is required',
    messageRequired: 'Message is required',
  },
  shop: {
    searchCategories: 'Search categories...',
    searchProducts: 'Search products...',
    loadMoreCategories: 'Load more categories',
    loadMore: 'Load more',
  },
  receipt: {
    processing: 'Processing',
  },
  callback: {
    success: 'Payment successful!',
    failure: 'Payment failed!',
  },
  layout: {
    assetsFailed: 'Failed to load some assets:',
  },
  busy: {
    authenticating: 'Authenticating... Please wait.',
    sendingResetLink: 'Sending reset link... Please wait.',
    creatingAccount: 'We creating an account for you... Please wait',
    resetting: 'Resetting... Please wait.',
    processing: 'Processing... Please wait.',
    verifying: 'Verifying... Please wait',
  },
  confirm: {
    question: 'Are you sure you want to proceed?',
    yes: 'Yes',
    no: 'No',
  },
} as const;
