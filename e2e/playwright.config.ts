import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

// A pinned clock (BACKOFFICE_NOW, see contract's `clock.ts`) starts when the run does: the server
// global-setup starts and every test worker read that one timeline from BACKOFFICE_NOW_FROM.
if (process.env.BACKOFFICE_NOW && !process.env.BACKOFFICE_NOW_FROM) {
  process.env.BACKOFFICE_NOW_FROM = String(Date.now());
}

/**
 * End-to-end tests: the built server (apps/api/dist) serving the built app, started by
 * global-setup on a free port with a fresh data folder, driven in the machine's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
