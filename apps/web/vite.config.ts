import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss()],
  // A production build stays a production build even when NODE_ENV=test leaks in from a test runner.
  define:
    command === 'build' && mode === 'production'
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry holds React, the router, the query cache, axios and the zod contracts (about 150 kB gzipped).
    chunkSizeWarningLimit: 600,
  },
}));
