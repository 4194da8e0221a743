import type { ApiModule } from '../module';
import { accountJobHandlers } from './jobs';
import { PASSWORD_RESET_REQUEST_JOB } from './password-reset';
import { accountRoutes } from './routes';

export const accountsModule: ApiModule = {
  name: 'accounts',
  public: accountRoutes,
  jobs: ({ services, config }) => accountJobHandlers({ db: services.db, config: config.accounts, appOrigin: config.appOrigin }),
  queues: { mail: [PASSWORD_RESET_REQUEST_JOB] },
};
