/** Production builds register /sw.js once the page has loaded (it never delays the first paint). */
export function registerServiceWorker(): void {
  if (!process.env.REGISTER_SW || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('Service worker not registered', error));
  });
}
