export const virtualAccount = {
  bankRequired: 'Please select a bank from the list', // not in spec
  accountNameRequired: 'Account name is required', // not in spec
  bvnInvalid: 'BVN must be exactly 11 characters', // not in spec
  ninInvalid: 'NIN must be exactly 11 characters', // not in spec
} as const;
