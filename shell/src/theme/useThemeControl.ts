import { useCallback, useMemo, useState } from 'react';
import { THEME_STORAGE_KEY } from '@topup/rules';
import type { ThemeControl, ThemeName } from '@topup/platform';

/** index.html applies the stored theme before first paint; this keeps it in step afterwards. */
export function storedTheme(): ThemeName {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function useThemeControl(): ThemeControl {
  const [theme, setThemeState] = useState<ThemeName>(storedTheme);

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
