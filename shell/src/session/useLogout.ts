import { useRef, useState } from 'react';
import { useSession } from '@topup/platform';

/** A Logout button's action: one logout call however often it is clicked, with a busy flag meanwhile. */
export function useLogout(afterLogout?: () => void) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const logout = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await session.logout();
      afterLogout?.();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, logout };
}
