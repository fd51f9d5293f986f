import { afterEach, describe, expect, it, vi } from 'vitest';
import boot from '../../../public/theme-boot.js?raw';
import {
  applyTheme,
  chosenTheme,
  followDeviceTheme,
  readStoredTheme,
  setTheme,
  subscribeTheme,
  THEME_KEY,
} from './theme';

/** A device whose dark setting the test flips, with the change event a browser sends. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  applyTheme('light');
});

describe('theme', () => {
  it('is light on a device with no dark setting, and ignores a stored value it does not know', () => {
    fakeDevice(false);
    expect(chosenTheme()).toBe('light');
    localStorage.setItem(THEME_KEY, 'purple');
    expect(readStoredTheme()).toBeNull();
    expect(chosenTheme()).toBe('light');
  });

  it('follows the device dark setting until the bidder picks a theme', () => {
    fakeDevice(true);
    expect(chosenTheme()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'light');
    expect(chosenTheme()).toBe('light');
  });

  it('keeps following changes of the device setting, and stops once a theme is picked', () => {
    const device = fakeDevice(false);
    const stop = followDeviceTheme();
    const heard = vi.fn();
    const unsubscribe = subscribeTheme(heard);
    device.set(true);
    expect(isDark()).toBe(true);
    expect(heard).toHaveBeenCalled();
    device.set(false);
    expect(isDark()).toBe(false);
    setTheme('dark');
    device.set(false);
    expect(isDark()).toBe(true);
    stop();
    unsubscribe();
  });

  it('remembers dark and puts the dark class on <html>', () => {
    setTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('is painted first by the head script exactly as the app would choose it', () => {
    for (const stored of [null, 'light', 'dark', 'purple']) {
      for (const dark of [false, true]) {
        fakeDevice(dark);
        localStorage.clear();
        if (stored) localStorage.setItem(THEME_KEY, stored);
        applyTheme(dark ? 'light' : 'dark');
        new Function(boot)();
        expect(isDark() ? 'dark' : 'light').toBe(chosenTheme());
        expect(document.documentElement.style.colorScheme).toBe(chosenTheme());
      }
    }
  });
});
