import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts', 'eslint/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
          globalSetup: ['packages/server/test/global-setup.ts'],
          // Each file gets its own database copy; PGlite is single-threaded, so two workers fit 2 cores.
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app on its own database, and the server's caches are keyed by the
          // database object, so the files of a worker share one module graph: importing the server
          // again for every file cost ~4 s each, a third of the suite.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One server and one browser at a time: the files share the server and its login rate limits.
          fileParallelism: false,
          maxWorkers: 1,
          // A person's pace on a busy 2-core CI machine: page loads, lazy chunks, argon2 logins.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll waits for what the page shows next (a count after a refetch, a dialog's zoom-in):
          // 1 s, its default, is short for that on a loaded 2-core machine
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
