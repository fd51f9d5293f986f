import { useCallback, useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme, type Theme } from './theme';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
