export const changePassword = {
  oldPasswordRequired: 'Old password is required!',
  newPasswordRequired: 'New password is required!',
} as const;
