export const bank = {
  accountNameRequired: 'Account Name is required!',
  accountNumberRequired: 'Account Number is required!',
  bankNameRequired: 'Bank Name is required!',
} as const;
