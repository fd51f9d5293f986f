import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';

const config: UserConfig = {
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry holds React, the router, the query cache, axios and the zod contracts (about 150 kB gzipped).
    chunkSizeWarningLimit: 600,
  },
};

export default defineConfig(({ command, mode }) => {
  // A production build stays one even when a test runner's NODE_ENV=test leaks into `vite build`:
  // React, the JSX transform and Vite must all agree on production.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  // Source maps only for error reporting: hidden (no sourceMappingURL in the bundle) and never
  // served, for uploading to Sentry with the release; without a DSN nobody needs them.
  const forErrorReporting = Boolean(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_SENTRY_DSN);
  return { ...config, build: { ...config.build, sourcemap: forErrorReporting ? 'hidden' : false } };
});
