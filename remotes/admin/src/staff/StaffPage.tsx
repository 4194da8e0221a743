import { useCallback, useState, type FormEvent } from 'react';
import { Button, ErrorState, Field, Select, Skeleton, useApiData } from '@topup/ui';
import { useStaffApi } from './api';
import { useAction } from '../common/useAction';
import '../admin.css';

const ROLES = [
  { value: 'support', label: 'Support' },
  { value: 'admin', label: 'Admin' },
  { value: 'release', label: 'Release manager' },
];

/** Who can use the back office, and with which role (admin). New staff accounts come from the CLI. */
export function StaffPage() {
  const api = useStaffApi();
  const staff = useApiData(useCallback(() => api.staff(), [api]));
  const action = useAction(staff.status === 'ready' ? staff.reload : undefined);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('support');
  const give = (event: FormEvent) => {
    event.preventDefault();
    void action.run('give', () => api.setRole(email.trim(), role as 'support' | 'admin' | 'release'));
  };
  return (
    <section className="admin-page" aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      <form className="admin-filters" onSubmit={give} aria-label="Give a role">
        <Field label="E-mail of an existing account" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Select label="Role" value={role} options={ROLES} onChange={(e) => setRole(e.target.value)} />
        <Button type="submit" disabled={!email.trim()} busy={action.busy === 'give'}>
          Give the role
        </Button>
      </form>
      {staff.status === 'loading' && <Skeleton lines={3} label="Loading staff" />}
      {staff.status === 'failed' && <ErrorState message="Staff could not be loaded (admins only)." onRetry={staff.retry} />}
      {staff.status === 'ready' && (
        <table className="admin-table" aria-label="Staff">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Authenticator</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((member) => (
              <tr key={member.id}>
                <td>{member.email}</td>
                <td>{member.role}</td>
                <td>{member.authenticator ? 'Set up' : 'At first sign-in'}</td>
                <td className="admin-actions">
                  {member.authenticator && (
                    <Button
                      variant="secondary"
                      busy={action.busy === `reset-${member.id}`}
                      onClick={() => void action.run(`reset-${member.id}`, () => api.resetAuthenticator(member.id))}
                    >
                      Reset authenticator of {member.email}
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    busy={action.busy === `remove-${member.id}`}
                    onClick={() => void action.run(`remove-${member.id}`, () => api.setRole(member.email, null))}
                  >
                    Remove {member.email}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
