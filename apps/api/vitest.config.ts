import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// The server's suites, and the domains' server tests (`*.server.test.ts`), which run on the
// server's test harness through `@backoffice/api/testing`.
export default mergeConfig(
  packageTestConfig({
    environment: 'node',
    include: ['../../domains/*/src/**/*.server.test.ts'],
  }),
  {
    resolve: {
      alias: {
        '@backoffice/api/testing': fileURLToPath(new URL('./src/testing.ts', import.meta.url)),
      },
    },
  },
);
