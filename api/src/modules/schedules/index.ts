import type { ApiModule } from '../module';
import { scheduleRoutes } from './routes';
import { SCHEDULE_RUN_JOB, scheduleRunJob } from './service';

/** Scheduled top-ups (ADR 0027): the customer's schedules and the job that runs each due time. */
export const schedulesModule: ApiModule = {
  name: 'schedules',
  customer: scheduleRoutes,
  jobs: ({ services }) => ({ [SCHEDULE_RUN_JOB]: scheduleRunJob(services) }),
  // A run calls the provider like a click: it shares the provider queue's lanes.
  // Paced behind live purchases (ADR 0027 amendment): a run may wait seconds, a customer at the till may not.
  queues: { schedules: [SCHEDULE_RUN_JOB] },
};
