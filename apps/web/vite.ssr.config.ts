import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's renderer of the public pages (decision 0070): `src/entry-server.tsx` as one
 * self-contained module for Node in `dist-ssr/`, which the server imports. Styles and pictures are
 * the browser build's; a picture's URL here names the same hashed file (no inlining, as there).
 */
export default defineConfig(() => {
  // Always a production build, whatever NODE_ENV a test runner leaks in: the JSX transform and
  // the bundled React must agree, as in the browser build.
  process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Self-contained: the server imports it from wherever the build was written.
    ssr: { noExternal: true, target: 'node' as const },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
});
