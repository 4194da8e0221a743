import type { ApiModule } from '../module';
import { paymentJobHandlers } from './jobs';
import { gatewayWebhookRoutes, paymentRoutes } from './routes';

export const paymentsModule: ApiModule = {
  name: 'payments',
  customer: paymentRoutes,
  webhooks: gatewayWebhookRoutes,
  jobs: ({ services }) => paymentJobHandlers(services.payments),
};
