import { useCallback, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { StaffMember } from '@topup/wire';
import { Button, Field, Loaded, Select, useApiData } from '@topup/ui';
import { useStaffApi } from './api';
import { useAction } from '../common/useAction';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { Clipped } from '../common/cells';
import '../admin.css';

type Member = StaffMember;
const column = createColumnHelper<Member>();
const COLUMNS = [
  // A long address is cut (whole in its title); the row's buttons name it to screen readers.
  column.accessor('email', { header: 'E-mail', cell: (info) => <Clipped text={info.getValue()} /> }),
  column.accessor('role', { header: 'Role', cell: (info) => ROLE_LABELS[info.getValue() ?? ''] ?? info.getValue() }),
  column.accessor((member) => (member.authenticator ? 'Set up' : 'At first sign-in'), { id: 'authenticator', header: 'Authenticator' }),
];

const ROLES = [
  { value: 'support', label: 'Support' },
  { value: 'admin', label: 'Admin' },
  { value: 'release', label: 'Release manager' },
];
const ROLE_LABELS: Record<string, string> = Object.fromEntries(ROLES.map((role) => [role.value, role.label]));

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
    <AdminPage title="Staff">
      <form className="admin-filters" onSubmit={give} aria-label="Give a role">
        <Field label="E-mail of an existing account" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Select label="Role" value={role} options={ROLES} onChange={(e) => setRole(e.target.value)} />
        <Button type="submit" disabled={!email.trim()} busy={action.busy === 'give'}>
          Give the role
        </Button>
      </form>
      <Loaded state={staff} lines={3} loading="Loading staff" failed="Staff could not be loaded (admins only).">
        {(data) => (
          <DataTable
            label="Staff"
            columns={COLUMNS}
            rows={data}
            rowKey={(member) => member.id}
            empty="No staff yet."
            actions={{
              header: 'Change',
              cell: (member) => (
                <>
                  {member.authenticator && (
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={action.busy === `reset-${member.id}`}
                      onClick={() => void action.run(`reset-${member.id}`, () => api.resetAuthenticator(member.id))}
                    >
                      Reset authenticator<span className="tu-visually-hidden"> of {member.email}</span>
                    </Button>
                  )}
                  <Button variant="danger" size="sm" busy={action.busy === `remove-${member.id}`} onClick={() => void action.run(`remove-${member.id}`, () => api.setRole(member.email, null))}>
                    Remove<span className="tu-visually-hidden"> {member.email}</span>
                  </Button>
                </>
              ),
            }}
          />
        )}
      </Loaded>
    </AdminPage>
  );
}
