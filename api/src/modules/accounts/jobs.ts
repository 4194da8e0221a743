import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { createMailer, type MailPort } from '../../providers/mail';
import { SEND_EMAIL_JOB, sendEmailJob } from '../../providers/mail/outbox';
import type { AccountsConfig } from './config';
import { PASSWORD_RESET_REQUEST_JOB, passwordResetRequestJob } from './password-reset';

/** The job kinds of issue 4: e-mail delivery and password reset requests. */
export function accountJobHandlers(deps: { db: Db; config: AccountsConfig; mail?: MailPort }): Record<string, JobHandler> {
  const mail = deps.mail ?? createMailer(deps.config.mail);
  return {
    [SEND_EMAIL_JOB]: sendEmailJob(mail),
    [PASSWORD_RESET_REQUEST_JOB]: passwordResetRequestJob(deps),
  };
}
