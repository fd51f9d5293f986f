import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const config: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    // A .br and a .gz beside each script, style sheet and icon, at the highest levels, for the server
    // to send as they are. index.html is left out: the server adds each page's head and compresses it.
    compression({
      include: /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
    // The service worker (src/sw.ts, built to /sw.js): the app's files precached, the API never
    // (decision 0071). The manifest and icons come from the server, made from the house's settings.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell: the entry script and styles, the Latin fonts, the logos; page scripts are
        // cached as they are first loaded.
        globPatterns: [
          'assets/index-*.{js,css}',
          'assets/*-latin-wght-*.woff2',
          'assets/*.svg',
          'offline.html',
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry holds React, the router, the query cache and the site's frame (under 120 kB gzipped; decision 0023).
    chunkSizeWarningLimit: 600,
    // The manifest tells the server which scripts each page needs, for its modulepreload hints
    // (the server never serves the build's .vite folder).
    manifest: true,
    // No preload helper and list of every chunk's imports in the entry (3 kB gzipped): the server
    // names a public page's scripts in its head, and a route's loader starts its page's code.
    modulePreload: false,
    // Pictures are files of their own, fetched beside the scripts: inlined in a script they would
    // weigh on every page's first paint (an SVG logo inlined is a third larger and compresses badly).
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first paint needs is one file: no waterfall of small chunks, one
            // compression dictionary, no import glue between them.
            { name: 'index', tags: ['$initial'] },
            // The icons the pages load later share one small chunk instead of one chunk each,
            // which also keeps the list of chunks the entry knows about short.
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
          ],
        },
      },
    },
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
