import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe over the whole page as it is now and fails with a readable list of the violations
 * (rule, help text and the offending elements).
 *
 * react-aria's live announcer is left out: it keeps messages it has already spoken for seven
 * seconds, and a message naming an element by id (a button's "pending" announcement) dangles
 * once that element is gone, which axe reports as an image without a name.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(violations, `axe violations on the ${screen} screen`).toEqual([]);
}
