import { ACCOUNT_LIMITS, API_MESSAGES, MESSAGES } from '@topup/rules';
import type { Db } from '../../db/client';
import { ValidationFailed } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { judgeSessionPassword } from '../auth/password-guesses';
import { revokeSessions } from '../auth/service';
import { FieldErrors, secret, text } from '../../http/field-errors';

const NUBAN = /^\d{10}$/;

/*
 * The client's rules (validateProfile, validateBank, validateChangePassword) stop at the first
 * failing field; the server reports every field, with the same messages.
 */

export async function updateProfile(db: Db, userId: number, body: { first_name?: unknown; last_name?: unknown }, now: Date) {
  const input = { first_name: text(body.first_name), last_name: text(body.last_name) };
  new FieldErrors()
    .add('first_name', !input.first_name && MESSAGES.profile.firstNameRequired)
    .maxLength('first_name', input.first_name, ACCOUNT_LIMITS.nameMaxLength)
    .add('last_name', !input.last_name && MESSAGES.profile.lastNameRequired)
    .maxLength('last_name', input.last_name, ACCOUNT_LIMITS.nameMaxLength)
    .throwIfAny();
  await db.query('UPDATE users SET first_name = $2, last_name = $3, updated_at = $4 WHERE id = $1', [
    userId,
    input.first_name,
    input.last_name,
    now,
  ]);
}

export async function updateBank(
  db: Db,
  userId: number,
  body: { account_name?: unknown; account_number?: unknown; bank_name?: unknown },
  now: Date,
) {
  const input = { account_name: text(body.account_name), account_number: text(body.account_number), bank_name: text(body.bank_name) };
  const max = ACCOUNT_LIMITS.bankFieldMaxLength;
  new FieldErrors()
    .add('account_name', !input.account_name && MESSAGES.bank.accountNameRequired)
    .maxLength('account_name', input.account_name, max)
    .add('account_number', !input.account_number && MESSAGES.bank.accountNumberRequired)
    .addIfClean('account_number', !NUBAN.test(input.account_number) && API_MESSAGES.profile.accountNumberInvalid)
    .add('bank_name', !input.bank_name && MESSAGES.bank.bankNameRequired)
    .maxLength('bank_name', input.bank_name, max)
    .throwIfAny();
  await db.query(
    'UPDATE users SET account_name = $2, account_number = $3, bank_name = $4, updated_at = $5 WHERE id = $1',
    [userId, input.account_name, input.account_number, input.bank_name, now],
  );
}

export interface ChangePasswordBody {
  old_password?: unknown;
  new_password?: unknown;
  password?: unknown;
  password2?: unknown;
}

/** Checks the old password, sets the new one and ends every other session (this one stays). */
export async function changePassword(
  db: Db,
  user: { userId: number; jti: string },
  body: ChangePasswordBody,
  options: { now: Date; limit: { max: number; windowMs: number } },
) {
  const { now, limit } = options;
  const oldPassword = secret(body.old_password);
  const newPassword = secret(body.new_password);
  const m = API_MESSAGES.accounts;
  const errors = new FieldErrors();
  errors.add('old_password', !oldPassword && MESSAGES.changePassword.oldPasswordRequired);
  errors
    .add('new_password', !newPassword && MESSAGES.changePassword.newPasswordRequired)
    .addIfClean('new_password', newPassword.length < ACCOUNT_LIMITS.passwordMinLength && m.passwordTooShort(ACCOUNT_LIMITS.passwordMinLength))
    .maxLength('new_password', newPassword, ACCOUNT_LIMITS.passwordMaxLength);
  // The screen sends the new password again as password and password2; when present they must agree.
  for (const field of ['password', 'password2'] as const) {
    const repeated = body[field];
    errors.add(field, !errors.has('new_password') && repeated !== undefined && secret(repeated) !== newPassword && m.passwordMismatch);
  }
  errors.throwIfAny();

  // The one per-user password-guess limit (ADR 0036), counted before the check like login's.
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.userId]);
  if (!(await judgeSessionPassword(db, { userId: user.userId, storedHash: rows[0]?.password_hash, password: oldPassword, limit, now, field: 'old_password' }))) {
    throw new ValidationFailed('old_password', API_MESSAGES.profile.oldPasswordWrong);
  }
  // A one-time password (ADR 0037) must really be replaced.
  if (newPassword === oldPassword) throw new ValidationFailed('new_password', API_MESSAGES.profile.passwordUnchanged);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, password_change_required = false, updated_at = $3 WHERE id = $1', [user.userId, passwordHash, now]);
    await revokeSessions(tx, user.userId, now, user.jti);
  });
}

export async function updateSettings(db: Db, userId: number, settings: { email_notifications: boolean }, now: Date) {
  await db.query('UPDATE users SET email_notifications = $2, updated_at = $3 WHERE id = $1', [
    userId,
    settings.email_notifications,
    now,
  ]);
}
