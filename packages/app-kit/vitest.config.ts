import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({
  environment: 'happy-dom',
  setupFiles: ['./src/testing/setup.ts'],
  // The resource screens load lazily; the first load of each compiles it.
  testTimeout: 30_000,
});
