/**
 * Registers the house's service worker (built to `/sw.js`) once the page has loaded, so it never
 * competes with the first paint. Development serves no worker: Vite's modules are not precached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a browser that refuses): the site works as before.
    });
  });
}
