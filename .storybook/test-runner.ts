import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';

/**
 * Every story: render, run its play function, then an axe check, then a pixel comparison with
 * the committed baseline in `.storybook/__screenshots__` (diffs go to
 * `test-results/storybook-diffs`). Update baselines on purpose with `pnpm test:stories:update`.
 * A story opts out of the pixel check with `parameters: { visual: false }` (live clocks and the
 * like), out of axe only with `parameters: { a11y: { disable: true } }`. A story that names a
 * viewport (`globals: { viewport: { value: 'mobile' } }`) is rendered at that size.
 *
 * A story also fails on an error it hides: an uncaught exception or unhandled rejection in the
 * page, an error boundary's report, a React warning, a failed request no handler answered, or
 * any other `console.error` while it renders, plays and is checked. A story that shows an error
 * on purpose names what it expects: `parameters: { expectedErrors: [/Loading chunk failed/] }`
 * (regular expressions, or strings found anywhere in the message); the others still fail it.
 * Every story starts clean whatever ran before it (`resetStoryState`, `.storybook/preview.tsx`).
 */
const screenshotsDir = path.join(process.cwd(), '.storybook', '__screenshots__');
const diffDir = path.join(process.cwd(), 'test-results', 'storybook-diffs');

const DESKTOP = { width: 1024, height: 768 };

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

/**
 * The page size a story is shown at: the viewport it names (`globals: { viewport: { value:
 * 'mobile' } }`, from the options in preview.tsx), else a desktop window.
 */
function viewportOf(story: Awaited<ReturnType<typeof getStoryContext>>) {
  const chosen = (story.storyGlobals?.viewport ?? story.globals?.viewport) as
    | { value?: string; isRotated?: boolean }
    | undefined;
  const options = (story.parameters?.viewport?.options ?? {}) as Record<string, ViewportOption>;
  const option = chosen?.value ? options[chosen.value] : undefined;
  const width = Number.parseInt(option?.styles?.width ?? '', 10);
  const height = Number.parseInt(option?.styles?.height ?? '', 10);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return DESKTOP;
  return chosen?.isRotated ? { width: height, height: width } : { width, height };
}

/**
 * Chromium's own line for a request answered with an error status. Whoever answered matters, not
 * the line: a story's MSW handler answering 500 shows a failure on purpose, and a request no
 * handler answers is reported by `.storybook/preview.tsx` as a console error of its own.
 */
const FAILED_STATUS = /^Failed to load resource: the server responded with a status of \d+/;

/**
 * The errors of the story on show in each page. The test-runner keeps one page for all the
 * stories of a file (a new one after a navigation), so the listeners are attached once per page
 * and the list is emptied as each story begins.
 */
const errorsOf = new WeakMap<Page, string[]>();

