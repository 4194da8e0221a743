import { LIMITS } from '../constants';
import { amountBelow } from './shared-texts';

export const walletTransfer = {
  emailRequired: 'Email address is required',
  amountTooLow: amountBelow(LIMITS.minWalletTransfer),
} as const;
