// Storybook test-runner (jest + jest-playwright), ejected so it drives the machine's Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  // A story's play function waits on its screen's lazy load and requests: 15 s (the runner's
  // default) is short on a busy 2-core machine, and a story whose picture is taken again after
  // Storybook ran it again (`.storybook/test-runner.ts`) may run its play function twice.
  testTimeout: 60_000,
  setupFilesAfterEnv: [
    ...(testRunnerConfig.setupFilesAfterEnv ?? []),
    '<rootDir>/.storybook/test-runner-retry.cjs',
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
