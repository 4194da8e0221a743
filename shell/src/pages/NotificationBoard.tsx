import { useCallback, useEffect, useId, useState } from 'react';
import { Megaphone, X } from 'lucide-react';
import { useApi } from '@topup/api-client/react';
import { useLoad } from '@topup/ui';

/** localStorage key holding the hash of the notification the user last closed. */
export const NOTIFICATION_DISMISSED_KEY = 'notification-dismissed';

/** FNV-1a: a short stable fingerprint of the text, so a new notification shows again. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

// Storage can be unavailable (private modes, quotas): the board then shows once per visit.
function readDismissed(): string | null {
  try {
    return localStorage.getItem(NOTIFICATION_DISMISSED_KEY);
  } catch {
    return null;
  }
}

function rememberDismissed(text: string): void {
  try {
    localStorage.setItem(NOTIFICATION_DISMISSED_KEY, textHash(text));
  } catch {
    // Nothing to do: see readDismissed.
  }
}

/**
 * Spec 2.6: the notification board with the get-notification/ text, shown until the user closes
 * it, once per new text. A sheet over the foot of the screen, not a modal: the balance and the
 * services stay usable, and nothing shifts when it arrives. A load failure is only logged (spec 8).
 */
export function NotificationBoard() {
  const api = useApi();
  const titleId = useId();
  // The text to show: none when empty or when this text was closed before.
  const state = useLoad(
    useCallback(() => api.getNotification().then(({ data }) => (data && readDismissed() !== textHash(data) ? data : null)), [api]),
  );
  const [closed, setClosed] = useState<string | null>(null);
  const text = state.status === 'ready' && state.data !== closed ? state.data : null;

  useEffect(() => {
    if (text === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      rememberDismissed(text);
      setClosed(text);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [text]);

  if (text === null) return null;
  const close = () => {
    rememberDismissed(text);
    setClosed(text);
  };

  return (
    <section className="notice-sheet" aria-labelledby={titleId} aria-live="polite">
      <Megaphone className="notice-sheet__icon" aria-hidden="true" size={22} />
      <div className="notice-sheet__body">
        <h2 id={titleId}>Notification</h2>
        <p>{text}</p>
      </div>
      <button type="button" className="notice-sheet__close" aria-label="Dismiss notification" onClick={close}>
        <X aria-hidden="true" size={20} />
      </button>
    </section>
  );
}
