import type { ApiModule } from '../module';
import { paymentJobHandlers } from './jobs';
import { createMonnifyAdapter } from '../../providers/gateway/monnify';
import { gatewayWebhookRoutes, paymentRoutes } from './routes';
import { createPaymentService } from './service';

export const paymentsModule: ApiModule = {
  name: 'payments',
  tag: 'wallet',
  customer: paymentRoutes,
  webhooks: gatewayWebhookRoutes,
  services: ({ db, config, clock, providers }) => {
    const { url, apiKey, secret, timeoutMs } = config.gateway;
    const gateway = providers.gateway ?? createMonnifyAdapter({ baseUrl: url, apiKey, secret, timeoutMs });
    return { payments: createPaymentService({ db, gateway, clock, appOrigin: config.appOrigin }), gateway };
  },
  jobs: ({ services }) => paymentJobHandlers(services.payments),
};
