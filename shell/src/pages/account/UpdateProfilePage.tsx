import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useSession } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, bankFieldErrors, changePasswordFieldErrors, profileFieldErrors } from '@topup/rules';
import { Button, Card, Field, Skeleton } from '@topup/ui';
import { UserLoadFailed } from './UserLoadFailed';
import { useDocumentTitle } from '../site/useDocumentTitle';
import { useAccountUpdate } from './useAccountUpdate';
import './account.css';

/** Spec 2.6 Update Profile: three cards, each its own form, prefilled once the user is loaded. */
export function UpdateProfilePage() {
  useDocumentTitle('Update Profile');
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

function NamesForm() {
  const api = useApi();
  const session = useSession();
  const [firstName, setFirstName] = useState(session.user?.first_name ?? '');
  const [lastName, setLastName] = useState(session.user?.last_name ?? '');
  const { busy, submit, errors, formRef } = useAccountUpdate({ first_name: firstName, last_name: lastName });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const payload = { first_name: firstName.trim(), last_name: lastName.trim() };
    void submit(profileFieldErrors(payload), () => api.updateUserProfile(payload), { then: session.refreshUser });
  };

  return (
    <FormCard title="Profile" formRef={formRef} onSubmit={save}>
      <Field label="First name" name="first_name" autoComplete="given-name" value={firstName} error={errors.first_name} onChange={(e) => setFirstName(e.target.value)} />
      <Field label="Last name" name="last_name" autoComplete="family-name" value={lastName} error={errors.last_name} onChange={(e) => setLastName(e.target.value)} />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.processing}>
        Update Profile
      </Button>
    </FormCard>
  );
}

function BankForm() {
  const api = useApi();
  const session = useSession();
  const [accountName, setAccountName] = useState(session.user?.account_name ?? '');
  const [accountNumber, setAccountNumber] = useState(session.user?.account_number ?? '');
  const [bankName, setBankName] = useState(session.user?.bank_name ?? '');
  const { busy, submit, errors, formRef } = useAccountUpdate({ account_name: accountName, account_number: accountNumber, bank_name: bankName });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const payload = { account_name: accountName.trim(), account_number: accountNumber.trim(), bank_name: bankName.trim() };
    void submit(bankFieldErrors(payload), () => api.updateUserBank(payload), { then: session.refreshUser });
  };

  return (
    <FormCard title="Bank Account" formRef={formRef} onSubmit={save}>
      <Field label="Account name" name="account_name" value={accountName} error={errors.account_name} onChange={(e) => setAccountName(e.target.value)} />
      <Field
        label="Account number"
        name="account_number"
        inputMode="numeric"
        value={accountNumber}
        error={errors.account_number}
        onChange={(e) => setAccountNumber(e.target.value)}
      />
      <Field label="Bank name" name="bank_name" value={bankName} error={errors.bank_name} onChange={(e) => setBankName(e.target.value)} />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.processing}>
        Update Bank
      </Button>
    </FormCard>
  );
}

function ChangePasswordForm() {
  const api = useApi();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { busy, submit, errors, formRef } = useAccountUpdate({ old_password: oldPassword, new_password: newPassword });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await submit(
      changePasswordFieldErrors({ old_password: oldPassword, new_password: newPassword }),
      () =>
        api.changePassword({
          old_password: oldPassword,
          new_password: newPassword,
          password: newPassword,
          password2: newPassword,
        }),
      { logErrors: true },
    );
    if (saved) {
      setOldPassword('');
      setNewPassword('');
    }
  };

  return (
    <FormCard title="Change Password" formRef={formRef} onSubmit={(event) => void save(event)}>
      <Field
        label="Old password"
        type="password"
        name="old_password"
        autoComplete="current-password"
        value={oldPassword}
        error={errors.old_password}
        onChange={(e) => setOldPassword(e.target.value)}
      />
      <Field
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        value={newPassword}
        error={errors.new_password}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.processing}>
        Change Password
      </Button>
    </FormCard>
  );
}
