import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';
import { deployProject, e2eProjects } from './e2e/vitest.config.ts';

/** One runner, five tiers (the web unit tests and the browser tier as two projects each). `scripts/test.mjs` decides which tiers run and against which database. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      './apps/server/vitest.config.ts',
      ...webProjects,
      ...e2eProjects,
      deployProject,
    ],
  },
});
