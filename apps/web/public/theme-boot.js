// Runs in the page's head, before the first paint, so a server-rendered page never flashes the
// wrong theme: the bidder's pick (kept under "theme"), else the device's setting. The rule is
// lib/theme/theme.ts's; its test runs this file against it so the two never drift.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage refused (private browsing): follow the device.
  }
  const device =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  const dark = stored === 'dark' || (stored !== 'light' && device);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
