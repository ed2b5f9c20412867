import { defineConfig } from 'vitest/config';

const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

// Three projects: unit (pure, fast), int (real HTTP server + real database) and e2e (real Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Groups run one after another, each with its own number of workers (see int and e2e).
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          // Some unit tests run real engines (the CAS, the composer, NLP): a busy 2-core machine needs more
          // than the default 5 s. Speed is measured by the benchmarks, never by a test's time limit.
          testTimeout: 20_000,
          // Files share a worker's loaded modules: 2.2 minutes instead of 3.8 on 2 cores (side by side).
          isolate: false,
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['packages/**/*.int.test.ts', 'apps/**/*.int.test.ts'],
          // INT_EXCLUDE (comma-separated globs): CI's PostgreSQL pass leaves out the tests of the parsers.
          exclude: ['**/node_modules/**', ...(process.env.INT_EXCLUDE?.split(',').filter(Boolean) ?? [])],
          // Vitest's default on 2 cores is one worker, but integration files mostly wait (on servers they
          // start, child processes, timers): two at once keep both cores busy and CI under 30 minutes.
          sequence: { groupOrder: 1 },
          // CI runs the PostgreSQL pass alongside the end-to-end tests (.ci/run); INT_WORKERS sets its workers.
          maxWorkers: Number(process.env.INT_WORKERS ?? 2),
          // Files share a worker's loaded modules (each still starts its own server on its own database):
          // loading the server took 300 s of the run's 423 s when every file loaded it again (4.4 min
          // instead of 7.1 min on 2 cores, measured side by side).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
          // Two files at once, each with its own server and browser: one file alone keeps about 0.7 of a core
          // busy (it mostly waits on pages, renders and polling), so a second one uses the idle time. The
          // suite passed 62/62 this way on a 2-core machine at a load average of 10. E2E_WORKERS=1 runs
          // them one by one.
          maxWorkers: E2E_WORKERS,
          fileParallelism: E2E_WORKERS > 1,
        },
      },
    ],
  },
});