function watchErrors(page: Page): string[] {
  const known = errorsOf.get(page);
  if (known) return known;
  const errors: string[] = [];
  errorsOf.set(page, errors);
  page.on('pageerror', (error) => {
    errors.push(`Uncaught ${error.stack ?? `${error.name}: ${error.message}`}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (FAILED_STATUS.test(text)) return;
    const where = text.startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
    errors.push(`console.error: ${text}${where}`);
  });
  return errors;
}

/** The story's `parameters.expectedErrors`, as patterns (a string matches where it appears). */
async function expectedErrorsOf(page: Page, id: string): Promise<RegExp[]> {
  const patterns = await page.evaluate(async (storyId) => {
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStore: {
            loadStory(options: {
              storyId: string;
            }): Promise<{ parameters: Record<string, unknown> }>;
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStore.loadStory({ storyId });
    const expected = story.parameters.expectedErrors;
    return (Array.isArray(expected) ? expected : []).map((pattern: unknown) =>
      pattern instanceof RegExp
        ? { source: pattern.source, flags: pattern.flags }
        : { source: String(pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' },
    );
  }, id);
  return patterns.map(({ source, flags }) => new RegExp(source, flags));
}

/**
 * Stories that logged an error they do not expect, by id. A failed story is run once more
 * (`test-runner-retry.cjs`) for the races of a busy machine; an error it logged is no such race,
 * so its second run fails too, even when that run logs none.
 */
const unexpectedBefore = new Map<string, string[]>();

/**
 * The errors of the story it does not declare in `parameters.expectedErrors`: those the page
 * logged, and Storybook's own error screen (an error thrown while drawing that nothing logged).
 * Kept for the story's second run.
 */
async function unexpectedErrors(page: Page, id: string, logged: string[]): Promise<string[]> {
  const shown = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('.sb-errordisplay')?.textContent ?? '').trim().slice(0, 500)
      : null,
  );
  const errors = shown === null ? logged : [...logged, `Storybook shows an error: ${shown}`];
  if (errors.length === 0) return unexpectedBefore.get(id) ?? [];
  const expected = await expectedErrorsOf(page, id);
  const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  if (unexpected.length === 0) return unexpectedBefore.get(id) ?? [];
  unexpectedBefore.set(id, unexpected);
  return unexpected;
}

function errorsMessage(errors: string[]): string {
  return `The story logged ${errors.length} error(s) it does not expect (a story that shows one on purpose declares it in parameters.expectedErrors):\n\n${errors.join('\n\n')}`;
}

/**
 * The page has loaded and its fonts are ready, and its network has gone quiet, or stayed busy
 * for 5 s: a loading story holds a request open on purpose (`handlers.pending`), and when it is
 * the first of its file, just after the page loaded, the network never goes idle. (The runner's
 * own `waitForPageReady` then waits 30 s and fails.) The play function has already checked
 * what the story shows.
 */
async function pageReady(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

/** Axe, then the pixel baseline. */
async function checkStory(page: Page, context: { id: string; title: string; name: string }) {
  const story = await getStoryContext(page, context);
  await pageReady(page);

  if (!story.parameters?.a11y?.disable) {
    // Stories switch single rules off as Storybook's a11y addon does: [{ id, enabled }].
    // `region` (content inside landmarks) is a page-level rule: a story shows a fragment, and
    // whole pages are checked for it by the end-to-end layer's axe runs.
    const rules = Object.fromEntries([
      ['region', { enabled: false }],
      ...(story.parameters?.a11y?.config?.rules ?? []).map(
        (r: { id: string; enabled: boolean }) => [r.id, { enabled: r.enabled }],
      ),
    ]);
    // The whole document, so overlays rendered in portals (dialogs, panels, toasts) count too.
    await checkA11y(
      page,
      {
        include: [['body']],
        // Storybook's own hidden panels (docs, error and loading screens) are not ours to check.
        exclude: [
          ['#storybook-docs'],
          ['.sb-errordisplay'],
          ['.sb-nopreview'],
          ['.sb-preparing-story'],
          ['.sb-preparing-docs'],
          // react-aria's live announcer reads a dialog's or a table's label by reference for a
          // few seconds; once that element has left the page, the reference dangles until the
          // announcement is dropped. Nothing a screen renders.
          ['[role="log"][aria-relevant="additions"] > [role="img"]'],
        ],
      },
      {
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: { rules },
      },
      false,
      'v2',
    );
  }

  if (story.parameters?.visual !== false) {
    const settled = async () => {
      // Let a play function's last interaction settle (focus rings, closing popovers): an
      // overlay closing plays its exit animation with `data-exiting` until it leaves the page.
      await page
        .waitForFunction(() => !document.querySelector('[data-exiting]'), null, { timeout: 2000 })
        .catch(() => {});
      await page.waitForTimeout(100);
      return page.screenshot({ animations: 'disabled', caret: 'hide' });
    };
    const matches = (image: Buffer) =>
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: screenshotsDir,
        customDiffDir: diffDir,
        customSnapshotIdentifier: context.id,
        failureThreshold: 0.00001,
        failureThresholdType: 'percent',
        customDiffConfig: { threshold: 0.05 },
        storeReceivedOnFailure: true,
      });
    try {
      matches(await settled());
    } catch {
      // On a machine busy with other work a story can still be rendering (Storybook renders
      // it again, and runs its play function again, when the window's size reaches it late):
      // one more picture once it has had time to finish, which must match.
      await page.waitForTimeout(3000);
      await pageReady(page);
      // A story rendered again runs its play function again: wait until that run has ended,
      // which for a long form filled key by key on a busy machine takes more than 15 s.
      await page
        .waitForFunction(
          () => {
            const preview = (
              window as unknown as {
                __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
              }
            ).__STORYBOOK_PREVIEW__;
            const phase = preview?.currentRender?.phase;
            return (
              phase === undefined || ['finished', 'completed', 'errored', 'aborted'].includes(phase)
            );
          },
          null,
          { timeout: 40_000 },
        )
        .catch(() => {});
      matches(await steady(settled));
    }
  }
}

/**
 * A picture the page keeps: pictures are taken until two in a row are the same, for at most
 * 20 s (the last one taken then). A story drawn again on a busy machine, or a play function run
 * again, changes the page for a while; a picture taken meanwhile is of neither state.
 */
async function steady(take: () => Promise<Buffer>): Promise<Buffer> {
  const until = Date.now() + 20_000;
  let last = await take();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await take();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // Before the story is asked for: what the page logs from here on is this story's.
    watchErrors(page).length = 0;
    const story = await getStoryContext(page, context);
    await page.setViewportSize(viewportOf(story));
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const errors = watchErrors(page);
    if ((context as { hasFailure?: boolean }).hasFailure) {
      // The play function failed and the runner reports that failure (Storybook logs it too):
      // what the page logged meanwhile is shown beside it, as it is often why.
      if (errors.length > 0) console.error(`The page logged:\n\n${errors.join('\n\n')}`);
      return;
    }
    let failure: unknown = null;
    try {
      await checkStory(page, context);
    } catch (error) {
      failure = error;
    }
    const unexpected = await unexpectedErrors(page, context.id, errors);
    if (failure instanceof Error && unexpected.length > 0) {
      // The errors it logged are often why it failed: shown with the failure.
      failure.message += `\n\n${errorsMessage(unexpected)}`;
    }
    if (failure) throw failure;
    if (unexpected.length > 0) throw new Error(errorsMessage(unexpected));
  },
};

export default config;
