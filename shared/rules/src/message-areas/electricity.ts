import { LIMITS } from '../constants';
import { PROVIDER_REQUIRED, amountBelow } from './shared-texts';

export const electricity = {
  title: 'Electricity Bill Payment',
  meterNumberRequired: 'Meter Number is required',
  meterTypeRequired: 'Select a meter type to continue',
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  amountTooLow: amountBelow(LIMITS.minElectricity),
  providerRequired: PROVIDER_REQUIRED,
  tokenHint: 'Please check your transaction history for your TOKEN CODE.',
  /** Not in spec: a verified meter whose own minimum is above ₦500. */
  amountBelowMeterMinimum: (minimum: number) => amountBelow(minimum, minimum >= 10_000),
} as const;
