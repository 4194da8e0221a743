export const phone = {
  invalid: 'Phone number is invalid',
} as const;
