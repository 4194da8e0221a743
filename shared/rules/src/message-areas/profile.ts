export const profile = {
  firstNameRequired: 'First Name is required!',
  lastNameRequired: 'Last Name is required!',
} as const;
