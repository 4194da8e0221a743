export const passwordReset = {
  emailRequired: 'Email is required!',
  sent: 'An Email has been sent to your email address, please follow the instructions to reset your password',
} as const;
