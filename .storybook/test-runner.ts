import path from 'node:path';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/**
 * Every story: render, run its play function, then an axe check, then a pixel comparison with
 * the committed baseline in `.storybook/__screenshots__` (diffs go to
 * `test-results/storybook-diffs`). Update baselines on purpose with `pnpm test:stories:update`.
 * A story opts out of the pixel check with `parameters: { visual: false }` (live clocks and the
 * like), out of axe only with `parameters: { a11y: { disable: true } }`. A story that names a
 * viewport (`globals: { viewport: { value: 'mobile' } }`) is rendered at that size.
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

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    await page.setViewportSize(viewportOf(story));
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

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
        await waitForPageReady(page);
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
                phase === undefined ||
                ['finished', 'completed', 'errored', 'aborted'].includes(phase)
              );
            },
            null,
            { timeout: 40_000 },
          )
          .catch(() => {});
        matches(await settled());
      }
    }
  },
};

export default config;
