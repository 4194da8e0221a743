import type { ApiModule } from '../module';
import { pruneRetained, RETENTION_EVERY_MS, RETENTION_JOB } from './prune';

/** The daily retention job (ADR 0041): each run prunes, then books the next. */
export const retentionModule: ApiModule = {
  name: 'retention',
  jobs: ({ services, config, log }) => ({
    [RETENTION_JOB]: async (_payload, ctx) => {
      const pruned = await pruneRetained(services.db, ctx.now, config.retentionDays);
      log.info({ pruned }, 'retention: pruned');
      return { retryAt: new Date(ctx.now.getTime() + RETENTION_EVERY_MS) };
    },
  }),
};
