import { LIMITS } from '../constants';
import { amountBelow } from './shared-texts';

export const bonusTransfer = {
  amountTooLow: amountBelow(LIMITS.minBonusTransfer),
} as const;
