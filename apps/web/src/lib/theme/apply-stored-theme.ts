import { applyTheme, readStoredTheme } from './theme';

// Imported first by main.tsx: the theme is on <html> before any other module runs or React renders.
applyTheme(readStoredTheme());
