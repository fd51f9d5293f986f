import { applyTheme, chosenTheme, followDeviceTheme } from './theme';

// Imported first by main.tsx: the theme is on <html> before any other module runs or React renders
// (the page's head already set it for the first paint: public/theme-boot.js).
applyTheme(chosenTheme());
followDeviceTheme();
