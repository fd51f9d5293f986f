import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's renderer of the public pages (decision 0070): `src/entry-server.tsx` as one module
 * for Node in `dist-ssr/`, which the server imports. Styles and pictures are the browser build's;
 * a picture's URL here names the same hashed file (no inlining, as in the browser build).
 */
export default defineConfig({
  plugins: [react()],
  // Self-contained: the server imports it from wherever the build was written.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
