/**
 * Said on `window` when a screen has read or changed the customer's tickets (ADR 0027): the shell's
 * bell counts the unread ones again. The shell and each remote bundle their own copy of this
 * module, so the news travels through the window, not a module variable.
 */
const CHANGED = 'tu:tickets-changed';

export function announceTicketsChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` on each announcement; returns the unsubscribe. */
export function onTicketsChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
