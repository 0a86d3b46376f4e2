import { packageTestConfig } from '../../vitest.shared';

export default packageTestConfig({ environment: 'happy-dom', setupFiles: ['./src/test-setup.ts'] });
