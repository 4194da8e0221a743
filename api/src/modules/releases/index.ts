import type { ApiModule } from '../module';
import { releaseRoutes } from './routes';
import { releaseStaffRoutes } from './staff-routes';
import { createReleaseStore } from './store';
import { createReleaseTokens } from './tokens';
import { CANARY_WATCH_JOB } from './canary-watch-job';
import { forgetExpiredTickets, watchCanaries } from './health';

/** Releases in the database (ADR 0018): the release API for CI tokens, the feed, the Releases screen. */
export const releasesModule: ApiModule = {
  name: 'releases',
  public: releaseRoutes,
  staff: releaseStaffRoutes,
  // The canary watch (ADR 0022): every minute, aborts a canary doing worse than stable.
  jobs: ({ services, config }) => ({
    [CANARY_WATCH_JOB]: async (_payload, ctx) => {
      const { canaryMinLoads, canaryMarginPoints, canaryWatchEveryMs } = config.releaseHealth;
      await watchCanaries(services.db, services.releases, { minLoads: canaryMinLoads, marginPoints: canaryMarginPoints }, ctx.now, config.appOrigin);
      await forgetExpiredTickets(services.db, ctx.now);
      return { retryAt: new Date(ctx.now.getTime() + canaryWatchEveryMs) };
    },
  }),
  services: ({ db, clock }) => ({
    releases: createReleaseStore({ db, clock }),
    releaseTokens: createReleaseTokens({ db, clock }),
  }),
};
