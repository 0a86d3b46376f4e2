import { packageTestConfig } from '../../vitest.shared.ts';

// The screens (`src/app/**`) run in happy-dom with MSW; the definitions' logic runs there as
// well as anywhere. The domain's server tests (`*.server.test.ts`) run with the server's suite,
// on its databases.
export default packageTestConfig({
  environment: 'happy-dom',
  setupFiles: ['./src/app/testing/setup.ts'],
  exclude: ['src/**/*.server.test.ts'],
  // Screens load lazily; the first load of each compiles it.
  testTimeout: 30_000,
});
