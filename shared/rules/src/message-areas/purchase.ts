import { PLAN_REQUIRED, PROVIDER_REQUIRED } from './shared-texts';

/** Shared by every purchase kind. */
export const purchase = {
  providerRequired: PROVIDER_REQUIRED,
  planRequired: PLAN_REQUIRED,
} as const;
