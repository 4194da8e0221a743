import { LIMITS } from '../constants';
import { PLAN_REQUIRED, PROVIDER_REQUIRED, amountBelow } from './shared-texts';

export const cable = {
  title: 'Cable Tv Subscription',
  providerRequired: PROVIDER_REQUIRED,
  smartCardRequired: 'Smart/IUC number required',
  planRequired: PLAN_REQUIRED,
  amountTooLow: amountBelow(LIMITS.minCable),
  phoneRequired: 'Phone number is required!',
} as const;
