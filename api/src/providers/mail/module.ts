import type { ApiModule } from '../../modules/module';
import { createMailer } from './index';
import { SEND_EMAIL_JOB, sendEmailJob } from './outbox';

/** The outbox: every e-mail leaves through this job, in the mail queue. */
export const mailModule: ApiModule = {
  name: 'mail',
  // A send that outlives twice its timeout has died with its worker: another may take it over.
  jobs: ({ services, config }) => ({
    [SEND_EMAIL_JOB]: sendEmailJob({ db: services.db, mail: createMailer(config.mail), leaseMs: 2 * config.mail.timeoutMs }),
  }),
  queues: { mail: [SEND_EMAIL_JOB] },
};
