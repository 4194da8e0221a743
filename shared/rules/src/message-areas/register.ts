export const register = {
  firstNameRequired: 'First name field is required',
  lastNameRequired: 'Last name field is required',
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password field is required',
  phoneRequired: 'Phone number field is required',
  phoneInvalid: 'Invalid phone number, the format allowed e.g 07012345678, 08012345678 and 11 digits only',
  success: 'Account created successfully!',
} as const;
