import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({
  environment: 'happy-dom',
  setupFiles: ['./src/testing/setup.ts'],
  // The build's own plugins (`vite/`) have tests too.
  include: ['vite/**/*.test.ts'],
  // Whole-app tests load screens lazily; the first load of each compiles it.
  testTimeout: 30_000,
});
