import { focusIsInGrid } from '@backoffice/app-kit/testing';
import { expect, userEvent } from 'storybook/test';

/**
 * The keyboard pass of a story: Tab moves focus into `target` (a table, a dialog's field)
 * within a reasonable number of presses, and it shows focus there. `from` starts the pass at
 * the control just before it (a long form need not be tabbed through on a slow machine).
 */
export async function tabInto(target: Element, presses = 30, from?: HTMLElement): Promise<void> {
  // A list's table may be drawn again, interactive, as the keyboard comes in.
  const inside = () => target.contains(document.activeElement) || focusIsInGrid(target);
  from?.focus();
  for (let i = 0; i < presses && !inside(); i++) {
    await userEvent.tab();
  }
  await expect(inside()).toBe(true);
}

/** Tab until the element itself has focus. */
export async function tabTo(target: Element, presses = 40, from?: HTMLElement): Promise<void> {
  from?.focus();
  for (let i = 0; i < presses && document.activeElement !== target; i++) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/**
 * Empties react-aria's live announcer. An action's dialog announces with a reference to an
 * element of its own; once the dialog has closed the announcement points at nothing, which an
 * axe check run right then reports though no one hears it. Stories call this after a dialog.
 */
export function forgetAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}
