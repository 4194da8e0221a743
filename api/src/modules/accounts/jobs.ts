import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { createMailer, type MailPort } from '../../providers/mail';
import { SEND_EMAIL_JOB, sendEmailJob } from '../../providers/mail/outbox';
import type { AccountsConfig } from './config';
import { PASSWORD_RESET_REQUEST_JOB, passwordResetRequestJob } from './password-reset';

/** Kinds that run in the mail queue, apart from provider calls. */
export const ACCOUNT_MAIL_JOBS = [SEND_EMAIL_JOB, PASSWORD_RESET_REQUEST_JOB] as const;

/** The job kinds of issue 4: e-mail delivery and password reset requests. */
export function accountJobHandlers(deps: { db: Db; config: AccountsConfig; mail?: MailPort }): Record<string, JobHandler> {
  const mail = deps.mail ?? createMailer(deps.config.mail);
  return {
    // A send that outlives twice its timeout has died with its worker: another may take it over.
    [SEND_EMAIL_JOB]: sendEmailJob({ db: deps.db, mail, leaseMs: 2 * deps.config.mail.timeoutMs }),
    [PASSWORD_RESET_REQUEST_JOB]: passwordResetRequestJob(deps),
  };
}
