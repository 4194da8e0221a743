import { PROVIDER_REQUIRED } from './shared-texts';

export const exam = {
  phoneRequired: 'Phone number is required',
  providerRequired: PROVIDER_REQUIRED,
  quantityOutOfRange: 'Quantity must be from 1 to 10', // not in spec
  profileIdRequired: 'Profile ID is required', // not in spec
} as const;
