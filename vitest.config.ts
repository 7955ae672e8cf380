import { defineConfig } from 'vitest/config';

// One runner for every layer: shared unit tests, server unit + integration tests, and the
// end-to-end browser tests (which start a real server and drive Chromium).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // Checks on the built SPA that need no browser (the size budget), and the web's own unit tests.
      { test: { name: 'web', include: ['apps/web/*.test.ts', 'apps/web/src/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
