import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useSession } from '@topup/platform';
import type { ApiResult } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, bankFieldErrors, changePasswordFieldErrors, profileFieldErrors } from '@topup/rules';
import { Button, Card, Field, Skeleton } from '@topup/ui';
import { UserLoadFailed } from '../settings/UserLoadFailed';
import { useAccountUpdate } from './useAccountUpdate';
import '../settings/account.css';

/** Spec 2.6 Update Profile: three cards, each its own form, prefilled once the user is loaded. */
export function UpdateProfilePage() {
  const session = useSession();
  if (!session.user) return session.userStatus === 'failed' ? <UserLoadFailed /> : <Skeleton lines={6} />;
  return (
    <div className="page account">
      <NamesForm />
      <BankForm />
      <ChangePasswordForm />
    </div>
  );
}

function FormCard({ title, formRef, onSubmit, children }: {
  title: string;
  formRef: RefObject<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <form className="account-form" ref={formRef} onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
      </form>
    </Card>
  );
}

type UserFields = 'first_name' | 'last_name' | 'account_name' | 'account_number' | 'bank_name';

interface FormField<K extends string> {
  name: K;
  label: string;
  type?: 'password';
  autoComplete?: string;
  inputMode?: 'numeric';
}

/** A card's inputs, one per field, each with its value and the error under it. */
function FormFields<K extends string>({ fields, values, errors, onChange }: {
  fields: ReadonlyArray<FormField<K>>;
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange: (name: K, value: string) => void;
}) {
  return fields.map(({ name, ...field }) => (
    <Field key={name} {...field} name={name} value={values[name]} error={errors[name]} onChange={(e) => onChange(name, e.target.value)} />
  ));
}

/**
 * A card of the signed-in user's details (names, bank account): prefilled from the session, saved
 * trimmed, refused field by field as `check` says, and the user re-read after a save.
 */
function DetailsForm<K extends UserFields>({ title, fields, check, send, action }: {
  title: string;
  fields: ReadonlyArray<FormField<K>>;
  check: (payload: Record<K, string>) => Partial<Record<K, string>>;
  send: (payload: Record<K, string>) => Promise<ApiResult<unknown>>;
  action: string;
}) {
  const session = useSession();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map(({ name }) => [name, session.user?.[name] ?? ''])) as Record<K, string>);
  const { busy, submit, errors, formRef } = useAccountUpdate(values);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const payload = Object.fromEntries(fields.map(({ name }) => [name, values[name].trim()])) as Record<K, string>;
    void submit(check(payload), () => send(payload), { then: session.refreshUser });
  };

  return (
    <FormCard title={title} formRef={formRef} onSubmit={save}>
      <FormFields fields={fields} values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.processing}>
        {action}
      </Button>
    </FormCard>
  );
}

const NAME_FIELDS = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
] as const;

const BANK_FIELDS = [
  { name: 'account_name', label: 'Account name' },
  { name: 'account_number', label: 'Account number', inputMode: 'numeric' },
  { name: 'bank_name', label: 'Bank name' },
] as const;

function NamesForm() {
  const api = useApi();
  return <DetailsForm title="Profile" fields={NAME_FIELDS} check={profileFieldErrors} send={api.updateUserProfile} action="Update Profile" />;
}

function BankForm() {
  const api = useApi();
  return <DetailsForm title="Bank Account" fields={BANK_FIELDS} check={bankFieldErrors} send={api.updateUserBank} action="Update Bank" />;
}

const PASSWORD_FIELDS = [
  { name: 'old_password', label: 'Old password', type: 'password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New password', type: 'password', autoComplete: 'new-password' },
] as const;

const NO_PASSWORDS = { old_password: '', new_password: '' };

function ChangePasswordForm() {
  const api = useApi();
  const session = useSession();
  const [passwords, setPasswords] = useState(NO_PASSWORDS);
  const { busy, submit, errors, formRef } = useAccountUpdate(passwords);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { old_password: oldPassword, new_password: newPassword } = passwords;
    const saved = await submit(
      changePasswordFieldErrors(passwords),
      () =>
        api.changePassword({
          old_password: oldPassword,
          new_password: newPassword,
          password: newPassword,
          password2: newPassword,
        }),
      // The API has just ended every other session of the account; this one stays: re-read it (ADR 0039).
      { logErrors: true, then: session.refreshUser },
    );
    if (saved) setPasswords(NO_PASSWORDS);
  };

  return (
    <FormCard title="Change Password" formRef={formRef} onSubmit={(event) => void save(event)}>
      <FormFields fields={PASSWORD_FIELDS} values={passwords} errors={errors} onChange={(name, value) => setPasswords((p) => ({ ...p, [name]: value }))} />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.processing}>
        Change Password
      </Button>
    </FormCard>
  );
}
