import { useEffect, useState } from 'react';
import { useApi } from '@topup/api-client/react';
import { useCurrentUser } from '@topup/platform';
import { onTicketsChanged } from '@topup/ui';

/**
 * The bell's badge (ADR 0027): how many of the customer's tickets changed (a staff answer, a
 * refund, a resolution) since they last opened them. Read again on each navigation and when a
 * screen says it read or changed a ticket (opening one clears it); a failed read shows no badge.
 */
export function useUnreadTickets(pathname: string): number {
  const api = useApi();
  const signedIn = useCurrentUser() !== null;
  const [unread, setUnread] = useState(0);
  const [announced, setAnnounced] = useState(0);
  useEffect(() => onTicketsChanged(() => setAnnounced((n) => n + 1)), []);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    api.getComplaints().then(
      (result) => current && setUnread((result.data ?? []).filter((ticket) => ticket.unread).length),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [api, signedIn, pathname, announced]);
  return signedIn ? unread : 0;
}
