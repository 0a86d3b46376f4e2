// Storybook test-runner (jest + jest-playwright), ejected so it drives the machine's Chromium.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import storiesOrder from './.storybook/test-runner-order.cjs';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  // A story's play function waits on its screen's lazy load and requests: 15 s (the runner's
  // default) is short on a busy 2-core machine, and a story whose picture is taken again after
  // Storybook ran it again (`.storybook/test-runner.ts`) may run its play function twice.
  testTimeout: 60_000,
  // `STORIES_ORDER=reverse|shuffle:SEED` (`scripts/test-stories.mjs --order`) runs the files,
  // and the stories within each, in another order: `.storybook/test-runner-order.cjs`.
  ...(storiesOrder.storiesOrder().kind === 'normal'
    ? {}
    : {
        testSequencer: fileURLToPath(new URL('.storybook/test-runner-order.cjs', import.meta.url)),
      }),
  setupFilesAfterEnv: [
    ...(testRunnerConfig.setupFilesAfterEnv ?? []),
    '<rootDir>/.storybook/test-runner-retry.cjs',
    '<rootDir>/.storybook/test-runner-order-setup.cjs',
  ],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: requireChromium(), headless: true, args: CHROMIUM_ARGS },
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
};
