/*
 * Interface strings the spec implies but does not spell out (it names the feature, not the text).
 * Screens import them from here, like the spec's own messages.
 */
export const PRODUCT = {
  name: 'Topup Naija',
  tagline: 'Cheap Data, Airtime and Bill Payments',
} as const;

export const UI_MESSAGES = {
  referral: {
    copied: 'Referral link copied',
  },
  resetPassword: {
    tokenMissing: 'This password reset link is incomplete: it carries no reset token. Please request a new link.',
    requestNewLink: 'Request a new reset link',
  },
  content: {
    loadFailed: 'We could not load this page. Please check your connection and try again.',
    empty: 'There is nothing here yet.',
  },
} as const;
