import { describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, setTheme, THEME_KEY } from './theme';

describe('theme', () => {
  it('defaults to light', () => {
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem(THEME_KEY, 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('remembers dark and puts the dark class on <html>', () => {
    setTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
