// Storybook test-runner (jest + jest-playwright), ejected so it drives the machine's Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
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
