import { useCallback, useEffect, useMemo, useState } from 'react';
import { THEME_STORAGE_KEY } from '@topup/rules';
import type { ThemeControl, ThemeName } from '@topup/platform';

/** The phone's or computer's own dark setting. */
export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const systemTheme = (): ThemeName => (typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light');

/** The theme the customer chose in Settings, or null: then the device's setting applies. */
function chosenTheme(): ThemeName | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

/** index.html applies the same choice before first paint; this keeps it in step afterwards. */
export function storedTheme(): ThemeName {
  return chosenTheme() ?? systemTheme();
}

export function useThemeControl(): ThemeControl {
  const [theme, setThemeState] = useState<ThemeName>(storedTheme);

  // Without a choice of their own, the app follows the device when its setting changes (at dusk).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(SYSTEM_DARK);
    const follow = () => {
      if (chosenTheme()) return;
      const next = systemTheme();
      document.documentElement.dataset.theme = next;
      setThemeState(next);
    };
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, []);

  const setTheme = useCallback((next: ThemeName) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the theme still applies for this visit.
    }
    document.documentElement.dataset.theme = next;
    setThemeState(next);
  }, []);

  return useMemo(
    () => ({ theme, setTheme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
}
