import { clearToasts, fixToday } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { farmHand } from '../testing/livestockFixtures';
import { livestockHandlers } from '../testing/livestockHandlers';

/**
 * Deleting a daily log offers Undo, as every delete does: the server deletes it at once and
 * answers an undo token; the toast's Undo posts it and the log is back in the list.
 */
const meta = {
  title: 'Screens/Farm/Livestock/Delete and undo',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', visual: false, msw: { handlers: livestockHandlers() } },
  args: { path: '/egg-collection-logs/41', user: farmHand },
  beforeEach: () => fixToday('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete, confirm, then Undo in the toast, until the row is back in the list. */
async function deleteThenUndo(
  canvasElement: HTMLElement,
  title: RegExp,
  row: RegExp,
  other: RegExp,
) {
  const page = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  // The screens' files load on first use, the list's after the delete.
  const loading = { timeout: 5000 };
  await userEvent.click(await page.findByRole('button', { name: 'Delete' }, loading));
  const dialog = await body.findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const undo = await body.findByRole('button', { name: 'Undo' });
  await expect(body.getByText(/log deleted\./)).toBeInTheDocument();
  // The list, with the other rows and without this one (the table is drawn again as its rows
  // come: asked afresh each time).
  // A row is told by its text: the reading table's rows are named by it, the interactive one's
  // by their day alone.
  const listed = (pattern: RegExp) =>
    page.queryAllByRole('row').some((shown) => pattern.test(shown.textContent ?? ''));
  await waitFor(() => expect(listed(other)).toBe(true), loading);
  await waitFor(() => expect(listed(row)).toBe(false), loading);
  await userEvent.click(undo);
  await expect(await body.findByText('Restored.', {}, loading)).toBeInTheDocument();
  await waitFor(() => expect(listed(row)).toBe(true), loading);
  await clearToasts();
}

/** Flock A's log of 13 March: deleted, Undo, and its row is in the egg logs again. */
export const EggLog: Story = {
  play: async ({ canvasElement }) => {
    await deleteThenUndo(
      canvasElement,
      /Delete the log of Mar 13, 2025/,
      /Mar 13, 2025.*Flock A \(House 1\)/,
      /Mar 13, 2025.*Flock B/,
    );
  },
};

/** A feeding of 13 March (240 kg of Layer mash): deleted, Undo, and it is listed again. */
export const FeedingLog: Story = {
  args: { path: '/layer-feeding-logs/61' },
  play: async ({ canvasElement }) => {
    await deleteThenUndo(canvasElement, /Delete/, /\$119\.04/, /Flock B/);
  },
};
