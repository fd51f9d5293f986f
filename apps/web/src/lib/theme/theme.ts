/**
 * Spec section 9: the theme is kept under the key `theme`. Until the bidder picks one, the site
 * follows the device's light or dark setting, and keeps following its changes; a device with no
 * preference gets the spec's default, light (decision 0073).
 */
export const THEME_KEY = 'theme';
export type Theme = 'light' | 'dark';

const darkDevice = '(prefers-color-scheme: dark)';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The theme the bidder picked, or null while they have not picked one. */
export function readStoredTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

/** The device's setting: dark only when it asks for dark. */
export function deviceTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkDevice).matches ? 'dark' : 'light';
}

/** What the page shows: the bidder's pick, else the device's setting. */
export function chosenTheme(): Theme {
  return readStoredTheme() ?? deviceTheme();
}

/** Puts the theme on <html>: the `dark` class drives Tailwind's dark variant. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies to this page.
  }
  applyTheme(theme);
  notify();
}

/**
 * While the bidder has not picked a theme, a change of the device's setting (sunset, a quick
 * toggle) changes the page at once. Returns the way to stop following.
 */
export function followDeviceTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(darkDevice);
  const onChange = () => {
    if (readStoredTheme() !== null) return;
    applyTheme(deviceTheme());
    notify();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
