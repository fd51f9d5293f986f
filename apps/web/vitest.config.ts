import { defineConfig } from 'vitest/config';

/**
 * Files that need a module graph of their own: they replace a module with `vi.mock` (a file run
 * before them in the same worker may have loaded the real one), or they test what a module holds
 * from its first use (the toaster loads with the first toast).
 */
export const filesWithOwnModules = [
  'src/app/providers.test.tsx',
  'src/lib/notify.test.ts',
  'src/lib/auth/auth-provider.test.tsx',
  'src/features/auth/pages/verify-email-page.test.tsx',
  'src/features/unsubscribe/pages/unsubscribe-page.test.tsx',
  'src/features/payments/pages/invoice-payment-page.test.tsx',
  'src/features/image-import/pages/import-images-page.test.tsx',
];

const shared = {
  root: import.meta.dirname,
  environment: 'jsdom' as const,
  setupFiles: ['test/setup.ts'],
};

/**
 * The web unit tests as two projects. `web` shares the module graph among the files of a worker
 * (loading React, the router and jsdom's globals afresh for each file took three quarters of the
 * tier's time); `web-isolated` gives each of `filesWithOwnModules` its own.
 */
export const webProjects = [
  defineConfig({
    test: {
      ...shared,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', ...filesWithOwnModules],
      isolate: false,
    },
  }),
  defineConfig({
    test: { ...shared, name: 'web-isolated', include: filesWithOwnModules },
  }),
];

export default webProjects[0];
