import { useCallback, useState } from 'react';

/** localStorage key: '1' while the customer keeps their balances hidden. */
export const BALANCE_HIDDEN_KEY = 'balance-hidden';

function read(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether balances are hidden (for people looking over a shoulder), remembered on this device. */
export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(read);
  const toggle = useCallback(() => {
    setHidden((was) => {
      try {
        localStorage.setItem(BALANCE_HIDDEN_KEY, was ? '0' : '1');
      } catch {
        // Storage unavailable: hidden for this visit only.
      }
      return !was;
    });
  }, []);
  return [hidden, toggle];
}
