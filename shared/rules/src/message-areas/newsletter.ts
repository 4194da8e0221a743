export const newsletter = {
  emailRequired: 'Email is required',
  signUp: 'SignUp',
} as const;
