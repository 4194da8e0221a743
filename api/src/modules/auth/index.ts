import type { ApiModule } from '../module';
import { loginRoutes, logoutRoutes } from './routes';
import { createAuthService } from './service';

export const authModule: ApiModule = {
  name: 'auth',
  public: loginRoutes,
  customer: logoutRoutes,
  services: ({ db, config, clock, tokens }) => ({
    auth: createAuthService({ db, tokens, limits: config.loginLimits, clock, appOrigin: config.appOrigin }),
  }),
};
