export const resetPassword = {
  tokenMissing: 'This password reset link is incomplete: it carries no reset token. Please request a new link.',
  requestNewLink: 'Request a new reset link',
} as const;
