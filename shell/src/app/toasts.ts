import { useSyncExternalStore } from 'react';
import type { Toasts } from '@topup/platform';

// A visit to / shows no toast, so react-toastify loads with the first one. A toast raised while it
// loads waits in react-toastify's own queue until the container mounts.
let library: Promise<typeof import('./toastLibrary')> | null = null;
export const loadToastLibrary = () => (library ??= import('./toastLibrary'));

let wanted = false;
const listeners = new Set<() => void>();

/** True once anything has raised a toast: the container is rendered from then on. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );

/**
 * A toast carried to the next page: only the newest one, raised this recently (the outcome of what
 * led there, e.g. "Account created successfully!" as registration opens the dashboard).
 */
export const TOAST_CARRY_MS = 2_000;

/** The toasts on screen, oldest first: their ids (ours, so they can go before they show) and when. */
let shown: { id: string; at: number }[] = [];
let counter = 0;

function show(kind: keyof Toasts, message: string) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const entry = { id: `toast-${++counter}`, at: Date.now() };
  shown.push(entry);
  loadToastLibrary().then(
    ({ toast }) => {
      // Left behind by a navigation before the library loaded: never shown.
      if (!shown.includes(entry)) return;
      toast[kind](message, { toastId: entry.id, onClose: () => (shown = shown.filter((t) => t !== entry)) });
    },
    (error: unknown) => console.error(error),
  );
}

/**
 * Issue 40: a page's toasts go when the customer moves to another page (a stale form error does
 * not sit beside the next page's news); the newest stays if it was raised just now, as the outcome
 * of the move.
 */
export function clearToastsOnNavigation(now = Date.now()): void {
  const newest = shown[shown.length - 1];
  const keep = newest && now - newest.at <= TOAST_CARRY_MS ? newest : undefined;
  const leaving = shown.filter((t) => t !== keep);
  shown = keep ? [keep] : [];
  if (leaving.length === 0 || !library) return;
  library.then(({ toast }) => leaving.forEach((t) => toast.dismiss(t.id)), (error: unknown) => console.error(error));
}

export const shellToasts: Toasts = {
  success: (message) => show('success', message),
  warning: (message) => show('warning', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
};
