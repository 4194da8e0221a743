export const busy = {
  authenticating: 'Authenticating... Please wait.',
  sendingResetLink: 'Sending reset link... Please wait.',
  creatingAccount: 'We creating an account for you... Please wait',
  resetting: 'Resetting... Please wait.',
  processing: 'Processing... Please wait.',
  verifying: 'Verifying... Please wait',
} as const;
