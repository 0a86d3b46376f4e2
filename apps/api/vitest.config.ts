import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// A pinned clock (BACKOFFICE_NOW, see contract's `clock.ts`) starts when the run does: every test
// file's process (`test/pinClock.ts`) reads that one timeline from BACKOFFICE_NOW_FROM.
if (process.env.BACKOFFICE_NOW && !process.env.BACKOFFICE_NOW_FROM) {
  process.env.BACKOFFICE_NOW_FROM = String(Date.now());
}

// The server's suites, and the domains' server tests (`*.server.test.ts`), which run on the
// server's test harness through `@backoffice/api/testing`.
export default mergeConfig(
  packageTestConfig({
    environment: 'node',
    include: ['../../domains/*/src/**/*.server.test.ts'],
    // A timeout only stops a test that hangs: on a busy two-core machine one that takes a second
    // alone took over 10 s. How fast the server is lives in the benchmarks.
    testTimeout: 30_000,
  }),
  {
    test: {
      // Each test database copies the one this migrates once per run.
      globalSetup: ['./test/globalSetup.ts'],
      setupFiles: ['./test/pinClock.ts'],
      // A file waits on its databases as much as it computes: two files at a time even on two
      // cores (Vitest's default leaves one core idle there).
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
    resolve: {
      alias: {
        '@backoffice/api/testing': fileURLToPath(new URL('./src/testing.ts', import.meta.url)),
      },
    },
  },
);
