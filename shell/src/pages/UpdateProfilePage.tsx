import { useState, type FormEvent } from 'react';
import { toErrorMessages } from '@topup/api-client';
import { useApi, useSession, useToast } from '@topup/platform';
import { MESSAGES } from '@topup/rules';
import { Button, Field } from '@topup/ui';

/** /dashboard/update-profile: names only for now (bank and password forms come with the settings issue). */
export function UpdateProfilePage() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const [firstName, setFirstName] = useState(session.user?.first_name ?? '');
  const [lastName, setLastName] = useState(session.user?.last_name ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) return toast.error(MESSAGES.profile.firstNameRequired);
    if (!lastName.trim()) return toast.error(MESSAGES.profile.lastNameRequired);
    setBusy(true);
    try {
      toast.success((await api.updateUserProfile({ first_name: firstName.trim(), last_name: lastName.trim() })).message);
      await session.refreshUser();
    } catch (error) {
      toErrorMessages(error).forEach(toast.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="page tu-card" onSubmit={submit} noValidate>
      <Field label="First name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      <Field label="Last name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      <Button type="submit" busy={busy}>Update</Button>
    </form>
  );
}
