import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // These start linters (ESLint, dclint) side by side, which takes seconds on 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Each test file builds its own app on its own database; keep the pool small
          // so PostgreSQL runs don't exhaust connections on a 2-core machine.
          maxWorkers: 2,
          // Files share a worker's modules instead of loading the whole server again each: a
          // third of the time. Each file's state lives in the app and database it builds.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20000,
          hookTimeout: 30000,
          // Work after an answer (a sweep, a job, a log line) can wait seconds on a busy machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          setupFiles: ['apps/web/e2e/support/setup.ts'],
          // Two journey files at a time, each with its own Chromium and its own server
          // (support/global-setup.ts): a journey waits on its browser or server about a third
          // of its time, which the other worker fills on a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          // A journey that takes half a minute alone takes twice that beside another on a
          // slow day of the machine: the limit catches a hang, not a slow day.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A browser on a busy 2-core machine can take seconds to show what a step awaits.
          expect: { poll: { timeout: 8_000 } },
        },
      },
    ],
  },
});
