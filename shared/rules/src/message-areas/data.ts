import { LIMITS } from '../constants';
import { PROVIDER_REQUIRED, amountBelow } from './shared-texts';

export const data = {
  phoneRequired: 'Phone number is required!',
  amountRequired: 'Amount is required!',
  amountTooLow: amountBelow(LIMITS.minData),
  providerRequired: PROVIDER_REQUIRED,
} as const;
