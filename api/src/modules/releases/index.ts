import type { ApiModule } from '../module';
import { releaseRoutes } from './routes';
import { releaseStaffRoutes } from './staff-routes';
import { createReleaseStore } from './store';
import { createReleaseTokens } from './tokens';

/** Releases in the database (ADR 0018): the release API for CI tokens, the feed, the Releases screen. */
export const releasesModule: ApiModule = {
  name: 'releases',
  public: releaseRoutes,
  staff: releaseStaffRoutes,
  services: ({ db, clock }) => ({
    releases: createReleaseStore({ db, clock }),
    releaseTokens: createReleaseTokens({ db, clock }),
  }),
};
