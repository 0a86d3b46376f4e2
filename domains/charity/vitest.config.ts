import { packageTestConfig } from '../../vitest.shared.ts';

// The domain's server tests (`*.server.test.ts`) run with the server's suite, on its databases.
export default packageTestConfig({ environment: 'node', exclude: ['src/**/*.server.test.ts'] });
