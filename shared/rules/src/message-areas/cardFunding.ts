import { LIMITS } from '../constants';
import { amountBelow } from './shared-texts';

export const cardFunding = {
  amountTooLow: amountBelow(LIMITS.minCardFunding),
} as const;
