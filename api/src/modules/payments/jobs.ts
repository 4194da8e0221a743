import type { JobHandler } from '../../jobs/runner';
import { GATEWAY_EVENT_JOB, type PaymentService } from './service';

/** Gateway webhooks are processed here, after the 200 went back to the gateway. */
export function paymentJobHandlers(payments: PaymentService): Record<string, JobHandler> {
  return {
    [GATEWAY_EVENT_JOB]: async (payload) => {
      await payments.processEvent(String(payload.eventId));
    },
  };
}
