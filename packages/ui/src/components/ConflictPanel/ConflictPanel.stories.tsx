import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictPanel } from './ConflictPanel';

const meta = {
  title: 'Components/ConflictPanel',
  component: ConflictPanel,
  args: {
    fields: [
      { name: 'quantity', label: 'Quantity', yours: '40 trays', theirs: '36 trays' },
      {
        name: 'delivery_date',
        label: 'Delivery date',
        yours: '2026-11-24',
        theirs: '2026-11-25',
      },
    ],
    changedBy: 'Sam Ortiz',
    changedAt: '2026-11-23T19:05:00Z',
    // Stories pin the zone so the time reads the same on every machine.
    timeZone: 'America/New_York',
    onKeepMine: fn(),
    onTakeTheirs: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a form shows when its save came back **409 Conflict**: someone else saved the record since it was loaded. Pass only the `fields` that differ, as `{ name, label, yours, theirs }` (values are any content: text, a formatted amount, a badge), and who saved (`changedBy`) and when (`changedAt`, ISO 8601, shown like "Nov 23, 2026, 2:05 PM"). "Save my version" (`onKeepMine`) resubmits the user\'s values on top of the saved record; "Use their version" (`onTakeTheirs`) reloads the saved values. `pending` shows a spinner on the choice in progress. The heading and summary are an alert, announced when the panel appears; the panel is a region named by its heading.',
      },
    },
  },
} satisfies Meta<typeof ConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two fields changed by someone else; the keyboard reaches both choices. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'This record was changed by someone else' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sam Ortiz saved it on Nov 23, 2026, 2:05 PM while you were editing',
    );
    const table = within(panel).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'Your value', 'Their value']);
    await expect(
      within(table).getByRole('row', { name: 'Quantity 40 trays 36 trays' }),
    ).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save my version' })).toHaveFocus();
    await userEvent.tab();
    const theirs = canvas.getByRole('button', { name: 'Use their version' });
    await expect(theirs).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
  },
};
