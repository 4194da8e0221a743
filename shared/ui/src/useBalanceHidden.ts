import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key: '1' while the customer keeps their balances hidden. */
export const BALANCE_HIDDEN_KEY = 'balance-hidden';

/**
 * Said on `window` when this page changes the setting. The shell and each remote bundle their
 * own copy of this module, so the news must travel through the window, not a module variable.
 */
const CHANGED = 'tu:balance-hidden';

/** Hidden for this visit only, when storage cannot be used. */
let fallback = false;

function read(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return fallback;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BALANCE_HIDDEN_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes the setting and tells every balance on this page (other tabs hear the storage event). */
export function setBalanceHidden(hidden: boolean) {
  fallback = hidden;
  try {
    localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Storage unavailable: hidden for this visit only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * Whether balances are hidden (for people looking over a shoulder), remembered on this device and
 * the same wherever a balance shows: the dashboard card, the side menu, the wallet's balances.
 */
export function useBalanceHidden(): [boolean, () => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => setBalanceHidden(!read()), []);
  return [hidden, toggle];
}
