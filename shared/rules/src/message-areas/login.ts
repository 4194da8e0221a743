export const login = {
  invalid: 'Invalid Login',
  success: 'Logged in successfully',
} as const;
