import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConflictPanel } from './ConflictPanel';

const meta = {
  title: 'Components/ConflictPanel/Features',
  component: ConflictPanel,
  args: {
    fields: [{ name: 'status', label: 'Status', yours: 'Delivered', theirs: 'Cancelled' }],
    changedBy: 'Sam Ortiz',
    changedAt: '2026-11-23T19:05:00Z',
    timeZone: 'America/New_York',
    onKeepMine: fn(),
    onTakeTheirs: fn(),
  },
} satisfies Meta<typeof ConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleField: Story = {
  name: 'A single field',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByRole('rowheader', { name: 'Status' })).toBeVisible();
  },
};

/** A note rewritten on both sides: line breaks kept, long words wrapped inside the column. */
export const LongText: Story = {
  name: 'A long text value',
  args: {
    fields: [
      {
        name: 'notes',
        label: 'Delivery notes',
        yours:
          'Leave the trays at the back door of the kitchen, next to the cold room.\nRing the bell twice; the morning staff start at 6:30 and can sign for the delivery.\nInvoice to accounts@rosewood-care-home.example.org.',
        theirs:
          'Deliver to the front office only.\nThe kitchen entrance is closed for building works until the end of the month.',
      },
      { name: 'contact', label: 'Contact person', yours: '', theirs: 'Priya Raman' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Empty')).toBeVisible();
    await expect(
      canvas.getByRole('row', { name: /^Contact person Empty Priya Raman/ }),
    ).toBeVisible();
  },
};

/** Without who and when (an older server), the summary still reads. */
export const Anonymous: Story = {
  name: 'Without who and when',
  args: { changedBy: undefined, changedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Someone else saved it while you were editing',
    );
  },
};

export const Pending: Story = {
  name: 'Saving my version',
  args: { pending: 'mine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Use their version' })).toBeDisabled();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    fields: [
      { name: 'quantity', label: 'Quantity', yours: '40 trays', theirs: '36 trays' },
      { name: 'price', label: 'Unit price', yours: '$8.50', theirs: '$8.75' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
