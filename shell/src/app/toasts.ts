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

function show(kind: keyof Toasts, message: string) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  loadToastLibrary().then(({ toast }) => toast[kind](message), (error: unknown) => console.error(error));
}

export const shellToasts: Toasts = {
  success: (message) => show('success', message),
  warning: (message) => show('warning', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
};
