import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share one module graph per worker instead of loading the whole server afresh each:
    // loading was about three quarters of the tier's time (776 s on PGlite, 328 s without).
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
