export const callback = {
  success: 'Payment successful!',
  failure: 'Payment failed!',
} as const;
