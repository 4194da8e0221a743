export const resetPassword = {
  newPasswordRequired: 'New Password is required',
} as const;
