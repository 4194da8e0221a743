import { ACCOUNT_LIMITS, API_MESSAGES, registerFieldErrors } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { FieldsInvalid } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../users/service';
import { FieldErrors, secret, text } from '../../http/field-errors';
import { pickUsername, usernameBase } from './username';

export interface RegisterBody {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  phone_no?: unknown;
  password?: unknown;
  password2?: unknown;
  referral?: unknown;
}

interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
  password: string;
  referral: string;
}

/** The client's rules (shared/rules) first, then the server's own: lengths and the repeated password. */
function validate(body: RegisterBody): RegisterInput {
  const input: RegisterInput = {
    firstName: text(body.first_name),
    lastName: text(body.last_name),
    email: text(body.email),
    phoneNo: text(body.phone_no),
    password: secret(body.password),
    referral: text(body.referral),
  };
  const client = registerFieldErrors({
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone_no: input.phoneNo,
    password: input.password,
  });
  const m = API_MESSAGES.accounts;
  const errors = new FieldErrors();
  errors.add('first_name', client.first_name?.[0]).maxLength('first_name', input.firstName, ACCOUNT_LIMITS.nameMaxLength);
  errors.add('last_name', client.last_name?.[0]).maxLength('last_name', input.lastName, ACCOUNT_LIMITS.nameMaxLength);
  errors.add('email', client.email?.[0]).maxLength('email', input.email, ACCOUNT_LIMITS.emailMaxLength);
  errors
    .add('password', client.password?.[0])
    .addIfClean('password', input.password.length < ACCOUNT_LIMITS.passwordMinLength && m.passwordTooShort(ACCOUNT_LIMITS.passwordMinLength))
    .maxLength('password', input.password, ACCOUNT_LIMITS.passwordMaxLength);
  errors.add('password2', !errors.has('password') && secret(body.password2) !== input.password && m.passwordMismatch);
  errors.add('phone_no', client.phone_no?.[0]);
  errors.throwIfAny();
  return input;
}

/** Field errors for what is already taken, and the referrer's id. */
async function checkAgainstExisting(tx: Queryable, input: RegisterInput): Promise<number | null> {
  const m = API_MESSAGES.accounts;
  const errors = new FieldErrors();
  const email = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [input.email]);
  errors.add('email', email.rows.length > 0 && m.emailTaken);
  const phone = await tx.query(`SELECT 1 FROM users WHERE phone_no <> '' AND ltrim(phone_no, '+') = ltrim($1, '+')`, [
    input.phoneNo,
  ]);
  errors.add('phone_no', phone.rows.length > 0 && m.phoneTaken);
  let referrerId: number | null = null;
  if (input.referral) {
    const referrer = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [
      input.referral,
    ]);
    referrerId = referrer.rows[0]?.id ?? null;
    errors.add('referral', referrerId === null && m.unknownReferral);
  }
  errors.throwIfAny();
  return referrerId;
}

function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

const USERNAME_ATTEMPTS = 8;

/** Creates the customer with a unique username and their ledger accounts; returns what the client shows. */
export async function registerUser(db: Db, body: RegisterBody): Promise<{ username: string; email: string }> {
  const input = validate(body);
  const base = usernameBase(input);
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const referredBy = await checkAgainstExisting(tx, input);
        const username = await pickUsername(tx, base, attempt);
        await createUser(tx, { ...input, passwordHash, username, referredBy });
        return { username, email: input.email };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      // A concurrent sign-up took the same e-mail, phone or username between our check and insert.
      if (constraint === 'users_email_lower') throw new FieldsInvalid({ email: [API_MESSAGES.accounts.emailTaken] });
      if (constraint === 'users_phone_no_unique') throw new FieldsInvalid({ phone_no: [API_MESSAGES.accounts.phoneTaken] });
      if (constraint !== 'users_username_key' || attempt >= USERNAME_ATTEMPTS) throw error;
    }
  }
}
