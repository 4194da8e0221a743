import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import type { AccountsConfig } from './config';
import { PASSWORD_RESET_REQUEST_JOB, passwordResetRequestJob } from './password-reset';

/** Password reset requests are answered at once and processed here (the e-mail goes through the outbox). */
export function accountJobHandlers(deps: { db: Db; config: AccountsConfig; appOrigin: string }): Record<string, JobHandler> {
  return { [PASSWORD_RESET_REQUEST_JOB]: passwordResetRequestJob(deps) };
}
