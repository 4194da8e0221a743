export const account = {
  loadFailed: 'We could not load your account details. Please check your connection and try again.',
} as const;
