import { useEffect, useState } from 'react';
import { useApi } from '@topup/api-client/react';
import { Modal } from '@topup/ui';

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
 * Spec 2.6: the notification board modal with the get-notification/ text, shown until the user
 * closes it, once per new text. A load failure is only logged (spec 8).
 */
export function NotificationBoard() {
  const api = useApi();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.getNotification().then(
      ({ data }) => {
        if (current && data && readDismissed() !== textHash(data)) setText(data);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const close = () => {
    if (text) rememberDismissed(text);
    setText(null);
  };

  return (
    <Modal open={text !== null} title="Notification" onClose={close}>
      <p>{text}</p>
    </Modal>
  );
}
