import { LIMITS } from '../constants';
import { PROVIDER_REQUIRED, amountBelow } from './shared-texts';

export const airtime = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  amountTooLow: amountBelow(LIMITS.minAirtime),
  providerRequired: PROVIDER_REQUIRED,
} as const;
