/**
 * The end-to-end tests' `test` and `expect`: Playwright's, with every browser context on the
 * run's clock (`clock.ts`) and a test that fails on an error it did not expect in any of its
 * pages: an uncaught exception, or a `console.error` other than the browser's own line for an
 * answer of 4xx or 5xx, which tests of refusals provoke on purpose. A test that provokes another
 * one on purpose says so with `expectPageError(pattern)`.
 *
 * A context a test opens itself comes from `openContext(browser)`, so that it gets both too.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
} from '@playwright/test';
import { pinBrowserClock } from './clock';

/** The page errors of the running test, from every context it opened. */
let pageErrors: string[] = [];
let expectedErrors: RegExp[] = [];

/** The browser's own console line for an answer that was an error (the app handles those). */
const FAILED_ANSWER = /^Failed to load resource: the server responded with a status of [45]\d\d/;

async function watch(context: BrowserContext): Promise<BrowserContext> {
  await pinBrowserClock(context);
  context.on('weberror', (error) => {
    pageErrors.push(`uncaught: ${error.error().stack ?? error.error().message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' || FAILED_ANSWER.test(message.text())) return;
    pageErrors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return context;
}

/** A browser context of the test's own, on the run's clock and watched for errors. */
export async function openContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  return watch(await browser.newContext(options));
}

/** Declares a page error the running test provokes on purpose; the test fails without it. */
export function expectPageError(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

export const test = base.extend<{ watchedErrors: undefined }>({
  context: async ({ context }, use) => {
    await use(await watch(context));
  },
  watchedErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies by destructuring
    async ({}, use) => {
      pageErrors = [];
      expectedErrors = [];
      await use(undefined);
      const unexpected = pageErrors.filter((line) => !expectedErrors.some((p) => p.test(line)));
      const missing = expectedErrors.filter((p) => !pageErrors.some((line) => p.test(line)));
      expect(unexpected, 'errors in the pages that the test did not expect').toEqual([]);
      expect(missing.map(String), 'page errors the test expected').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
