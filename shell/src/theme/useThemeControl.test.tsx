import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@topup/rules';
import { useThemeControl } from './useThemeControl';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

test('toggling persists the theme and applies it to <html>', () => {
  const { result, unmount } = renderHook(() => useThemeControl());
  expect(result.current.theme).toBe('light');
  act(() => result.current.toggle());
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  unmount();

  const again = renderHook(() => useThemeControl());
  expect(again.result.current.theme).toBe('dark');
});

test('index.html applies the stored theme before the app runs', () => {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  new Function(script!)();
  expect(document.documentElement.dataset.theme).toBe('dark');
});
