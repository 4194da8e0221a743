/** Makes `useMediaQuery(DESKTOP)` true (a laptop) or false (a phone) in jsdom, which has no matchMedia. */
export function emulateDesktop(desktop: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: desktop && query === '(min-width: 1024px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

export function forgetViewport(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
