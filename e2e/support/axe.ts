import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until no finite animation or transition is running (a toast fading in or out, say). */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

async function violationsNow(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Runs axe over the whole page as it is now and fails with a readable list of the violations
 * (rule, help text and the offending elements).
 *
 * Colour contrast is computed with each element's opacity, so an element caught in a fade (a
 * toast closing while axe runs) reads as faint: a page with violations is checked a second time
 * once its animations have settled, and only what is still wrong then fails.
 *
 * react-aria's live announcer is left out: it keeps messages it has already spoken for seven
 * seconds, and a message naming an element by id (a button's "pending" announcement) dangles
 * once that element is gone, which axe reports as an image without a name.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  let violations = await violationsNow(page);
  if (violations.length > 0) violations = await violationsNow(page);
  expect(violations, `axe violations on the ${screen} screen`).toEqual([]);
}
