export const logout = {
  busy: 'Logging out... Please wait.',
} as const;
