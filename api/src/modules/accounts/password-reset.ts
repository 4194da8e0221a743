import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS, API_MESSAGES, isValidEmail, validatePasswordResetRequest, validateResetPassword, normalizeEmail } from '@topup/rules';
import type { Db } from '../../db/client';
import { ValidationFailed } from '../../errors';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { enqueueEmail } from '../../providers/mail/outbox';
import { hashPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/service';
import type { AccountsConfig } from './config';
import { passwordResetEmail } from './emails';
import { FieldErrors, secret, text } from '../../http/field-errors';
import { enforceLimit } from '../../http/rate-limit';

export const PASSWORD_RESET_REQUEST_JOB = 'password-reset-request';

/** 256 random bits; only the SHA-256 is stored, so a database leak yields no usable link. */
function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The answer is the same whether the e-mail belongs to an account or not, and so is the work done
 * here (count, enqueue): the lookup, the token and the e-mail happen in the job.
 */
export async function requestPasswordReset(
  deps: { db: Db; config: AccountsConfig; now: Date },
  input: { email: unknown; ip: string },
): Promise<void> {
  const { db, config, now } = deps;
  const tooMany = API_MESSAGES.passwordReset.tooManyRequests;
  await enforceLimit(db, `reset:ip:${input.ip}`, config.limits.resetPerIp, now, tooMany);
  const email = text(input.email);
  const missing = validatePasswordResetRequest({ email });
  if (missing) throw new ValidationFailed('email', missing);
  if (!isValidEmail(email) || email.length > ACCOUNT_LIMITS.emailMaxLength) {
    throw new ValidationFailed('email', API_MESSAGES.passwordReset.emailInvalid);
  }
  const normalized = normalizeEmail(email);
  await enforceLimit(db, `reset:email:${normalized}`, config.limits.resetPerEmail, now, tooMany);
  await enqueueJob(db, { kind: PASSWORD_RESET_REQUEST_JOB, payload: { email: normalized }, runAt: now }, now);
}

/** Issues a token and queues the e-mail in one transaction; a re-run of the same job does nothing. */
export function passwordResetRequestJob(deps: { db: Db; config: AccountsConfig; appOrigin: string }): JobHandler {
  const { db, config, appOrigin } = deps;
  return async (payload, { id, now }) => {
    const email = typeof payload.email === 'string' ? payload.email : '';
    await db.transaction(async (tx) => {
      const issued = await tx.query('SELECT 1 FROM password_reset_tokens WHERE request_job_id = $1', [id]);
      if (issued.rows.length > 0) return;
      const { rows } = await tx.query<{ id: number; email: string; first_name: string }>(
        'SELECT id, email, first_name FROM users WHERE lower(email) = $1',
        [email],
      );
      const user = rows[0];
      if (!user) return;
      const { token, hash } = newResetToken();
      await tx.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, request_job_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [user.id, hash, id, now, new Date(now.getTime() + config.resetTokenLifetimeMs)],
      );
      const link = `${appOrigin}/auth/password-reset/confirm/?token=${encodeURIComponent(token)}`;
      const message = passwordResetEmail({
        to: user.email,
        firstName: user.first_name,
        link,
        subject: API_MESSAGES.passwordReset.mailSubject,
        lifetimeMinutes: Math.round(config.resetTokenLifetimeMs / 60_000),
      });
      await enqueueEmail(tx, message, { now, dedupeKey: `password-reset-mail:${id}` });
    });
  };
}

export interface ResetPasswordBody {
  new_password?: unknown;
  password_token?: unknown;
  confirm_new_password?: unknown;
}

/** Sets the new password, spends the token (and any other open one), and ends every session. */
export async function resetPassword(deps: { db: Db; now: Date }, body: ResetPasswordBody) {
  const { db, now } = deps;
  const token = text(body.password_token);
  const password = secret(body.new_password);
  const errors = new FieldErrors();
  errors
    .add('new_password', validateResetPassword({ new_password: password }))
    .addIfClean(
      'new_password',
      password.length < ACCOUNT_LIMITS.passwordMinLength && API_MESSAGES.accounts.passwordTooShort(ACCOUNT_LIMITS.passwordMinLength),
    )
    .maxLength('new_password', password, ACCOUNT_LIMITS.passwordMaxLength);
  errors.add(
    'confirm_new_password',
    !errors.has('new_password') && secret(body.confirm_new_password) !== password && API_MESSAGES.accounts.passwordMismatch,
  );
  errors.add('password_token', !token && API_MESSAGES.passwordReset.tokenRequired);
  errors.throwIfAny();

  const hash = hashResetToken(token);
  const usable = await db.query(
    'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [hash, now],
  );
  // Checked before hashing the password, so junk tokens cost no argon2 work.
  if (usable.rows.length === 0) throw new ValidationFailed('password_token', API_MESSAGES.passwordReset.tokenInvalid);
  const passwordHash = await hashPassword(password);

  const userId = await db.transaction(async (tx) => {
    const spent = await tx.query<{ user_id: number }>(
      `UPDATE password_reset_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [hash, now],
    );
    const owner = spent.rows[0]?.user_id;
    if (owner === undefined) return undefined;
    await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [owner, passwordHash, now]);
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [owner, now]);
    await revokeSessions(tx, owner, now);
    return owner;
  });
  if (userId === undefined) throw new ValidationFailed('password_token', API_MESSAGES.passwordReset.tokenInvalid);
  return userId;
}
