import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({ environment: 'happy-dom', setupFiles: ['test/setup.ts'] });
