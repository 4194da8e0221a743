import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (search boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** 12 first, then 4 more per press (spec section 9). */
export function usePaged(total: number, first: number, step: number) {
  const [shown, setShown] = useState(first);
  return { shown: Math.min(shown, total), more: shown < total, loadMore: () => setShown((n) => n + step) };
}
