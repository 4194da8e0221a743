import type { ReactNode } from 'react';
import { useCurrentUser } from '@topup/platform';
import { API_MESSAGES } from '@topup/rules';
import { EmptyState } from '@topup/ui';

/**
 * The signed-in staff member's role decides what the screens offer: support sees no admin-only
 * button (resolve, lock, cancel an order) and no admin-only screen. The API checks the role too;
 * this only keeps support from being offered what would be refused.
 */
export function useIsAdmin(): boolean {
  return useCurrentUser()?.role === 'admin';
}

/** A release manager's role: the Releases screen and nothing else (ADR 0018). */
export function useIsReleaseManager(): boolean {
  return useCurrentUser()?.role === 'release';
}

/** The Releases screen: release managers and admins; support reads that its role does not allow it. */
export function ReleaseManagersOnly({ children }: { children: ReactNode }) {
  const role = useCurrentUser()?.role;
  if (role === 'release' || role === 'admin') return <>{children}</>;
  return (
    <section className="admin-page">
      <EmptyState title={API_MESSAGES.staff.wrongRole} />
    </section>
  );
}

/** An admin-only screen: support reads that its role does not allow it, and nothing is loaded. */
export function AdminOnly({ children }: { children: ReactNode }) {
  if (useIsAdmin()) return <>{children}</>;
  return (
    <section className="admin-page">
      <EmptyState title={API_MESSAGES.staff.wrongRole} />
    </section>
  );
}
