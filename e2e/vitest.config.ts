import { defineConfig } from 'vitest/config';

/**
 * Files that change what every other file sees (maintenance mode, the defaults of new auctions,
 * the home page's words), or that measure the page (layout shift, the live picture's delay): they
 * run one at a time, after the rest.
 */
export const filesRunAlone = [
  'maintenance.e2e.ts',
  'admin-settings.e2e.ts',
  'admin-cms.e2e.ts',
  'layout-shift.e2e.ts',
  'live-stream.e2e.ts',
];

/**
 * The browser suite as two projects on one server (see `global-setup.ts`): `e2e`, two files at a
 * time, since a browser test spends about a quarter of its time waiting for a sale to close or a
 * socket to answer; then `e2e-alone`, one file at a time.
 */
const shared = {
  root: import.meta.dirname,
  environment: 'node' as const,
  globalSetup: './global-setup.ts',
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export const e2eProjects = [
  defineConfig({
    test: {
      ...shared,
      name: 'e2e',
      include: ['**/*.e2e.ts'],
      exclude: ['**/node_modules/**', ...filesRunAlone],
      maxWorkers: 2,
      sequence: { groupOrder: 1 },
    },
  }),
  defineConfig({
    test: {
      ...shared,
      name: 'e2e-alone',
      include: filesRunAlone,
      fileParallelism: false,
      sequence: { groupOrder: 2 },
    },
  }),
];

/**
 * The house as it is deployed (docs/DEPLOY.md): three server processes on one PostgreSQL, Redis
 * and bucket, behind nginx with the repository's configuration. Each file starts its own.
 */
export const deployProject = defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    name: 'deploy',
    include: ['deploy/**/*.deploy.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 400_000,
  },
});

export default e2eProjects[0];
