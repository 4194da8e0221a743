import { LIMITS } from '../constants';
import { PROVIDER_REQUIRED, amountBelow } from './shared-texts';

export const airtimeToCash = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  amountTooLow: amountBelow(LIMITS.minAirtimeToCash, true),
  providerRequired: PROVIDER_REQUIRED,
} as const;
