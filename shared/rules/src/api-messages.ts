import { IDEMPOTENCY_BODY_CHANGED } from './idempotency-messages';
import { MESSAGES } from './messages';
import { PRODUCT } from './ui-messages';

/*
 * Messages only the API sends (the spec leaves the server's texts open). Clients show them as
 * they arrive; tests of both sides import them from here.
 */
const DECLINED = 'Declined: ';

/** The reason staff gave when they declined an airtime-to-cash request (its record's response). */
export const airtimeCashDeclineReason = (response: string | null): string | null =>
  response?.startsWith(DECLINED) ? response.slice(DECLINED.length).trim() || null : null;

/** A provider cannot sell or verify now for a reason on our side (its words are kept for staff). */
const SERVICE_UNAVAILABLE = 'This service is temporarily unavailable. Please try again later';

export const API_MESSAGES = {
  ok: 'Successful',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again later.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  invalidRequest: 'Some fields are missing or invalid.',
  /** An amount that is not naira with at most two decimals, or too large to count in kobo exactly. */
  amountInvalid: 'Enter an amount in naira with at most two decimals.',
  /** PostgreSQL text cannot hold U+0000; the API refuses it in any field rather than fail later. */
  nulCharacter: (field: string) => `${field} must not contain the NUL character (\\u0000).`,
  malformedText: (field: string) => `${field} contains malformed text (a lone UTF-16 surrogate).`,
  tooDeeplyNested: (maxDepth: number) => `The request nests too deeply (at most ${maxDepth} levels).`,
  /** The database is unreachable for a moment (failover, restart): nothing was changed. */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  bodyTooLarge: (maxKb: number) => `The request body is too large (at most ${maxKb} KB).`,
  /** The front's own refusals, before any route (nginx: a request it cannot read, an address too long). */
  requestUnreadable: 'The request could not be read.',
  addressTooLong: 'The address of the request is too long.',
  auth: {
    loginFailed: 'No active account found with the given credentials',
    loginFieldsRequired: 'Email and password are required.',
    tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
    guessingMailSubject: `Wrong passwords were tried on your ${PRODUCT.name} account`,
    tokenMissing: 'Authentication credentials were not provided.',
    tokenInvalid: 'Given token not valid for any token type',
    tokenExpired: 'Token is expired',
    tokenRevoked: 'Token has been revoked',
    loggedOut: 'Logged out successfully',
  },
  /** Writes authenticated by the session cookie that did not come from the web app (ADR 0032). */
  csrf: {
    headerMissing: `Refused: this request did not come from the ${PRODUCT.name} web app (the X-Requested-With header is missing). API clients send Authorization: Bearer instead of the cookie.`,
    originRefused: `Refused: this request came from another site. Sign in to ${PRODUCT.name} and try again from the app.`,
  },
  user: {
    fetched: 'User details fetched successfully',
  },
  /** The back office. */
  staff: {
    /** Who an audit row names when the change came from `npm run admin` rather than a staff member. */
    commandLine: 'command line (npm run admin)',
    notStaff: 'This account has no access to the back office.',
    wrongRole: 'Your role does not allow this action.',
    staffSessionRequired: 'Sign in to the back office (with your authenticator code) to do this.',
    /** ADR 0037: the one-time password of create-staff works for one sign-in only. */
    passwordChangeRequired: 'Set a new password: the one-time password you were given works for this first sign-in only.',
    passwordChangeTitle: 'Set your own password',
    locked: 'This account is locked. Please contact support.',
    challengeInvalid: 'This sign-in has expired. Please enter your email and password again.',
    totpSetup: 'Scan the QR code with an authenticator app, then enter the 6-digit code it shows.',
    totpRequired: 'Enter the 6-digit code from your authenticator app.',
    totpWrong: 'That code is not right. Enter the current 6-digit code from your authenticator app.',
    signedIn: 'Signed in to the back office',
    done: 'Done',
    notFound: 'Not found',
    notPending: 'This is no longer pending: someone has already dealt with it.',
    notReview: 'Only a purchase flagged for review can be resolved by hand.',
    declineReasonRequired: 'Say why the request is declined: the customer sees it.',
    airtimeCashDeclined: (reason: string) => `${DECLINED}${reason}`,
    airtimeCashApproved: 'Airtime received: your wallet has been credited.',
    resolvedDelivered: 'Confirmed delivered by staff',
    resolvedRefunded: 'Refunded by staff after review',
    orderCancelled: 'Cancelled by staff',
    totpReused: 'That code has already been used. Wait for the next code from your authenticator app.',
    providerDisabled: 'This service is temporarily unavailable. Please try again later.',
    ownRole: 'You cannot take away your own admin role.',
    priceInvalid: 'Enter the price in naira with at most two decimals.',
    ledgerMismatchSubject: 'Ledger check failed',
  },
  content: {
    settings: 'Site settings fetched successfully',
    notification: 'Notification fetched successfully',
    packages: 'Packages fetched successfully',
    unknownPackageType: 'Unknown package type',
  },
  transactions: {
    list: 'Transactions fetched successfully',
    one: 'Transaction fetched successfully',
    notFound: 'Transaction not found',
    totalOutOfRange: 'The number of transactions must be a whole number from 1 to 50.',
    pageOutOfRange: 'A page of transactions holds from 1 to 200 rows.',
  },
  purchase: {
    delivered: 'Transaction successful',
    processing: 'Your transaction is processing. Check your transaction history for the final status.',
    failedRefunded: (reason: string) =>
      `The purchase failed (${reason}). Your wallet has been refunded.`,
    insufficientBalance: 'Insufficient wallet balance. Please fund your wallet and try again.',
    unknownPackage: 'Unknown service provider. Please select a provider from the list.',
    unknownPlan: 'Unknown plan. Please select a plan from the list.',
    /** Staff switched the plan off in the catalogue: nothing is bought. */
    planDisabled: 'This plan is not on sale at the moment. Please choose another plan.',
    /** The client's amount differs from ours (a stale plan list, an old discount): nothing is bought. */
    priceChanged: (priceNaira: string) =>
      `The price of this plan has changed to ${priceNaira}. Please review and try again.`,
    idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    idempotencyBodyChanged: IDEMPOTENCY_BODY_CHANGED,
    providerFailed: 'The provider could not complete the transaction',
    /**
     * What a customer reads when the provider refuses or fails a purchase. The provider's own
     * words ("LOW WALLET BALANCE" is about our float at the provider) are kept for staff only.
     */
    failure: {
      recipientRejected: 'The provider rejected this number. Please check it and try again',
      serviceUnavailable: SERVICE_UNAVAILABLE,
      declined: 'The provider could not complete the transaction',
    },
    quantityTooHigh: (max: number) => `You can buy at most ${max} pins at a time.`,
    receiveChanged: (receiveNaira: string) =>
      `The amount you will receive is now ${receiveNaira}. Please review and try again.`,
    airtimeToCashNext: (network: string, receivingNumber: string) =>
      `Waiting for your ${network} airtime at ${receivingNumber}. We credit your wallet as soon as it arrives.`,
    unverified: {
      'smart-card': MESSAGES.cable.smartCardRequired,
      meter: MESSAGES.electricity.meterNumberRequired,
      'profile-id': MESSAGES.exam.profileIdRequired,
    },
  },
  verification: {
    verified: 'Verification successful',
    /** Shown when the provider cannot be reached: nothing is remembered, the customer may retry. */
    unavailable: 'We could not verify this number right now. Please try again in a moment.',
    /** The provider says the number itself does not exist: the customer's to check (never its own words). */
    invalidNumber: {
      'smart-card': 'This smart card / IUC number is not valid. Please check it and try again.',
      meter: 'This meter number is not valid for this provider and meter type. Please check it and try again.',
      'profile-id': 'This JAMB profile ID is not valid. Please check it and try again.',
    },
    /** The provider refused for a reason on our side (account, IP, balance, an unknown code). */
    serviceUnavailable: SERVICE_UNAVAILABLE,
    notNeeded: 'This provider needs no verification.',
    meterTypeInvalid: MESSAGES.electricity.meterTypeRequired,
  },
  payments: {
    linkCreated: 'Payment link generated successfully',
    paid: 'Payment successful! Your wallet has been credited.',
    pending: 'Your payment has not been confirmed yet. We will credit your wallet as soon as it is.',
    failed: 'Payment failed: the payment was declined or not completed. Nothing was charged to your wallet.',
    notFound: 'Payment not found.',
    referenceRequired: 'payment_reference is required.',
    gatewayUnavailable: 'The payment service is not reachable right now. Please try again in a few minutes.',
    webhookSignatureInvalid: 'Invalid signature.',
    webhookReceived: 'Received',
    virtualAccountCreated: 'Your account has been created successfully. Transfers into it fund your wallet.',
    virtualAccountExists: 'You already have an account with this bank.',
  },
  shop: {
    categories: 'Categories fetched successfully',
    products: 'Products fetched successfully',
    product: 'Product fetched successfully',
    featured: 'Featured products fetched successfully',
    unknownProduct: 'This product is no longer available.',
    outOfStock: (left: number) => (left > 0 ? `Only ${left} left in stock.` : 'This product is out of stock.'),
    addressRequired: 'Delivery address is required',
    orderPlaced: 'Your order has been placed. We will contact you on delivery.',
    notPending: 'This order is no longer open.',
  },
  transfers: {
    sent: (amountNaira: string, to: string) => `You have sent ${amountNaira} to ${to}.`,
    recipientNotFound: 'No registered user has this email address.',
    /** Past the limit on unregistered e-mails, every recipient gets this until the window ends (no answer says who is registered). */
    tooManyUnknownRecipients: 'Too many transfers to unregistered email addresses. Please check the address and try again later.',
    toSelf: 'You can not transfer money to yourself.',
    insufficientBonus: 'Insufficient referral balance.',
    bonusMoved: (amountNaira: string) => `${amountNaira} has been moved from your referral bonus to your wallet.`,
  },
  /** How money movements read in the customer's history (plan, description). */
  records: {
    cardFunding: (reference: string) => ({ plan: 'Wallet funding (card)', description: `Card payment ${reference}`, category: 'funding' as const }),
    bankTransferFunding: (bankName: string, chargeNaira: string) => ({
      plan: `Wallet funding (${bankName} transfer)`,
      description: `Bank transfer into your ${bankName} account, less the bank's charge of ${chargeNaira}`,
      category: 'funding' as const,
    }),
    transferOut: (to: string) => ({ plan: `Transfer to ${to}`, description: `Wallet transfer to ${to}`, category: 'transfer' as const }),
    transferIn: (from: string) => ({ plan: `Transfer from ${from}`, description: `Wallet transfer from ${from}`, category: 'transfer' as const }),
    bonusToWallet: () => ({ plan: 'Bonus to wallet', description: 'Referral bonus moved to your wallet', category: 'bonus' as const }),
    airtimeToCash: (network: string, phone: string, amountNaira: string) => ({
      plan: `${network} airtime to cash`,
      description: `${network} airtime of ${amountNaira} from ${phone}`,
    }),
    referralBonus: (username: string) => ({
      plan: 'Referral bonus',
      description: `2% of a data purchase by ${username}, whom you referred`,
      category: 'bonus' as const,
    }),
  },
  accounts: {
    fieldTooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
    passwordTooShort: (min: number) => `Password must be at least ${min} characters long.`,
    passwordMismatch: 'The two passwords do not match.',
    emailTaken: 'A user with this email address already exists.',
    phoneTaken: 'A user with this phone number already exists.',
    unknownReferral: 'This referral code does not belong to any user.',
    tooManyRegistrations: 'Too many sign-up attempts. Please wait a few minutes and try again.',
  },
  passwordReset: {
    emailInvalid: 'Enter a valid email address.',
    tooManyRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
    tokenRequired: 'The password reset token is missing. Please use the link from your email.',
    tokenInvalid: 'This password reset link is invalid, expired or already used. Please request a new one.',
    done: 'Your password has been reset. You can now log in with your new password.',
    mailSubject: `Reset your ${PRODUCT.name} password`,
  },
  profile: {
    updated: 'Profile updated successfully',
    bankUpdated: 'Bank details updated successfully',
    accountNumberInvalid: 'Account number must be exactly 10 digits.',
    oldPasswordWrong: 'Your old password is not correct.',
    passwordUnchanged: 'Choose a new password, not the one you have now.',
    tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
    passwordChanged: 'Password changed successfully',
    settingsUpdated: 'Settings updated successfully',
  },
  contact: {
    sent: 'Thank you for contacting us. We will get back to you shortly.',
    tooMany: 'Too many messages sent. Please wait a while and try again.',
    mailSubject: (fullName: string) => `Contact form: message from ${fullName}`,
  },
  newsletter: {
    /** The one answer to a sign-up (double opt-in): it never says whether the address was subscribed already. */
    checkInbox: 'Thank you! Check your inbox: confirm your subscription with the link we sent you.',
    emailInvalid: 'Enter a valid email address.',
    tooMany: 'Too many sign-ups. Please try again later.',
    confirmed: 'You have subscribed to our newsletter',
    confirmLinkInvalid: 'This confirmation link is not valid or has expired. Sign up again to get a new one.',
    confirmMailSubject: `Confirm your ${PRODUCT.name} newsletter subscription`,
    confirmMailBody: (link: string) =>
      `Someone (we hope you) asked to receive the ${PRODUCT.name} newsletter at this address. To confirm, open this link: ${link}\n\nIf it was not you, ignore this e-mail: you will not be subscribed.`,
    alreadyMailSubject: `You already receive the ${PRODUCT.name} newsletter`,
    alreadyMailBody: `Someone asked to subscribe this address to the ${PRODUCT.name} newsletter. It is already subscribed: there is nothing to do.`,
  },
} as const;

/** Server-side limits of the account forms (the spec sets none). */
export const ACCOUNT_LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMaxLength: 50,
  emailMaxLength: 254,
  bankFieldMaxLength: 100,
  contactMessageMaxLength: 5000,
} as const;
