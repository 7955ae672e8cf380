import { defineConfig } from 'vitest/config';

// One runner for every layer: shared unit tests, server unit + integration tests, and the
// end-to-end browser tests (which start a real server and drive Chromium).
export default defineConfig({
  test: {
    // Two files at a time: most tests wait on servers, round clocks and the browser rather than compute,
    // and the default on a two-core CI machine (cores − 1) runs every file one after another. Browser
    // files run one at a time (their project's fileParallelism). Vitest runs such a project only after
    // all the parallel ones, so `npm test` gives it a process of its own beside the others
    // (package.json `test:lanes`): the browser lane then runs while the unit and server files do.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // Checks on the built SPA that need no browser (the size budget), and the web's own unit tests.
      {
        test: {
          name: 'web',
          include: ['apps/web/*.test.ts', 'apps/web/plugins/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's modules are loaded once per worker, not once per file (a quarter of this
          // project's CPU was the same imports again): each file builds its own servers on its own
          // databases, and no test changes a module's state for the next one.
          isolate: false,
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
