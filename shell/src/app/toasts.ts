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

/** The toasts on screen, oldest first: their ids (ours, so they can go before they show), the page they were raised on. */
let shown: { id: string; page: number; kind: keyof Toasts; message: string }[] = [];
let counter = 0;
/** Counts the moves from page to page: a toast remembers on which page it was raised. */
let page = 0;

function show(kind: keyof Toasts, message: string) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // The same words already on screen are not stacked again ("Payment successful!" three times).
  if (shown.some((t) => t.kind === kind && t.message === message)) return;
  const entry = { id: `toast-${++counter}`, page, kind, message };
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
 * A page's toasts go when the customer moves to another page (a stale form error does not sit
 * beside the next page's news). The newest stays if it is the outcome of the move: raised on the
 * page being left and not an error ("Account created successfully!" as registration opens the
 * dashboard). No clock decides it: on a slow phone the move may take seconds.
 */
export function clearToastsOnNavigation(): void {
  const newest = shown[shown.length - 1];
  const keep = newest && newest.page === page && newest.kind !== 'error' ? newest : undefined;
  page += 1;
  dismiss(shown.filter((t) => t !== keep));
}

function dismiss(leaving: typeof shown) {
  shown = shown.filter((t) => !leaving.includes(t));
  if (leaving.length === 0 || !library) return;
  library.then(({ toast }) => leaving.forEach((t) => toast.dismiss(t.id)), (error: unknown) => console.error(error));
}

/**
 * An error is about what the customer just entered: once they change a field it is stale, and on a
 * phone it would sit over the very button they press next. Errors go; other toasts stay.
 */
export function clearErrorToastsOnInput(): void {
  dismiss(shown.filter((t) => t.kind === 'error'));
}

export const shellToasts: Toasts = {
  success: (message) => show('success', message),
  warning: (message) => show('warning', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
};
