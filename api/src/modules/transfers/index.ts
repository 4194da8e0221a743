import type { ApiModule } from '../module';
import { transferRoutes } from './routes';
import { createTransferService } from './service';

export const transfersModule: ApiModule = {
  name: 'transfers',
  tag: 'wallet',
  customer: transferRoutes,
  // Both sides of a transfer see their new balance on their next get-user/ through this process at once.
  services: ({ db, clock, config, built }) => ({
    transfers: createTransferService({ db, clock, limits: config.transfers, moved: (userId) => built.profiles?.forget(String(userId)) }),
  }),
};
