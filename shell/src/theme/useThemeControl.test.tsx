import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@topup/rules';
import { SYSTEM_DARK, useThemeControl } from './useThemeControl';

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

describe("the device's own dark setting", () => {
  let systemDark = true;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    systemDark = true;
    listeners.clear();
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return query === SYSTEM_DARK && systemDark;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  test('applies without a choice of the customer, and follows it as it changes', () => {
    const { result } = renderHook(() => useThemeControl());
    expect(result.current.theme).toBe('dark');
    systemDark = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  test('gives way to the choice made in Settings', () => {
    const { result } = renderHook(() => useThemeControl());
    act(() => result.current.setTheme('light'));
    systemDark = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current.theme).toBe('light');
  });

  test('index.html applies it before the app runs', () => {
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    new Function(html.match(/<script>([\s\S]*?)<\/script>/)![1]!)();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
